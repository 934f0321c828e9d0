import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo, useState } from 'react';
import { shownQueryState, shownQueryStateNow, type ShownQueryState } from '../../core/cache/keep-previous.ts';
import { ensureQuery, refetchQuery, type QueryDef } from '../../core/cache/query-cache.ts';
import { useOnServer } from './host-context.ts';
import { useDrawnArrival } from './render-budget.ts';

const IDLE = atom<ShownQueryState<never>>({ status: 'loading', data: undefined, error: undefined, fetching: false, placeholder: false });

export interface QueryOptions {
  /**
   * When the call changes (a new sort or filter), the previous call's data stays shown, marked
   * `placeholder` and `fetching`, until the new call's answer is in (`core/cache/keep-previous.ts`).
   */
  keepPreviousData?: boolean;
  /** An answer that arrives once the view is up is drawn in slices (`useDrawnArrival`, render-budget.ts). */
  deferArrivals?: boolean;
  /** A view mounting again keeps an answer received since this time, however old (see `ensureQuery`). */
  keepSince?: number | undefined;
}

/** Subscribes to a cached call and loads it when the view mounts (joining any request in flight). */
export function useQuery<T>(
  def: QueryDef<T> | undefined,
  { keepPreviousData = false, deferArrivals = false, keepSince }: QueryOptions = {},
): ShownQueryState<T> & { retry: () => void } {
  const key = def?.key ?? '';
  // Keep one definition per key so the atom below stays the same between renders: a new object
  // for the same call (made on every render) is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the call, not by the object
  const stable = useMemo(() => def, [key]);
  // The call whose own answer (or error) was shown last: what a new call shows while it loads.
  const [settled, setSettled] = useState(stable);
  const previous = keepPreviousData ? settled : undefined;
  const onServer = useOnServer();
  const $state = useMemo(
    () => (!stable ? IDLE : onServer ? shownQueryStateNow(stable) : shownQueryState(stable, previous)),
    [stable, previous, onServer],
  );
  const state = useDrawnArrival($state, useStore($state), IDLE.get(), deferArrivals);
  useEffect(() => {
    if (stable) ensureQuery(stable, { keepSince });
  }, [stable, keepSince]);
  if (keepPreviousData && settled !== stable && state.status !== 'loading' && !state.placeholder) {
    // Derived state, set while rendering: this call's own answer is what a next call keeps.
    setSettled(stable);
  }
  return { ...state, retry: () => void (stable && refetchQuery(stable.key)) };
}
