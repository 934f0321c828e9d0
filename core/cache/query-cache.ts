/**
 * The page's one query cache: keyed requests, identical in-flight requests shared, stale times
 * honoured. It lives in the page slot, so the loader's copy of this module and the widget chunks'
 * copy are one cache. A response enters it by one door, whoever got it: `hydrateQuery` takes an
 * answer that came before anyone asked with a schema (the loader's head start, still on its way, or
 * a server render's embedded data) under the request's own key, and the query that asks for that key
 * reads it as its first attempt — at once, in its first render, when it is already in and valid.
 * Each key has a nanostores atom, so every element showing the same data re-renders together.
 * Bounded: beyond `CACHE_LIMIT` keys, the least recently used keys nobody shows are forgotten.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { isMomentary, type ApiError } from '../http/api-error.ts';
import type { WireAnswer } from '../http/wire-answer.ts';
import { pageSlot } from '../page-slot.ts';
import type { QueryDef } from './query-def.ts';

export type { QueryDef } from './query-def.ts';

export type QueryStatus = 'loading' | 'success' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: ApiError | undefined;
  /** True while a request for this key is in flight (also when refreshing shown data). */
  fetching: boolean;
}

/** An answer the cache holds for a key before a query has read it. */
interface Held {
  promise: Promise<WireAnswer>;
  /** The answer once it is in (so a query asking then draws it at once). */
  settled?: { answer: WireAnswer; at: number };
  /**
   * A server render's answer: final, failure included (the server tried as the client would), so
   * the view draws the screen the server drew, an error screen too, without asking again.
   */
  served: boolean;
  /** The request failed before any answer came (the query that reads it asks again itself). */
  failed?: boolean;
}

interface Entry<T> {
  /** Made when a query first reads the key (`stateOf`): the loader's copy of this module only holds answers. */
  $state: WritableAtom<QueryState<T>> | undefined;
  /** The query that reads this key; absent while only a held answer is known. */
  def: QueryDef<T> | undefined;
  fetchedAt: number;
  inFlight: Promise<T> | undefined;
  /** Invalidated while a request was in flight: its answer may be out of date, so ask again after it. */
  askAgain: boolean;
  /**
   * Changes made here (`setQueryData`). An answer to a request sent before one of them would undo it
   * (a deleted request back in the list): it is not taken, and the key is asked again.
   */
  edits: number;
  held: Held | undefined;
  /** The error shown came with a server render: it stays, like an answer, for the stale time. */
  servedError: boolean;
}

/** Keys kept at most, unless more are being shown (those are never dropped). */
export const CACHE_LIMIT = 150;

/** In order of use, least recent first; one map per page (see page-slot.ts). */
const entries = () => pageSlot('queries', () => new Map<string, Entry<unknown>>());
const resetListeners = () => pageSlot('query-reset-listeners', () => new Set<() => void>());

const LOADING = { status: 'loading', data: undefined, error: undefined, fetching: false } as const;

const stateOf = <T>(entry: Entry<T>): WritableAtom<QueryState<T>> => (entry.$state ??= atom<QueryState<T>>(LOADING));
const statusOf = (entry: Entry<unknown>): QueryStatus => entry.$state?.get().status ?? 'loading';
const isShown = (entry: Entry<unknown>): boolean => (entry.$state?.lc ?? 0) > 0;

const isWatched = (entry: Entry<unknown>): boolean =>
  isShown(entry) || entry.inFlight !== undefined || (entry.held !== undefined && !entry.held.settled);

/** Forgets the least recently used keys that nobody shows (but `keep`) until at most `limit` remain. */
function evict(limit: number, keep: string): void {
  const all = entries();
  if (all.size <= limit) return;
  for (const [key, entry] of all) {
    if (all.size <= limit) return;
    if (key !== keep && !isWatched(entry)) all.delete(key);
  }
}

function touch<T>(key: string): Entry<T> {
  const all = entries();
  let entry = all.get(key) as Entry<T> | undefined;
  if (entry) {
    // Most recently used last.
    all.delete(key);
    all.set(key, entry as Entry<unknown>);
    return entry;
  }
  entry = {
    $state: undefined,
    def: undefined,
    fetchedAt: 0,
    inFlight: undefined,
    askAgain: false,
    edits: 0,
    held: undefined,
    servedError: false,
  };
  all.set(key, entry as Entry<unknown>);
  evict(CACHE_LIMIT, key);
  return entry;
}

/**
 * The entry of `def`, reading a held answer that is already in: the view draws it at once when it
 * is valid, or when a server render's answer is a failure (the error screen the server drew).
 */
