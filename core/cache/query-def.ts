import { ensureQuery, fetchQuery, prefetchQuery, queryState, refetchQuery, type QueryState } from './query-cache.ts';
import type { ReadableAtom } from 'nanostores';

/** A cacheable call: its key, how to fetch it and how long it stays fresh. */
export interface QueryDef<T> {
  key: string;
  fetcher: () => Promise<T>;
  staleTime: number;
  /** Data already at hand when the key is first shown (a head start already read), if any. */
  initial?: () => { value: T } | undefined;
}

export const fetchDef = <T>(def: QueryDef<T>): Promise<T> => fetchQuery(def.key, def.fetcher, def.staleTime);
export const prefetchDef = <T>(def: QueryDef<T>): void => prefetchQuery(def.key, def.fetcher, def.staleTime);
export const ensureDef = <T>(def: QueryDef<T>): void => ensureQuery(def.key, def.fetcher, def.staleTime);
export const refetchDef = <T>(def: QueryDef<T>): Promise<unknown> => refetchQuery(def.key);
export const stateOf = <T>(def: QueryDef<T>): ReadableAtom<QueryState<T>> => queryState(def.key, def.fetcher, def.staleTime, def.initial);
