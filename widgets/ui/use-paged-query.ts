/**
 * The paging of a list: page 1 (subscribed here, once), how many pages are shown, the step to the
 * next one, and each shown page's state. Reset by giving the list a new React `key` (a new query
 * starts again from page 1).
 */
import { useCallback, useState } from 'react';
import type { QueryState } from '../../core/cache/query-cache.ts';
import type { QueryDef } from '../../core/cache/query-def.ts';
import { useQuery } from './use-query.ts';

export interface PagedQuery<T> {
  /** Page `page`'s call. */
  query: (page: number) => QueryDef<T>;
  /** Page 1's state, also the list's state before it has items. */
  first: QueryState<T> & { retry: () => void };
  /** Pages shown: 1…`shown`. */
  shown: number;
  /** The last page there is (SPEC: paging goes on while the page is below maxPage), capped by `maxPages`. */
  lastPage: number;
  /** Shows one more page. */
  next: () => void;
}

export function usePagedQuery<T>({
  query,
  maxPage,
  initialPages = 1,
  maxPages = Number.POSITIVE_INFINITY,
}: {
  query: (page: number) => QueryDef<T>;
  /** The response's page count. */
  maxPage: (data: T) => number;
  /** Pages shown at once, e.g. to come back to an item after back navigation. */
  initialPages?: number;
  /** Never more pages than this (the review requests' 100 most recent). */
  maxPages?: number;
}): PagedQuery<T> {
  const first = useQuery(query(1));
  const [requested, setRequested] = useState(initialPages);
  const lastPage = first.data === undefined ? 1 : Math.max(1, Math.min(maxPage(first.data), maxPages));
  const shown = Math.max(1, Math.min(requested, lastPage));
  const next = useCallback(() => setRequested((count) => count + 1), []);
  return { query, first, shown: first.data === undefined ? 1 : shown, lastPage, next };
}

/** Page `page`'s state: page 1's comes from the paged query (one subscription); later pages subscribe here. */
export function usePageState<T>(paged: PagedQuery<T>, page: number): QueryState<T> & { retry: () => void } {
  const own = useQuery(page === 1 ? undefined : paged.query(page));
  return page === 1 ? paged.first : own;
}
