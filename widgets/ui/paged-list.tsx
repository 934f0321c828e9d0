/**
 * The one infinite list: pages 1…shown of a `usePagedQuery`, each page's items (a page that failed
 * shows its error with a retry in its place), then the list's end — a sentinel that asks for the
 * next page near the viewport, a "더 보기" button once `autoPages` pages are in, or `endNote`.
 *
 * `windowed` keeps the DOM bounded however far the list goes: a page far from the viewport (and not
 * holding focus) is replaced by one spacer of its measured height, so the scroll position and the
 * scrollbar stay as they were. Items of a windowed list carry `data-page` (see `PageItem`).
 *
 * @csspart list-more - The "더 보기" button that continues a list.
 */
import { useEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import type { QueryState } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import { InlineError } from './inline-error.tsx';
import { PageSentinel } from './page-sentinel.tsx';
import type { PagedQuery } from './use-paged-query.ts';
import { useQuery } from './use-query.ts';
import { firstStage, useDrawnWhole } from './use-staged.ts';

export function PagedList<T, I>({
  paged,
  items,
  renderItem,
  renderList,
  renderStandIn,
  windowed = false,
  autoPages = Number.POSITIVE_INFINITY,
  endNote,
  sentinelClassName,
}: {
  paged: PagedQuery<T>;
  /** The items of one page's response. */
  items: (data: T) => readonly I[];
  /** One `<li>` (with a `key`); `page` and `index` (in the whole list, from 0) for ranks and `data-page`. */
  renderItem: (item: I, page: number, index: number) => ReactNode;
  /**
   * A placeholder `<li>` of an item's size. Given, the list's first render draws page 1's first
   * items and these in place of the rest (so nothing below moves), and the items follow right after.
   */
  renderStandIn?: (key: string) => ReactNode;
  /** The `<ul>` (its class, part and label written where the manifest's part check reads them), given `ref` and the pages. */
  renderList: (ref: Ref<HTMLUListElement>, pages: ReactNode) => ReactNode;
  windowed?: boolean;
  /** Pages loaded by scrolling; after them each further page is asked for with "더 보기". */
  autoPages?: number;
  /** Shown after the last page when the list was capped (`maxPages`) with more on the server. */
  endNote?: ReactNode;
  sentinelClassName?: string;
}) {
  const element = useRef<HTMLUListElement>(null);
  const collapsed = usePageWindow(element, paged.shown, windowed);
  const focusPage = useFocusNewPage(element);
  // The list's first render draws page 1's first items; the rest follow right after (see use-staged).
  const whole = useDrawnWhole() || renderStandIn === undefined;
  const standIn = whole ? undefined : renderStandIn;
  const pages = Array.from({ length: paged.shown }, (_, index) => index + 1);
  const pageSize = paged.first.data === undefined ? 0 : items(paged.first.data).length;
  return (
    <>
      {renderList(
        element,
        pages.map((page) => {
          const height = collapsed.get(page);
          return height === undefined ? (
            <Page
              key={page}
              page={page}
              paged={paged}
              items={items}
              renderItem={renderItem}
              offset={(page - 1) * pageSize}
              standIn={page === 1 ? standIn : undefined}
            />
          ) : (
            <li
              key={`spacer-${page}`}
              className="paged-list__row paged-list__spacer"
              data-spacer={page}
              aria-hidden="true"
              style={{ height }}
            />
          );
        }),
      )}
      <PagedListEnd
        paged={paged}
        autoPages={autoPages}
        endNote={endNote}
        sentinelClassName={sentinelClassName}
        whole={whole}
        onMore={() => {
          focusPage(paged.shown + 1);
          paged.next();
        }}
      />
    </>
  );
}

/** Page 1's state comes from the paged query (one subscription); later pages subscribe here. */
function usePageState<T>(paged: PagedQuery<T>, page: number): QueryState<T> & { retry: () => void } {
  const own = useQuery(page === 1 ? undefined : paged.query(page));
  return page === 1 ? paged.first : own;
}

function Page<T, I>({
  page,
  paged,
  items,
  renderItem,
  offset,
  standIn,
}: {
  page: number;
  paged: PagedQuery<T>;
  items: (data: T) => readonly I[];
  renderItem: (item: I, page: number, index: number) => ReactNode;
  offset: number;
  /** Given in the list's first render: the first stage's items, then these stand-ins for the rest. */
  standIn: ((key: string) => ReactNode) | undefined;
}) {
  const state = usePageState(paged, page);
  if (state.data === undefined) {
    return state.error ? (
      <li className="paged-list__row" data-page={page}>
        <InlineError error={state.error} onRetry={state.retry} />
      </li>
    ) : null;
  }
  const all = items(state.data);
  const drawn = standIn ? firstStage(all) : all;
  return (
    <>
      {drawn.map((item, index) => renderItem(item, page, offset + index))}
      {standIn ? Array.from({ length: all.length - drawn.length }, (_, index) => standIn(`stand-in-${index}`)) : null}
    </>
  );
}

function PagedListEnd<T>({
  paged,
  autoPages,
  endNote,
  sentinelClassName,
  whole,
  onMore,
}: {
  paged: PagedQuery<T>;
  autoPages: number;
  endNote: ReactNode;
  sentinelClassName: string | undefined;
  /** False while page 1 is cut to its first cards: the end is not where it will be, so it asks for nothing. */
  whole: boolean;
  onMore: () => void;
}) {
  const last = usePageState(paged, paged.shown);
  // The failed page shows its own error and retry.
  if (last.data === undefined && last.error) return null;
  if (paged.shown >= paged.lastPage) return endNote ?? null;
  if (paged.shown >= autoPages) {
    return (
      <div className="paged-list__more">
        <button
          type="button"
          className="button"
          part="list-more"
          aria-disabled={last.status !== 'success' || undefined}
          onClick={() => {
            if (last.status === 'success') onMore();
          }}
        >
          {messages.common.more}
        </button>
      </div>
    );
  }
  return <PageSentinel ready={whole && last.status === 'success'} busy={last.fetching} onNext={paged.next} className={sentinelClassName} />;
}

/** After "더 보기", focus moves to the first item of the page it asked for, once it is there. */
function useFocusNewPage(list: RefObject<HTMLUListElement | null>): (page: number) => void {
  const wanted = useRef<number | undefined>(undefined);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (wanted.current === undefined) return;
      const first = element.querySelector<HTMLElement>(`:scope > [data-page="${wanted.current}"]`);
      const target = first?.querySelector<HTMLElement>('a[href], button');
      if (!target) return;
      wanted.current = undefined;
      target.focus();
    });
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [list]);
  return (page) => {
    wanted.current = page;
  };
}