function entryOf<T>(def: QueryDef<T>): Entry<T> {
  const entry = touch<T>(def.key);
  entry.def = def;
  const held = entry.held;
  const settled = held?.settled;
  if (held && settled && statusOf(entry as Entry<unknown>) === 'loading' && !entry.inFlight) {
    const read = def.parse(settled.answer);
    if ('value' in read) {
      entry.held = undefined;
      entry.fetchedAt = settled.at;
      stateOf(entry).set({ status: 'success', data: read.value, error: undefined, fetching: false });
    } else if (held.served) {
      entry.held = undefined;
      // Drawn as the server showed it; a failure of the moment (no answer, a server error, an answer
      // its schema refused) is asked again once drawn (the view's mount, after hydration), where a
      // refusal that is the call's answer (401, 403, 404, a 400…) stays, like an answer, for the stale time.
      entry.fetchedAt = isMomentary(read.error) ? 0 : settled.at;
      entry.servedError = true;
      stateOf(entry).set({ status: 'error', data: undefined, error: read.error, fetching: false });
    }
  }
  return entry;
}

function isFresh(entry: Entry<unknown>): boolean {
  const status = statusOf(entry);
  const shown = status === 'success' || (status === 'error' && entry.servedError);
  return shown && Date.now() - entry.fetchedAt < (entry.def?.staleTime ?? 0);
}

function run<T>(entry: Entry<T>, def: QueryDef<T>): Promise<T> {
  const $state = stateOf(entry);
  const previous = $state.get();
  // Asked again after a failure (a retry, or a failure read once more), the error stays drawn, its
  // retry busy, until the answer: the person's focus stays where it was, on the retry, and a second
  // failure leaves it there (the error views say their message anew, `useShownFailure`).
  $state.set({
    ...previous,
    status: previous.data === undefined && previous.status !== 'error' ? 'loading' : previous.status,
    fetching: true,
  });
  // A held answer is this request's first attempt (an answer that failed is retried by the client).
  const held = entry.held;
  entry.held = undefined;
  entry.servedError = false;
  const edits = entry.edits;
  const promise = def.fetcher(held?.promise).then(
    (data) => {
      if (entry.edits !== edits) {
        entry.askAgain = true;
        $state.set({ ...$state.get(), fetching: false });
        return $state.get().data as T;
      }
      entry.fetchedAt = Date.now();
      $state.set({ status: 'success', data, error: undefined, fetching: false });
      return data;
    },
    (cause: unknown) => {
      // The fetcher rejects with ApiError only (the client's promise); the loader's copy of this
      // module stays free of the error catalogue's code.
      const error = cause as ApiError;
      $state.set({ status: 'error', data: $state.get().data, error, fetching: false });
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
      if (isShown(entry as Entry<unknown>)) run(entry, def).catch(() => undefined);
    }
  };
  promise.then(clear, clear);
  return promise;
}

/**
 * Asks again for every query shown whose last call got no answer (the network: `kind` `network`, a
 * timeout too): the browser is back online, and what failed while it was away fills in without a tap
 * on each 다시 시도. An answer that was a failure (a refusal, a server error, a broken answer) stays.
 */
export function retryNetworkFailures(): void {
  for (const entry of entries().values()) {
    const { def, inFlight } = entry;
    if (def && !inFlight && entry.$state?.get().error?.kind === 'network' && isShown(entry)) run(entry, def).catch(() => undefined);
  }
}

/**
 * Takes an answer for `key` that came before anyone asked with a schema: the loader's head start (a
 * pending promise, read as the request's first attempt) or a server render's answer (settled, and
 * final: the query draws it in its first render, a failure as the error the server showed). It
 * counts as received at `receivedAt` (now by default; 0 for an answer to ask again for once it is
 * drawn, such as one person's data rendered for another). A key already loaded or loading keeps
 * what it has.
 */
export function hydrateQuery(key: string, answer: Promise<WireAnswer> | WireAnswer, receivedAt = Date.now()): void {
  const entry = touch(key);
  if (entry.held || entry.inFlight || statusOf(entry) !== 'loading') return;
  const held: Held =
    answer instanceof Promise
      ? { promise: answer, served: false }
      : { promise: Promise.resolve(answer), settled: { answer, at: receivedAt }, served: true };
  held.promise.then(
    (received) => {
      held.settled ??= { answer: received, at: Date.now() };
    },
    () => {
      held.failed = true;
    },
  );
  entry.held = held;
}

/** Whether `key` is loaded, loading or has an answer held: a head start for it would be a second request. */
export function isQueryKnown(key: string): boolean {
  const entry = entries().get(key);
  return entry !== undefined && (entry.held !== undefined || entry.inFlight !== undefined || statusOf(entry) !== 'loading');
}

/**
 * The queries a view has read that have nothing loaded, loading or held: what a server render asks
 * for before it renders again (see server/render-element.tsx).
 */
export function unansweredQueries(): QueryDef<unknown>[] {
  const asked: QueryDef<unknown>[] = [];
  for (const entry of entries().values()) {
    if (entry.def && !entry.held && !entry.inFlight && statusOf(entry) === 'loading') asked.push(entry.def);
  }
  return asked;
}

