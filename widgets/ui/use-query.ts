import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useMemo } from 'react';
import { ensureQuery, queryState, refetchQuery, type QueryDef, type QueryState } from '../../core/cache/query-cache.ts';

const IDLE = atom<QueryState<never>>({ status: 'loading', data: undefined, error: undefined, fetching: false });

/** Subscribes to a cached call and loads it when the view mounts (joining any request in flight). */
export function useQuery<T>(def: QueryDef<T> | undefined): QueryState<T> & { retry: () => void } {
  const key = def?.key ?? '';
  // Keep one definition per key so the atom below stays the same between renders: a new object
  // for the same call (made on every render) is the same query.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the call, not by the object
  const stable = useMemo(() => def, [key]);
  const $state = useMemo(() => (stable ? queryState(stable) : IDLE), [stable]);
  const state = useStore($state);
  useEffect(() => {
    if (stable) ensureQuery(stable);
  }, [stable]);
  return { ...state, retry: () => void (stable && refetchQuery(stable.key)) };
}
