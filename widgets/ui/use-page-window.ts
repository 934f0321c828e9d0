/**
 * The window of a long list: which of its pages are far from the viewport, with their measured
 * height, so the list draws each of those as one spacer of that height and its DOM stays bounded
 * however far it goes, while the scroll position and the scrollbar stay as they were. Items carry
 * `data-page`, a spacer `data-spacer` (see `PagedList`).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { measureOnPageMoves, scrollerOf } from './page-moves.ts';

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * Whether `list` (a list, or what holds one) has page `page`: drawn, or set aside for a spacer. A page
 * coming back to a list waits for it before it scrolls to where the person was.
 */
export const hasPage = (list: ParentNode, page: number): boolean =>
  list.querySelector(`:is([data-page="${page}"], [data-spacer="${page}"])`) !== null;

const sameHeights = (a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): boolean =>
  a.size === b.size && [...a].every(([page, height]) => b.get(page) === height);

/**
 * Which pages are far from the viewport, with their height: those more than a viewport above or
 * below it, except the last page and the page holding focus with its neighbours (so Tab goes on
 * into the next page).
 * Measured on scroll, resize, focus moves and when the list changes size.
 */
export function usePageWindow(
  list: RefObject<HTMLUListElement | null>,
  pages: number,
  enabled: boolean,
): { collapsed: ReadonlyMap<number, number>; known: ReadonlyMap<number, number> } {
  const [collapsed, setCollapsed] = useState(NONE);
  // Each page's height as last set aside, kept when it is drawn again: the room it holds while its
  // answer, dropped from the cache meanwhile (a refresh, a page restored from the back-forward
  // cache), is asked for again.
  const [known, setKnown] = useState(NONE);
  // The pages set aside as the DOM has them: kept in the commit that draws them, since a measure
  // already scheduled (a scroll's frame) can run before this render's passive effects, and would
  // take a spacer for a page drawn with no items, and draw it again.
  const current = useRef(collapsed);
  useLayoutEffect(() => {
    current.current = collapsed;
  }, [collapsed]);
  // Where the first item in view stood before the width changed, in an engine without scroll
  // anchoring (WebKit): the page is scrolled to keep it there as the list reflows and its pages
  // set aside are drawn again at the new width. Elsewhere the browser keeps it.
  const kept = useRef<Anchor | undefined>(undefined);
  // The list's width at the last measure, and (without scroll anchoring) its first item in view then:
  // kept across the effect's runs, so a width change in the frame a page comes is still seen.
  const measured = useRef<{ width: number; anchor: Anchor | undefined }>(undefined);
  useLayoutEffect(() => {
    if (kept.current) holdAnchor(kept.current);
    kept.current = undefined;
  }, [collapsed]);
  useEffect(() => {
    const element = list.current;
    // One page and none set aside: the last page always stays, so there is nothing to measure (a
    // read of the list's width here would lay the page out in the middle of the first render).
    if (!enabled || !element || (pages <= 1 && collapsed.size === 0)) return;
    const anchors = !CSS.supports('overflow-anchor', 'auto');
    // The box the list scrolls in, found at the first measure that needs it.
    let scroller: Element | Window | undefined;
    const update = () => {
      if (!element.isConnected) return;
      const width = element.clientWidth;
      const last = measured.current;
      if (last && last.width !== width) {
        // Heights measured at another width no longer hold: show every page and measure again.
        measured.current = { width, anchor: last.anchor };
        if (last.anchor) {
          holdAnchor(last.anchor);
          // Again once the pages set aside are drawn, if any are.
          if (current.current.size > 0) kept.current = last.anchor;
        }
        setCollapsed(NONE);
        setKnown(NONE);
        return;
      }
      measured.current = { width, anchor: anchors ? firstInView(element, (scroller ??= scrollerOf(element))) : undefined };
      const viewport = window.innerHeight;
      const root = element.getRootNode() as Document | ShadowRoot;
      const active = root.activeElement;
      const focusedPage =
        active && element.contains(active) ? Number(active.closest<HTMLElement>('[data-page]')?.dataset.page) : Number.NaN;
      // A page that starts or ends mid-row (one above it left out an item it repeated) shares a row
      // with its neighbour: a spacer, a whole row, in place of either would move every item after it
      // by a column, so both stay drawn. A row starts at the list's first item, and after a row of the
      // list's own (a spacer, the room a page holds, an error); it ends where the first such row ends.
      const firstRow = [...element.children].find(
        (child) =>
          child.hasAttribute('data-page') &&
          (!child.previousElementSibling || child.previousElementSibling.classList.contains('paged-list__row')),
      );
      const rowStart = firstRow?.getBoundingClientRect().left;
      let rowEnd = Number.NEGATIVE_INFINITY;
      for (let item: Element | null | undefined = firstRow; item?.hasAttribute('data-page'); item = item.nextElementSibling) {
        const box = item.getBoundingClientRect();
        if (box.left + 1 < rowEnd) break;
        rowEnd = box.right;
      }
      // Read from the page's own first and last items, whether or not the page after it is drawn yet
      // (still on its way); a page set aside stays so.
      const whole = ({ first, last }: Extent) => {
        if (!first || !last) return true;
        // No row start drawn (the first items drawn follow a page's stand-ins): not known yet.
        if (rowStart === undefined) return false;
        return Math.abs(first.left - rowStart) < 1 && Math.abs(last.right - rowEnd) < 1;
      };
      const next = new Map<number, number>();
      // The last page stays: the list grows there (and a one-page list is never emptied).
      for (let page = 1; page < pages; page += 1) {
        const extent = pageExtent(element, page, current.current.get(page));
        if (!extent) continue;
        const near = extent.bottom > -viewport && extent.top < 2 * viewport;
        if (!near && !(Math.abs(page - focusedPage) <= 1) && whole(extent)) next.set(page, extent.height);
      }
      if (!sameHeights(next, current.current)) {
        setCollapsed(next);
        if (next.size > 0) setKnown((heights) => new Map([...heights, ...next]));
      }
    };
    // Whichever box scrolls the list (the window or a host's scroller).
    const { schedule, stop } = measureOnPageMoves(update, element);
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    element.addEventListener('focusin', schedule);
    schedule();
    return () => {
      stop();
      resized.disconnect();
      element.removeEventListener('focusin', schedule);
    };
  }, [list, pages, enabled, collapsed]);
  return enabled ? { collapsed, known } : { collapsed: NONE, known: NONE };
}

