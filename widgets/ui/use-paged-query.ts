/**
 * The paging of a list: page 1 (subscribed here, once), how many pages are shown, the step to the
 * next one, and each shown page's state. A new query starts again from page 1: give the list a new
 * React `key`, or, with `keepPreviousData`, keep it and the previous list's pages stay shown (page 1
 * marked `placeholder`) until the new first page is in; `key` then names the new list.
 */
import { useCallback, useState } from 'react';
import type { QueryState } from '../../core/cache/query-cache.ts';
import type { QueryDef } from '../../core/cache/query-def.ts';
import type { ShownQueryState } from '../../core/cache/keep-previous.ts';
import type { ListPlace } from './list-place.ts';
import { useAsServed } from './served-draw.ts';
import { useQuery } from './use-query.ts';

export interface PagedQuery<T> {
  /** The key of the list shown (its page 1's), for a view to start afresh when the list changes. */
  key: string;
  /** Page `page`'s call, of the list shown. */
  query: (page: number) => QueryDef<T>;
  /** Page 1's state, also the list's state before it has items. */
  first: ShownQueryState<T> & { retry: () => void };
  /** True while the previous list stays shown for a new query whose first page is on its way. */
  placeholder: boolean;
  /** Pages shown: 1…`shown`. */
  shown: number;
  /** The last page there is (SPEC: paging goes on while the page is below maxPage), capped by `maxPages`. */
  lastPage: number;
  /** Shows one more page. */
  next: () => void;
  /** Where the list shown was left, when the page stepped back (or forward) to it (`returnTo`). */
  returned: ListPlace | undefined;
}

export function usePagedQuery<T>({
  query,
  maxPage,
  initialPages = 1,
  maxPages = Number.POSITIVE_INFINITY,
  keepPreviousData = false,
  returnTo,
}: {
  query: (page: number) => QueryDef<T>;
  /** The response's page count. */
  maxPage: (data: T) => number;
  /** Pages the first list shows at once, to come back to an item after back navigation. */
  initialPages?: number;
  /** Never more pages than this (the review requests' 100 most recent). */
  maxPages?: number;
  /** A new query keeps the previous list shown until its first page is in (see `useQuery`). */
  keepPreviousData?: boolean;
  /**
   * Called as a list is drawn first or replaces another: where it was left, if the page is stepping
   * back to it through history, and it opens at the pages it had (`ListPlaces`).
   */
  returnTo?: (key: string) => ListPlace | undefined;
}): PagedQuery<T> {
  const firstCall = query(1);
  const first = useQuery(firstCall, { keepPreviousData });
  // The list shown: its calls and the pages asked for. It follows the query once page 1 shows the
  // query's own answer (or error); meanwhile page 1 is the previous list's, and so are its pages.
  // `initialPages` is the first list's: a new list (another sort, filter or category) starts from
  // its page 1, however many pages the list came back to after back navigation, unless the page
  // steps back to it through history (`returnTo`, read as the step is taken: `coming`).
  const [list, setList] = useState<{
    key: string;
    query: typeof query;
    requested: number;
    returned?: ListPlace | undefined;
    coming?: { key: string; place: ListPlace } | undefined;
  }>(() => {
    // A list drawn anew as the page steps back to it (the grid after a search's results).
    const place = returnTo?.(firstCall.key);
    return { key: firstCall.key, query, requested: place?.pages ?? initialPages, returned: place };
  });
  if (list.key !== firstCall.key) {
    // Derived state, set while rendering: React renders again at once.
    const place = list.coming?.key === firstCall.key ? list.coming.place : returnTo?.(firstCall.key);
    if (!first.placeholder) setList({ key: firstCall.key, query, requested: place?.pages ?? 1, returned: place });
    // A step left for another list before its first page came: its place goes with it (chosen
    // afresh later, that list opens at its first page).
    else if (list.coming?.key !== firstCall.key && (place || list.coming))
      setList({ ...list, coming: place && { key: firstCall.key, place } });
  } else if (list.coming) setList({ ...list, coming: undefined }); // So does a step back to the list shown.
  const lastPage = first.data === undefined ? 1 : Math.max(1, Math.min(maxPage(first.data), maxPages));
  // A server draws page 1 alone: hydrating, so does the list, and it draws the pages it was asked
  // for (more to come back to a product) once hydrated. A tree of other pages would not match the
  // server's, down to every id its cards hold.
  const shown = useAsServed(first.data === undefined ? 1 : Math.max(1, Math.min(list.requested, lastPage)), 1);
  const next = useCallback(() => setList((current) => ({ ...current, requested: current.requested + 1 })), []);
  return { key: list.key, query: list.query, first, placeholder: first.placeholder, shown, lastPage, next, returned: list.returned };
}

/**
 * Page `page`'s state: page 1's comes from the paged query (one subscription); later pages subscribe
 * here. A later page's answer is drawn in a render React may pause (`deferArrivals`), and the list's
 * end reads the same state, so it asks for the page after only once this one is drawn. `keepSince`
 * (when the list went up, or 0 for a page drawn before): a page drawn again (a windowed list's page
 * scrolled back into view after a spacer stood in for it) keeps the answer it had, however old, so
 * scrolling up asks for nothing and draws what was there.
 */
export function usePageState<T>(
  paged: PagedQuery<T>,
  page: number,
  { keepSince }: { keepSince?: number | undefined } = {},
): QueryState<T> & { retry: () => void } {
  const own = useQuery(page === 1 ? undefined : paged.query(page), { deferArrivals: true, keepSince });
  return page === 1 ? paged.first : own;
}