/**
 * The queries read since `forgetReaders`: a server render's last draw, whose answers alone its page
 * carries (server/render-element.tsx). What an earlier draw read and the last did not (a category's
 * list asked before the tree said the category is not the selection's) is left out.
 */
export const readQueries = (): QueryDef<unknown>[] => [...entries().values()].flatMap(({ def }) => (def ? [def] : []));

/** Forgets which query read each key, so that `readQueries` lists what the next render reads. */
export function forgetReaders(): void {
  for (const entry of entries().values()) entry.def = undefined;
}

/** The answers held for `keys` that are still on their way (an element's head start not yet in). */
export const answersOnTheirWay = (keys: readonly string[]): Promise<WireAnswer>[] =>
  keys.flatMap((key) => {
    const held = entries().get(key)?.held;
    return held && !held.settled && !held.failed ? [held.promise] : [];
  });

/** The held answer of `key`, unread (the loader reads a head start to decide what else to start). */
export const heldAnswer = (key: string): Promise<WireAnswer> | undefined => entries().get(key)?.held?.promise;

/** Resolves with the cached value while fresh, joins a request in flight, or starts one. */
export function fetchQuery<T>(def: QueryDef<T>): Promise<T> {
  const entry = entryOf(def);
  if (entry.inFlight) return entry.inFlight;
  if (isFresh(entry as Entry<unknown>)) {
    const state = stateOf(entry).get();
    return state.error ? Promise.reject(state.error) : Promise.resolve(state.data as T);
  }
  return run(entry, def);
}

/**
 * Loads `def` if it is not fresh and not already loading, without waiting (a view mounting); errors
 * land in its state. `keepSince`: an answer received since that time stays however old (a page of a
 * long list drawn again as it scrolls back into view, received while the list was up); one marked
 * stale by a change loads again.
 */
export function ensureQuery<T>(def: QueryDef<T>, { keepSince }: { keepSince?: number | undefined } = {}): void {
  if (keepSince !== undefined) {
    const entry = entryOf(def);
    if (statusOf(entry as Entry<unknown>) === 'success' && entry.fetchedAt > 0 && entry.fetchedAt >= keepSince) return;
  }
  fetchQuery(def).catch(() => undefined);
}

/** The data cached for `key`, read without loading it, subscribing to it or counting as a use. */
export const cachedData = <T>(key: string): T | undefined => entries().get(key)?.$state?.get().data as T | undefined;

/** The state atom of `def` (call `ensureQuery` or `fetchQuery` to load it). */
export function queryState<T>(def: QueryDef<T>): ReadableAtom<QueryState<T>> {
  return stateOf(entryOf(def));
}

/** Runs the request again even if fresh (retry buttons). */
export function refetchQuery(key: string): Promise<unknown> {
  const entry = entries().get(key);
  if (!entry?.def) return Promise.resolve(undefined);
  if (entry.inFlight) return entry.inFlight;
  return run(entry, entry.def).catch(() => undefined);
}

/** Changes cached data in place (optimistic updates); returns the previous data for rollback. */
export function setQueryData<T>(key: string, update: (data: T) => T): T | undefined {
  const entry = entries().get(key) as Entry<T> | undefined;
  const state = entry?.$state?.get();
  if (!entry?.$state || state?.data === undefined) return undefined;
  const data = update(state.data);
  if (data === state.data) return state.data;
  entry.$state.set({ ...state, data });
  entry.edits += 1;
  return state.data;
}

/** Updates every cached value whose key starts with `prefix`. */
export function updateQueries<T>(prefix: string, update: (data: T) => T): void {
  for (const key of entries().keys()) if (key.startsWith(prefix)) setQueryData<T>(key, update);
}

/** Marks matching keys stale; those being shown load again. */
export function invalidateQueries(prefix: string): void {
  for (const [key, entry] of entries()) {
    if (!key.startsWith(prefix)) continue;
    entry.fetchedAt = 0;
    // A request already on its way was sent before the change: ask again once it is back.
    if (entry.inFlight) entry.askAgain = true;
    else if (isShown(entry)) void refetchQuery(key);
  }
}

/** Calls `listener` whenever cached per-person data is dropped (`resetQueries`, `clearQueryCache`). */
export function onQueriesReset(listener: () => void): () => void {
  resetListeners().add(listener);
  return () => resetListeners().delete(listener);
}

/**
 * The signed-in person changed (login, logout, a host's refresh): what is shown loads again for the
 * new person, keeping its subscriptions (views stay connected and show the new answers); what
 * nobody shows is forgotten, and so is every answer held for a query, since it carries the previous
 * person's token.
 */
export function resetQueries(): void {
  for (const [key, entry] of entries()) {
    entry.held = undefined;
    if (!isWatched(entry)) entries().delete(key);
  }
  invalidateQueries('');
  for (const listener of resetListeners()) listener();
}

/** Forgets everything, shown or not: before any view shows the cache (the loader's refresh), and in tests. */
export function clearQueryCache(): void {
  entries().clear();
  for (const listener of resetListeners()) listener();
}