interface Extent {
  top: number;
  bottom: number;
  height: number;
  /** A drawn page's first and last items (none for a spacer). */
  first?: DOMRect;
  last?: DOMRect;
}

/** Where a page is in the viewport: its spacer, or its first item's top to its last item's bottom. */
function pageExtent(list: HTMLElement, page: number, spacerHeight: number | undefined): Extent | undefined {
  if (spacerHeight !== undefined) {
    const spacer = list.querySelector(`:scope > [data-spacer="${page}"]`);
    if (!spacer) return undefined;
    const box = spacer.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, height: spacerHeight };
  }
  const items = list.querySelectorAll(`:scope > [data-page="${page}"]`);
  const first = items[0]?.getBoundingClientRect();
  const last = items[items.length - 1]?.getBoundingClientRect();
  if (!first || !last) return undefined;
  return { top: first.top, bottom: last.bottom, height: last.bottom - first.top, first, last };
}

interface Anchor {
  item: Element;
  top: number;
  scroller: Element | Window;
}

/** The list's first item in view (below the top of the box it scrolls in), and where its top stands. */
function firstInView(list: HTMLElement, scroller: Element | Window): Anchor | undefined {
  const viewTop = scroller instanceof Element ? Math.max(0, scroller.getBoundingClientRect().top) : 0;
  for (const item of list.children) {
    if (!item.hasAttribute('data-page')) continue;
    const box = item.getBoundingClientRect();
    if (box.bottom > viewTop) return { item, top: box.top, scroller };
  }
  return undefined;
}

/** Scrolls the box the list scrolls in (the window or a host's) so that the anchor's item stands where it stood. */
function holdAnchor({ item, top, scroller }: Anchor): void {
  if (item.isConnected) scroller.scrollBy(0, item.getBoundingClientRect().top - top);
}