const NONE: ReadonlyMap<number, number> = new Map();

const sameHeights = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean =>
  a.size === b.size && [...a].every(([page, height]) => b.get(page) === height);

/**
 * Which pages are far from the viewport, with their height: those more than a viewport above or
 * below it, except the last page and the page holding focus with its neighbours (so Tab goes on
 * into the next page).
 * Measured on scroll, resize, focus moves and when the list changes size.
 */
function usePageWindow(list: RefObject<HTMLUListElement | null>, pages: number, enabled: boolean): ReadonlyMap<number, number> {
  const [collapsed, setCollapsed] = useState(NONE);
  const current = useRef(collapsed);
  useEffect(() => {
    current.current = collapsed;
  }, [collapsed]);
  useEffect(() => {
    const element = list.current;
    // One page and none set aside: the last page always stays, so there is nothing to measure (a
    // read of the list's width here would lay the page out in the middle of the first render).
    if (!enabled || !element || (pages <= 1 && collapsed.size === 0)) return;
    let frame = 0;
    let width = element.clientWidth;
    const update = () => {
      frame = 0;
      if (!element.isConnected) return;
      if (element.clientWidth !== width) {
        // Heights measured at another width no longer hold: show every page and measure again.
        width = element.clientWidth;
        setCollapsed(NONE);
        return;
      }
      const viewport = window.innerHeight;
      const root = element.getRootNode() as Document | ShadowRoot;
      const active = root.activeElement;
      const focusedPage =
        active && element.contains(active) ? Number(active.closest<HTMLElement>('[data-page]')?.dataset.page) : Number.NaN;
      const next = new Map<number, number>();
      // The last page stays: the list grows there (and a one-page list is never emptied).
      for (let page = 1; page < pages; page += 1) {
        const extent = pageExtent(element, page, current.current.get(page));
        if (!extent) continue;
        const near = extent.bottom > -viewport && extent.top < 2 * viewport;
        if (!near && !(Math.abs(page - focusedPage) <= 1)) next.set(page, extent.height);
      }
      if (!sameHeights(next, current.current)) setCollapsed(next);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    // Capturing: whichever box scrolls the list (the window or a host's scroller).
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    element.addEventListener('focusin', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      element.removeEventListener('focusin', schedule);
    };
  }, [list, pages, enabled, collapsed]);
  return enabled ? collapsed : NONE;
}

/** Where a page is in the viewport: its spacer, or its first item's top to its last item's bottom. */
function pageExtent(
  list: HTMLElement,
  page: number,
  spacerHeight: number | undefined,
): { top: number; bottom: number; height: number } | undefined {
  if (spacerHeight !== undefined) {
    const spacer = list.querySelector(`:scope > [data-spacer="${page}"]`);
    if (!spacer) return undefined;
    const box = spacer.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: spacerHeight };
  }
  const items = list.querySelectorAll(`:scope > [data-page="${page}"]`);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return undefined;
  const top = first.getBoundingClientRect().top;
  const bottom = last.getBoundingClientRect().bottom;
  return { top, bottom, height: bottom - top };
}
