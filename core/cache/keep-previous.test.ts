import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import type { WireAnswer } from '../http/wire-answer.ts';
import { shownQueryState, type ShownQueryState } from './keep-previous.ts';
import { clearQueryCache, fetchQuery, type QueryDef } from './query-cache.ts';

/** A list query of `key` whose answers come when the test says (`answer`), or fail (`fail`). */
function gated(key: string) {
  let answer!: (value: string[]) => void;
  let fail!: (error: ApiError) => void;
  const def: QueryDef<string[]> = {
    key,
    spec: { path: `/${key}` },
    staleTime: 60_000,
    fetcher: () =>
      new Promise<string[]>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
    parse: (wire: WireAnswer) => ({ value: wire.body as string[] }),
  };
  return { def, answer: (value: string[]) => answer(value), fail: (error: ApiError) => fail(error) };
}

/** Follows a state atom, as a view does, and collects what it shows. */
function follow<T>(state: ReturnType<typeof shownQueryState<T>>) {
  const seen: ShownQueryState<T>[] = [];
  const stop = state.subscribe((value) => seen.push(value));
  return { seen, stop, now: () => state.get() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A list by sales shown and answered, and a list by price a person switches to, not yet answered. */
async function sortChange() {
  const bySales = gated('items?sort=sales');
  const byPrice = gated('items?sort=price');
  const first = fetchQuery(bySales.def);
  bySales.answer(['popular', 'classic']);
  await first;
  return { bySales, byPrice };
}

beforeEach(() => clearQueryCache());

describe('keepPreviousData', () => {
  it('shows the previous query’s data, marked placeholder and fetching, until the new answer is in', async () => {
    const { bySales, byPrice } = await sortChange();

    const view = follow(shownQueryState(byPrice.def, bySales.def));
    void fetchQuery(byPrice.def).catch(() => undefined);
    await settle();
    expect(view.now()).toMatchObject({ status: 'success', data: ['popular', 'classic'], placeholder: true, fetching: true });

    byPrice.answer(['cheap', 'dear']);
    await settle();
    expect(view.now()).toMatchObject({ status: 'success', data: ['cheap', 'dear'], placeholder: false, fetching: false });
    // Never a moment without a list.
    expect(view.seen.every((state) => state.data !== undefined)).toBe(true);
    view.stop();
  });

  it('without the option a new query shows nothing until its answer is in', async () => {
    const { byPrice } = await sortChange();

    const view = follow(shownQueryState(byPrice.def));
    void fetchQuery(byPrice.def).catch(() => undefined);
    await settle();
    expect(view.now()).toMatchObject({ status: 'loading', data: undefined, placeholder: false });
    byPrice.answer(['cheap']);
    await settle();
    expect(view.now().data).toEqual(['cheap']);
    view.stop();
  });

  it('a new query that fails shows its error, not the previous data', async () => {
    const { bySales, byPrice } = await sortChange();

    const view = follow(shownQueryState(byPrice.def, bySales.def));
    const failed = fetchQuery(byPrice.def).catch((error: unknown) => error);
    await settle();
    expect(view.now().placeholder).toBe(true);
    byPrice.fail(new ApiError({ kind: 'network', code: 'NETWORK', message: 'offline' }));
    expect(await failed).toBeInstanceOf(ApiError);
    expect(view.now()).toMatchObject({ status: 'error', data: undefined, placeholder: false });
    expect(view.now().error?.kind).toBe('network');
    view.stop();
  });
});
