import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import {
  CACHE_LIMIT,
  clearQueryCache,
  ensureQuery,
  fetchQuery,
  invalidateQueries,
  onQueriesReset,
  queryState,
  refetchQuery,
  resetQueries,
  hydrateQuery,
  answersOnTheirWay,
  setQueryData,
  type QueryDef,
} from './query-cache.ts';
import type { WireAnswer } from '../http/wire-answer.ts';

/** A query of `key`; its answers at hand are read as numbers or strings by a stand-in schema. */
const def = <T>(key: string, fetcher: (answer?: Promise<WireAnswer>) => Promise<T>, staleTime: number): QueryDef<T> => ({
  key,
  spec: { path: `/${key}` },
  fetcher,
  staleTime,
  parse: (answer) =>
    answer.status === 200 && answer.body !== 'invalid'
      ? { value: answer.body as T }
      : { error: new ApiError({ kind: 'http', status: answer.status, code: `HTTP_${answer.status}`, message: 'failed' }) },
});

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

beforeEach(() => clearQueryCache());
afterEach(() => vi.useRealTimers());

describe('query cache', () => {
  it('shares one request between identical keys in flight', async () => {
    const gate = deferred<number>();
    const fetcher = vi.fn(() => gate.promise);
    const first = fetchQuery(def('a', fetcher, 1000));
    const second = fetchQuery(def('a', fetcher, 1000));
    gate.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves fresh data from the cache and asks again once stale', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetcher = async () => ++calls;
    expect(await fetchQuery(def('b', fetcher, 60_000))).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await fetchQuery(def('b', fetcher, 60_000))).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await fetchQuery(def('b', fetcher, 60_000))).toBe(2);
  });

  it('keepSince: a view mounting again keeps an answer received since then however old, not an older one, nor one a change marked stale', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const page = def('page-2', async () => ++calls, 10_000);
    const listUp = Date.now();
    expect(await fetchQuery(page)).toBe(1);
    vi.advanceTimersByTime(60_000);
    ensureQuery(page, { keepSince: listUp });
    expect(queryState(page).get()).toMatchObject({ data: 1, fetching: false });
    // A list put up since (another sort and back): the page's answer is older than it, and stale.
    ensureQuery(page, { keepSince: Date.now() });
    await vi.waitFor(() => expect(queryState(page).get()).toMatchObject({ data: 2, fetching: false }));
    invalidateQueries('page-2');
    ensureQuery(page, { keepSince: listUp });
    await vi.waitFor(() => expect(queryState(page).get()).toMatchObject({ data: 3, fetching: false }));
    expect(calls).toBe(3);
  });

  it('keeps different keys apart', async () => {
    const fetcher = vi.fn(async () => 'x');
    await fetchQuery(def('c1', fetcher, 1000));
    await fetchQuery(def('c2', fetcher, 1000));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('records a failure as an ApiError in the state, and a retry recovers', async () => {
    let fail = true;
    const fetcher = async () => {
      if (fail) throw new ApiError({ kind: 'network', code: 'NETWORK', message: 'boom' });
      return 'ok';
    };
    await expect(fetchQuery(def('d', fetcher, 1000))).rejects.toBeInstanceOf(ApiError);
    const $state = queryState(def('d', fetcher, 1000));
    expect($state.get()).toMatchObject({ status: 'error', data: undefined });
    expect($state.get().error).toBeInstanceOf(ApiError);
    fail = false;
    await refetchQuery('d');
    expect($state.get()).toMatchObject({ status: 'success', data: 'ok', error: undefined });
  });

  it('keeps a failure shown while it is asked again: the error, fetching, until the answer', async () => {
    const answer = deferred<string>();
    let calls = 0;
    const fetcher = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new ApiError({ kind: 'network', code: 'NETWORK', message: 'boom' })) : answer.promise;
    };
    await expect(fetchQuery(def('e', fetcher, 1000))).rejects.toBeInstanceOf(ApiError);
    const $state = queryState(def('e', fetcher, 1000));
    const failure = $state.get().error;
    const retried = refetchQuery('e');
    expect($state.get()).toMatchObject({ status: 'error', data: undefined, error: failure, fetching: true });
    answer.resolve('ok');
    await retried;
    expect($state.get()).toMatchObject({ status: 'success', data: 'ok', error: undefined, fetching: false });
  });

  it('updates data in place and hands back the previous value for rollback', async () => {
    await fetchQuery(def('e', async () => ({ count: 1 }), 1000));
    const previous = setQueryData<{ count: number }>('e', (data) => ({ count: data.count + 1 }));
    expect(previous).toEqual({ count: 1 });
    expect(queryState(def('e', async () => ({ count: 0 }), 1000)).get().data).toEqual({ count: 2 });
  });

  it('reloads invalidated keys that are being shown', async () => {
    let calls = 0;
    const fetcher = async () => ++calls;
    await fetchQuery(def('f:1', fetcher, 60_000));
    const unsubscribe = queryState(def('f:1', fetcher, 60_000)).listen(() => undefined);
    invalidateQueries('f:');
    await vi.waitFor(() => expect(queryState(def('f:1', fetcher, 60_000)).get().data).toBe(2));
    unsubscribe();
  });

  it('a key invalidated while its request is on the way asks again once it is back (sign in, then out at once)', async () => {
    const answers: ((value: number) => void)[] = [];
    const fetcher = () => new Promise<number>((resolve) => answers.push(resolve));
    const $state = queryState(def('g:1', fetcher, 60_000));
    const unsubscribe = $state.listen(() => undefined);
    void fetchQuery(def('g:1', fetcher, 60_000));
    invalidateQueries('g:');
    expect(answers).toHaveLength(1); // not twice at once
    answers[0]?.(1);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(2);
    await vi.waitFor(() => expect($state.get()).toMatchObject({ status: 'success', data: 2 }));
    unsubscribe();
  });

  it('does not take an answer sent before a change made here (a deleted request back in the list): it asks again', async () => {
    const answers: ((value: string[]) => void)[] = [];
    const fetcher = () => new Promise<string[]>((resolve) => answers.push(resolve));
    const query = def('h:1', fetcher, 60_000);
    const $state = queryState(query);
    const unsubscribe = $state.listen(() => undefined);
    void fetchQuery(query);
    answers[0]?.(['a', 'b']);
    await vi.waitFor(() => expect($state.get().data).toEqual(['a', 'b']));
    // Asked again (a reload), then 'b' deleted here while that answer is on its way.
    void refetchQuery('h:1');
    setQueryData<string[]>('h:1', (data) => data.filter((id) => id !== 'b'));
    answers[1]?.(['a', 'b']);
    // That answer, from before the delete, is not drawn; the next one, asked after it, is.
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    expect($state.get().data).toEqual(['a']);
    answers[2]?.(['a', 'c']);
    await vi.waitFor(() => expect($state.get()).toMatchObject({ status: 'success', data: ['a', 'c'], fetching: false }));
    // A change that changed nothing here (the deleted request was on another page) leaves the answer on its way be.
    void refetchQuery('h:1');
    setQueryData<string[]>('h:1', (data) => data);
    answers[3]?.(['a', 'c', 'd']);
    await vi.waitFor(() => expect($state.get()).toMatchObject({ data: ['a', 'c', 'd'], fetching: false }));
    expect(answers).toHaveLength(4);
    unsubscribe();
  });

  it('stays bounded: the least recently used keys nobody shows are forgotten, shown ones never', async () => {
    const fetcher = vi.fn(async () => 'x');
    await fetchQuery(def('shown', fetcher, 60_000));
    const unsubscribe = queryState(def('shown', fetcher, 60_000)).listen(() => undefined);
    await fetchQuery(def('old', fetcher, 60_000));
    for (let index = 0; index < CACHE_LIMIT; index += 1) await fetchQuery(def(`filler:${index}`, fetcher, 60_000));
    fetcher.mockClear();
    // The oldest unshown key was forgotten (asked again); the shown one, older still, was kept.
    await fetchQuery(def('old', fetcher, 60_000));
    await fetchQuery(def('shown', fetcher, 60_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    // A recently used key is kept.
    fetcher.mockClear();
    await fetchQuery(def(`filler:${CACHE_LIMIT - 1}`, fetcher, 60_000));
    expect(fetcher).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a new person (login) reloads what is shown into the same stores and forgets the rest', async () => {
    let person = 'before';
    const fetcher = vi.fn(async () => person);
    await fetchQuery(def('list', fetcher, 60_000));
    await fetchQuery(def('hidden', fetcher, 60_000));
    const $shown = queryState(def('list', fetcher, 60_000));
    const seen: string[] = [];
    const unsubscribe = $shown.listen((state) => void (state.data && seen.push(state.data)));
    const reset = vi.fn();
    const stop = onQueriesReset(reset);
    person = 'after';
    fetcher.mockClear();
    resetQueries();
    expect(reset).toHaveBeenCalledTimes(1);
    // The subscribed store itself shows the new person's data: no view is orphaned.
    await vi.waitFor(() => expect($shown.get().data).toBe('after'));
    expect(queryState(def('list', fetcher, 60_000))).toBe($shown);
    expect(seen.at(-1)).toBe('after');
    // The unshown key carried the previous person's data: it is asked again, not served.
    expect(await fetchQuery(def('hidden', fetcher, 60_000))).toBe('after');
    stop();
    unsubscribe();
  });

  describe('answers that came before the query (a head start, a server render)', () => {
    it('an answer already in and valid is the first state: drawn at once, nothing sent', async () => {
      const fetcher = vi.fn(async () => 'network');
      hydrateQuery('h', { status: 200, body: 'server' });
      expect(queryState(def('h', fetcher, 60_000)).get()).toMatchObject({ status: 'success', data: 'server', fetching: false });
      expect(await fetchQuery(def('h', fetcher, 60_000))).toBe('server');
      expect(fetcher).not.toHaveBeenCalled();
    });

    it('an answer on its way is the first attempt of the query that asks for its key, once', async () => {
      const gate = deferred<WireAnswer>();
      const seen: (Promise<WireAnswer> | undefined)[] = [];
      const fetcher = async (answer?: Promise<WireAnswer>) => {
        seen.push(answer);
        return answer ? ((await answer).body as string) : 'network';
      };
      hydrateQuery('i', gate.promise);
      const $state = queryState(def('i', fetcher, 0));
      expect($state.get().status).toBe('loading');
      const first = fetchQuery(def('i', fetcher, 0));
      gate.resolve({ status: 200, body: 'head start' });
      expect(await first).toBe('head start');
      expect(seen).toEqual([gate.promise]);
      // Read once: the next load of the key goes to the network.
      expect(await refetchQuery('i')).toBe('network');
      expect(seen).toEqual([gate.promise, undefined]);
    });

    it("a server render's answer that failed is the first state too: the error it showed, not asked again until stale", async () => {
      vi.useFakeTimers();
      const fetcher = vi.fn(async () => 'network');
      hydrateQuery('j', { status: 404, body: undefined });
      const $state = queryState(def('j', fetcher, 10_000));
      expect($state.get()).toMatchObject({ status: 'error', fetching: false });
      expect($state.get().error?.status).toBe(404);
      await expect(fetchQuery(def('j', fetcher, 10_000))).rejects.toBeInstanceOf(ApiError);
      expect(fetcher).not.toHaveBeenCalled();
      // A retry asks (the retry button), and so does a view mounting once it is stale.
      expect(await refetchQuery('j')).toBe('network');
      expect(fetcher).toHaveBeenCalledTimes(1);
    });

    it("a server render's failure of the moment is the first state, and asked again once drawn", async () => {
      const fetcher = vi.fn(async () => 'network');
      hydrateQuery('j1', { status: 503, body: undefined });
      const $state = queryState(def('j1', fetcher, 3_600_000));
      expect($state.get()).toMatchObject({ status: 'error', fetching: false });
      expect($state.get().error?.status).toBe(503);
      // The view's mount, once hydrated: the API is back, and the part fills in.
      expect(await fetchQuery(def('j1', fetcher, 3_600_000))).toBe('network');
      expect(fetcher).toHaveBeenCalledTimes(1);
    });

    it('a head start that failed is not a first state: the query reads it as its first attempt (the client tries again)', async () => {
      const gate = deferred<WireAnswer>();
      const fetcher = vi.fn(async (answer?: Promise<WireAnswer>) => {
        if (answer && (await answer).body === 'invalid')
          throw new ApiError({ kind: 'invalid-response', code: 'INVALID_RESPONSE', message: 'x' });
        return 'network';
      });
      hydrateQuery('j2', gate.promise);
      gate.resolve({ status: 200, body: 'invalid' });
      await gate.promise;
      const $state = queryState(def('j2', fetcher, 60_000));
      expect($state.get().status).toBe('loading');
      await expect(fetchQuery(def('j2', fetcher, 60_000))).rejects.toBeInstanceOf(ApiError);
      expect(fetcher).toHaveBeenCalledTimes(1);
      expect($state.get().status).toBe('error');
    });

    it('an answer received "at 0" is drawn at once and asked again right after (one person\'s data rendered for another)', async () => {
      const fetcher = vi.fn(async () => 'mine');
      hydrateQuery('j3', { status: 200, body: 'anonymous' }, 0);
      expect(queryState(def('j3', fetcher, 60_000)).get()).toMatchObject({ status: 'success', data: 'anonymous' });
      expect(await fetchQuery(def('j3', fetcher, 60_000))).toBe('mine');
      expect(fetcher).toHaveBeenCalledTimes(1);
    });

    it('a key already loaded keeps its data: a later answer for it is not taken', async () => {
      await fetchQuery(def('k', async () => 'loaded', 60_000));
      hydrateQuery('k', { status: 200, body: 'late' });
      expect(queryState(def('k', async () => 'x', 60_000)).get().data).toBe('loaded');
    });

    it("a new person drops the answers held for queries (they carry the previous person's token)", async () => {
      hydrateQuery('l', new Promise<WireAnswer>(() => undefined));
      resetQueries();
      const fetcher = vi.fn(async (answer?: Promise<WireAnswer>) => (answer ? 'held' : 'network'));
      expect(await fetchQuery(def('l', fetcher, 60_000))).toBe('network');
    });

    it('names the answers of the keys asked about still on their way: not one that is in, not one whose request failed', async () => {
      const coming = deferred<WireAnswer>();
      const arriving = deferred<WireAnswer>();
      const failing = deferred<WireAnswer>();
      hydrateQuery('w1', coming.promise);
      hydrateQuery('w2', arriving.promise);
      hydrateQuery('w3', failing.promise);
      hydrateQuery('w4', { status: 200, body: 'served' });
      expect(answersOnTheirWay(['w1', 'w2', 'w3', 'w4'])).toEqual([coming.promise, arriving.promise, failing.promise]);
      expect(answersOnTheirWay(['w2', 'w4', 'w5']), 'only those asked about').toEqual([arriving.promise]);
      arriving.resolve({ status: 200, body: 'in' });
      failing.reject(new TypeError('Failed to fetch'));
      await Promise.allSettled([arriving.promise, failing.promise]);
      expect(answersOnTheirWay(['w1', 'w2', 'w3', 'w4'])).toEqual([coming.promise]);
    });

    it('is one cache for every copy of this module on the page (the loader and the widget chunks)', async () => {
      vi.resetModules();
      // A second instance of this module, as a separately bundled loader has.
      const copy = './query-cache.ts?copy';
      const other = (await import(/* @vite-ignore */ copy)) as typeof import('./query-cache.ts');
      other.hydrateQuery('m', { status: 200, body: 'from the loader' });
      expect(queryState(def('m', async () => 'network', 60_000)).get().data).toBe('from the loader');
    });
  });
});
