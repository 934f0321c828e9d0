/**
 * One cache per page: keyed requests, identical in-flight requests shared, stale times honoured.
 * Each key has a nanostores atom, so every element showing the same data re-renders together.
 * Bounded: beyond `CACHE_LIMIT` keys, the least recently used keys nobody shows are forgotten.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError, toApiError } from '../http/api-error.ts';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: ApiError | undefined;
  /** True while a request for this key is in flight (also when refreshing shown data). */
  fetching: boolean;
}

interface Entry<T> {
  $state: WritableAtom<QueryState<T>>;
  fetcher: () => Promise<T>;
  staleTime: number;
  fetchedAt: number;
  inFlight: Promise<T> | undefined;
  /** Invalidated while a request was in flight: its answer may be out of date, so ask again after it. */
  askAgain: boolean;
}

/** Keys kept at most, unless more are being shown (those are never dropped). */
export const CACHE_LIMIT = 150;

/** In order of use, least recent first. */
const entries = new Map<string, Entry<unknown>>();

const isWatched = (entry: Entry<unknown>): boolean => entry.$state.lc > 0 || entry.inFlight !== undefined;

/** Forgets the least recently used keys that nobody shows (but `keep`) until at most `limit` remain. */
function evict(limit: number, keep: string): void {
  if (entries.size <= limit) return;
  for (const [key, entry] of entries) {
    if (entries.size <= limit) return;
    if (key !== keep && !isWatched(entry)) entries.delete(key);
  }
}

function entryFor<T>(key: string, fetcher: () => Promise<T>, staleTime: number, initial?: () => { value: T } | undefined): Entry<T> {
  let entry = entries.get(key) as Entry<T> | undefined;
  if (entry) {
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry as Entry<unknown>);
  } else {
    const seeded = initial?.();
    entry = {
      $state: atom<QueryState<T>>(
        seeded
          ? { status: 'success', data: seeded.value, error: undefined, fetching: false }
          : { status: 'loading', data: undefined, error: undefined, fetching: false },
      ),
      fetcher,
      staleTime,
      fetchedAt: seeded ? Date.now() : 0,
      inFlight: undefined,
      askAgain: false,
    };
    entries.set(key, entry as Entry<unknown>);
    evict(CACHE_LIMIT, key);
  }
  return entry;
}

function isFresh(entry: Entry<unknown>): boolean {
  return entry.$state.get().status === 'success' && Date.now() - entry.fetchedAt < entry.staleTime;
}

function run<T>(entry: Entry<T>): Promise<T> {
  const previous = entry.$state.get();
  entry.$state.set({ ...previous, status: previous.data === undefined ? 'loading' : previous.status, fetching: true });
  const promise = entry.fetcher().then(
    (data) => {
      entry.fetchedAt = Date.now();
      entry.$state.set({ status: 'success', data, error: undefined, fetching: false });
      return data;
    },
    (cause: unknown) => {
      const error = toApiError(cause);
      entry.$state.set({ status: 'error', data: entry.$state.get().data, error, fetching: false });
      throw error;
    },
  );
  entry.inFlight = promise;
  const clear = () => {
    if (entry.inFlight !== promise) return;
    entry.inFlight = undefined;
    if (entry.askAgain) {
      entry.askAgain = false;
      entry.fetchedAt = 0;
      if (entry.$state.lc > 0) run(entry).catch(() => undefined);
    }
  };
  promise.then(clear, clear);
  return promise;
}

/** Resolves with the cached value while fresh, joins a request in flight, or starts one. */
export function fetchQuery<T>(key: string, fetcher: () => Promise<T>, staleTime: number): Promise<T> {
  const entry = entryFor(key, fetcher, staleTime);
  if (entry.inFlight) return entry.inFlight;
  if (isFresh(entry as Entry<unknown>)) return Promise.resolve(entry.$state.get().data as T);
  return run(entry);
}

/** Starts a request without waiting for it; errors land in the key's state. */
export function prefetchQuery<T>(key: string, fetcher: () => Promise<T>, staleTime: number): void {
  fetchQuery(key, fetcher, staleTime).catch(() => undefined);
}

/**
 * The key's state atom. Call `ensureQuery` (or `fetchQuery`) to load it. `initial` gives data
 * already at hand when the key is new (a head start already read): it starts fresh with it.
 */
export function queryState<T>(
  key: string,
  fetcher: () => Promise<T>,
  staleTime: number,
  initial?: () => { value: T } | undefined,
): ReadableAtom<QueryState<T>> {
  return entryFor(key, fetcher, staleTime, initial).$state;
}

/** Loads the key if it is not fresh and not already loading; used when a view mounts. */
export function ensureQuery<T>(key: string, fetcher: () => Promise<T>, staleTime: number): void {
  prefetchQuery(key, fetcher, staleTime);
}

/** Runs the request again even if fresh (retry buttons). */
export function refetchQuery(key: string): Promise<unknown> {
  const entry = entries.get(key);
  if (!entry) return Promise.resolve(undefined);
  if (entry.inFlight) return entry.inFlight;
  return run(entry).catch(() => undefined);
}

/** Changes cached data in place (optimistic updates); returns the previous data for rollback. */
export function setQueryData<T>(key: string, update: (data: T) => T): T | undefined {
  const entry = entries.get(key) as Entry<T> | undefined;
  if (!entry) return undefined;
  const state = entry.$state.get();
  if (state.data === undefined) return undefined;
  entry.$state.set({ ...state, data: update(state.data) });
  return state.data;
}

/** Updates every cached value whose key starts with `prefix`. */
export function updateQueries<T>(prefix: string, update: (data: T) => T): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) setQueryData<T>(key, update);
}

/** Marks matching keys stale; those being shown load again. */
export function invalidateQueries(prefix: string): void {
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    entry.fetchedAt = 0;
    // A request already on its way was sent before the change: ask again once it is back.
    if (entry.inFlight) entry.askAgain = true;
    else if (entry.$state.lc > 0) void refetchQuery(key);
  }
}

const resetListeners = new Set<() => void>();

/** Calls `listener` whenever cached per-person data is dropped (`resetQueries`, `clearQueryCache`). */
export function onQueriesReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

/**
 * The signed-in person changed (login, logout, a host's refresh): what is shown loads again for the
 * new person, keeping its subscriptions (views stay connected and show the new answers); what
 * nobody shows is forgotten, since it carries the previous person's flags.
 */
export function resetQueries(): void {
  for (const [key, entry] of entries) if (!isWatched(entry)) entries.delete(key);
  invalidateQueries('');
  for (const listener of resetListeners) listener();
}

/** Forgets everything, shown or not (tests). */
export function clearQueryCache(): void {
  entries.clear();
  for (const listener of resetListeners) listener();
}
