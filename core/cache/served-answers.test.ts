import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, fetchQuery, type QueryDef } from './query-cache.ts';
import { hydrateServedAnswers, scriptSafeJson, SERVED_KEPT_MS, servedAnswers } from './served-answers.ts';
import { ApiError } from '../http/api-error.ts';
import type { WireAnswer } from '../http/wire-answer.ts';

/** A query of `key` whose answers are read as they came; `fetcher` counts what it is asked. */
const def = (key: string, fetcher: () => Promise<unknown>, personal = false): QueryDef<unknown> => ({
  key,
  spec: { path: `/${key}`, personal },
  fetcher,
  staleTime: 10_000,
  parse: (answer: WireAnswer) =>
    answer.status === 200
      ? { value: answer.body }
      : { error: new ApiError({ kind: 'http', status: answer.status, code: `HTTP_${answer.status}`, message: 'failed' }) },
});

/** The data block a server writes for `answers`, drawn at `at`, as the browser reads it. */
const served = (queries: QueryDef<unknown>[], answers: Record<string, WireAnswer>, at: number, signedIn = false) =>
  scriptSafeJson(servedAnswers(queries, new Map(Object.entries(answers)), { signedIn, phone: false, at }));

beforeEach(() => clearQueryCache());
afterEach(() => vi.useRealTimers());

describe('a server render read in the browser', () => {
  it('draws its answers without asking again when the page is fresh from its server', async () => {
    const fetcher = vi.fn(async () => 'asked again');
    const frames = def('frames', fetcher);
    const at = performance.timeOrigin - 2000;
    expect(hydrateServedAnswers(served([frames], { frames: { status: 200, body: 'served' } }, at), false)).toBeDefined();
    expect(await fetchQuery(frames)).toBe('served');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks again for the answers of a page a cache kept past a minute (drawn first as served)', async () => {
    const fetcher = vi.fn(async () => 'today');
    const frames = def('frames', fetcher);
    // Rendered three minutes before the page arrived.
    const at = performance.timeOrigin - SERVED_KEPT_MS - 60_000;
    expect(hydrateServedAnswers(served([frames], { frames: { status: 200, body: 'an hour ago' } }, at), false)).toBeDefined();
    expect(await fetchQuery(frames)).toBe('today');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('takes a call that got no answer, or one that was not JSON (no body to embed), and the others with it', async () => {
    const frames = def(
      'frames',
      vi.fn(async () => 'asked again'),
    );
    const list = def(
      'list',
      vi.fn(async () => 'asked again'),
    );
    const gateway = def(
      'gateway',
      vi.fn(async () => 'asked again'),
    );
    const json = served(
      [frames, list, gateway],
      { frames: { status: 200, body: 'served' }, list: { status: 0, body: undefined }, gateway: { status: 502, body: undefined } },
      Date.now(),
    );
    expect(JSON.parse(json).answers[1]).not.toHaveProperty('body');
    expect(hydrateServedAnswers(json, false)).toBeDefined();
    expect(await fetchQuery(frames)).toBe('served');
  });
});
