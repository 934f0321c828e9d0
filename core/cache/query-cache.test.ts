import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import {
  CACHE_LIMIT,
  clearQueryCache,
  fetchQuery,
  invalidateQueries,
  onQueriesReset,
  queryState,
  refetchQuery,
  resetQueries,
  setQueryData,
} from './query-cache.ts';

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
    const first = fetchQuery('a', fetcher, 1000);
    const second = fetchQuery('a', fetcher, 1000);
    gate.resolve(7);
    expect(await first).toBe(7);
    expect(await second).toBe(7);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves fresh data from the cache and asks again once stale', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetcher = async () => ++calls;
    expect(await fetchQuery('b', fetcher, 60_000)).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(await fetchQuery('b', fetcher, 60_000)).toBe(1);
    vi.advanceTimersByTime(2_000);
    expect(await fetchQuery('b', fetcher, 60_000)).toBe(2);
  });

  it('keeps different keys apart', async () => {
    const fetcher = vi.fn(async () => 'x');
    await fetchQuery('c1', fetcher, 1000);
    await fetchQuery('c2', fetcher, 1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('records a failure as an ApiError in the state, and a retry recovers', async () => {
    let fail = true;
    const fetcher = async () => {
      if (fail) throw new Error('boom');
      return 'ok';
    };
    await expect(fetchQuery('d', fetcher, 1000)).rejects.toBeInstanceOf(ApiError);
    const $state = queryState('d', fetcher, 1000);
    expect($state.get()).toMatchObject({ status: 'error', data: undefined });
    expect($state.get().error).toBeInstanceOf(ApiError);
    fail = false;
    await refetchQuery('d');
    expect($state.get()).toMatchObject({ status: 'success', data: 'ok', error: undefined });
  });

  it('updates data in place and hands back the previous value for rollback', async () => {
    await fetchQuery('e', async () => ({ count: 1 }), 1000);
    const previous = setQueryData<{ count: number }>('e', (data) => ({ count: data.count + 1 }));
    expect(previous).toEqual({ count: 1 });
    expect(queryState('e', async () => ({ count: 0 }), 1000).get().data).toEqual({ count: 2 });
  });

  it('reloads invalidated keys that are being shown', async () => {
    let calls = 0;
    const fetcher = async () => ++calls;
    await fetchQuery('f:1', fetcher, 60_000);
    const unsubscribe = queryState('f:1', fetcher, 60_000).listen(() => undefined);
    invalidateQueries('f:');
    await vi.waitFor(() => expect(queryState('f:1', fetcher, 60_000).get().data).toBe(2));
    unsubscribe();
  });

  it('a key invalidated while its request is on the way asks again once it is back (sign in, then out at once)', async () => {
    const answers: ((value: number) => void)[] = [];
    const fetcher = () => new Promise<number>((resolve) => answers.push(resolve));
    const $state = queryState('g:1', fetcher, 60_000);
    const unsubscribe = $state.listen(() => undefined);
    void fetchQuery('g:1', fetcher, 60_000);
    invalidateQueries('g:');
    expect(answers).toHaveLength(1); // not twice at once
    answers[0]?.(1);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.(2);
    await vi.waitFor(() => expect($state.get()).toMatchObject({ status: 'success', data: 2 }));
    unsubscribe();
  });

  it('stays bounded: the least recently used keys nobody shows are forgotten, shown ones never', async () => {
    const fetcher = vi.fn(async () => 'x');
    await fetchQuery('shown', fetcher, 60_000);
    const unsubscribe = queryState('shown', fetcher, 60_000).listen(() => undefined);
    await fetchQuery('old', fetcher, 60_000);
    for (let index = 0; index < CACHE_LIMIT; index += 1) await fetchQuery(`filler:${index}`, fetcher, 60_000);
    fetcher.mockClear();
    // The oldest unshown key was forgotten (asked again); the shown one, older still, was kept.
    await fetchQuery('old', fetcher, 60_000);
    await fetchQuery('shown', fetcher, 60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    // A recently used key is kept.
    fetcher.mockClear();
    await fetchQuery(`filler:${CACHE_LIMIT - 1}`, fetcher, 60_000);
    expect(fetcher).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('a new person (login) reloads what is shown into the same stores and forgets the rest', async () => {
    let person = 'before';
    const fetcher = vi.fn(async () => person);
    await fetchQuery('list', fetcher, 60_000);
    await fetchQuery('hidden', fetcher, 60_000);
    const $shown = queryState('list', fetcher, 60_000);
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
    expect(queryState('list', fetcher, 60_000)).toBe($shown);
    expect(seen.at(-1)).toBe('after');
    // The unshown key carried the previous person's data: it is asked again, not served.
    expect(await fetchQuery('hidden', fetcher, 60_000)).toBe('after');
    stop();
    unsubscribe();
  });
});
