/**
 * The query option `keepPreviousData` (as TanStack Query's `placeholderData: keepPreviousData`):
 * while the query a view has moved to (a new sort, filter or category) has no answer yet, the view
 * goes on showing the answer of the query it showed before, marked `placeholder` and `fetching`, so
 * nothing jumps and no skeleton flashes. The new answer takes its place as soon as it is in; if the
 * new query fails, its error shows (with no data), as without the option.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { queryState, type QueryDef, type QueryState } from './query-cache.ts';

export interface ShownQueryState<T> extends QueryState<T> {
  /** `data` is the previous query's, shown while this query's first answer is on its way. */
  placeholder: boolean;
}

const own = <T>(state: QueryState<T>): ShownQueryState<T> => ({ ...state, placeholder: false });

/**
 * The state of `def` as a view shows it. Given `previous` (the query whose answer the view showed
 * last; `keepPreviousData`), `def` while it has nothing yet reads as the previous query's data.
 */
export function shownQueryState<T>(def: QueryDef<T>, previous?: QueryDef<T>): ReadableAtom<ShownQueryState<T>> {
  const $state = queryState(def);
  if (!previous || previous.key === def.key) return computed($state, own);
  return computed([$state, queryState(previous)], (state, kept): ShownQueryState<T> =>
    state.status === 'loading' && kept.data !== undefined
      ? { status: 'success', data: kept.data, error: undefined, fetching: true, placeholder: true }
      : own(state),
  );
}

/**
 * The state of `def` as it is now, in a store of its own, not derived: for a server's render, which
 * reads each store once and never watches it. nanostores keeps an unwatched derived store alive a
 * second after each read, which would hold the render's page and its timers after it has resolved.
 */
export const shownQueryStateNow = <T>(def: QueryDef<T>): ReadableAtom<ShownQueryState<T>> => atom(own(queryState(def).get()));
