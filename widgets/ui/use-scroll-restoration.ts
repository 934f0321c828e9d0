import { useCallback, useEffect, useState } from 'react';
import {
  forgetMemory,
  rememberClick,
  RESTORE_TRAITS,
  SCROLL_RESTORE_DELAY_MS,
  showsSameList,
  takeMemory,
  type RestoredList,
  type ScrollMemory,
} from '../../core/domain/scroll-restore.ts';
import { pageSlot } from '../../core/page-slot.ts';
import { useHost } from './host-context.ts';
import { followPersonMoves, personMovedSince } from './person-moves.ts';
import { scrolledBy, scrollerOf } from './page-moves.ts';
import { hasPage } from './use-page-window.ts';

const pageKey = () => `${location.pathname}${location.search}`;

/**
 * Steps through history in this document since a product was first opened: how a single-page
 * host's Back shows, where the document stays. Only the browser's own popstate counts: a host router
 * sends one of its own after each `pushState` (embedding.md), which is no step back.
 */
const historySteps = () =>
  pageSlot('history-steps', () => {
    const steps: { count: number; last?: Event } = { count: 0 };
    window.addEventListener('popstate', (event) => {
      if (!event.isTrusted) return;
      steps.count += 1;
      steps.last = event;
    });
    return steps;
  });

/**
 * A step through history being dispatched, not yet counted: a host's router that listened before
 * this page's count did, and draws the element again within its listener (or a microtask of it, as
 * React 19 renders within the event: React Router), mounts it before the step is counted.
 */
function stepUnderWay(steps: { last?: Event }): boolean {
  // The event being dispatched (window.event, in every engine): the count's listener comes later in it.
  const current = window.event;
  return current?.type === 'popstate' && current.isTrusted && current !== steps.last;
}

/**
 * Whether the page was come back to since the click: in another document, one reached by Back or
 * Forward, as it loads (no step through history in it yet: a list drawn later, after a step within
 * the page, was not come back to); in the click's document (a single-page host's router), a step
 * through history since.
 */
function cameBack(memory: ScrollMemory): boolean {
  if (memory.document !== performance.timeOrigin) {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry?.type === 'back_forward' && stepsTaken() === 0;
  }
  return stepsTaken() > memory.steps;
}

/** Steps through history in this document, the one being dispatched included. */
function stepsTaken(): number {
  const steps = historySteps();
  return steps.count + (stepUnderWay(steps) ? 1 : 0);
}

/** This coming back to the page: its document, and the steps through history in it. */
const visit = () => `${performance.timeOrigin}:${stepsTaken()}`;

/** Frames to wait for the product's page to be drawn once scrolled back to (a windowed list). */
const MAX_FRAMES = 60;
/** How long past the 2 s a list still coming is waited for (its pages on a slow connection). */
const COMING_WAIT_MS = 10_000;

/**
 * Back navigation (a page reached by Back, or a single-page host drawing the element again after a
 * step back) returns to the clicked product: the list loads as many pages as were open, and
 * after 2 s, unless the person has moved the page or pressed a key meanwhile, the product is scrolled
 * into view and focused, in the list it was opened from (a row's
 * copy of a product in the grid too is not the one to go back to). The list draws only the pages near the
 * viewport, so when the product is not drawn yet the page first goes back to where it was, which
 * brings the product's page in. Only the list the page comes back with opens at those pages: one
 * drawn afresh after the product is back in view, or for another sort, filter or category, opens
 * at its first.
 */
export function useScrollRestoration(): {
  /**
   * The pages `list` opens at: those it had when the product was opened from it, or from a list that
   * follows it (`RESTORE_TRAITS`); otherwise its first.
   */
  pagesOf: (list: RestoredList) => number;
  /** The list the page comes back to, until the product is back in view. */
  restoring: RestoredList | undefined;
  /**
   * `item`: a product, or anything a list draws with its id as `data-item-id` (a story). `pages`:
   * the list's pages; for the combined-shipping row, which follows the grid, the grid's.
   */
  onOpen: (item: { itemId: string }, pages: number, list?: RestoredList) => void;
} {
  const host = useHost();
  // `taken`: this coming back, as the memory it took is marked. Nothing to come back to in a server render.
  const [taken] = useState(() => (typeof window === 'undefined' ? '' : visit()));
  const [memory] = useState(() => {
    const memory = taken ? takeMemory(pageKey(), cameBack, taken) : undefined;
    // In the click's own document (a single-page host), once: its later steps are the host's.
    if (memory?.document === performance.timeOrigin) forgetMemory(taken);
    return memory;
  });
  // Once the product is back in view (or looked for in vain), a list drawn afresh (search results
  // typed after, the grid again after them) starts from its first page.
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!memory) return;
    let frame = 0;
    const root = host.shadowRoot;
    const inList = (item: string) => root?.querySelector<HTMLElement>(`[part~="${memory.list}"] ${item}`);
    const product = `[data-item-id="${CSS.escape(memory.itemId)}"]`;
    const { follows, drawnAfresh } = RESTORE_TRAITS[memory.list] ?? {};
    // The list the product is in, or the one it follows.
    const listOf = () => root?.querySelector(`[part~="${follows ?? memory.list}"]`);
    // Whether `list` has drawn the pages it had (the last of them drawn, or set aside for a spacer),
    // and whether it asks for more by itself (its end is not "더 보기", nor the last page).
    const hasItsPages = (list: Element) => hasPage(list, memory.pageCount);
    const asksForMore = (list: Element) => list.nextElementSibling?.matches('[data-state="more"]') === true;
    // A list that follows another is where it was once that list's pages are drawn and it asks for
    // no more by itself.
    const settled = () => {
      const list = follows && listOf();
      return !follows || (!!list && hasItsPages(list) && !asksForMore(list));
    };
    const find = () => (settled() ? inList(product) : null);
    const reveal = (card: HTMLElement) => {
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
      setDone(true);
    };
    // The person acting first (a tap, the wheel, a swipe, a key but a lone modifier) keeps the page
    // where they took it: no jump, and no focus taken from where they put it (WCAG 2.4.3). The lists
    // still open at their pages until the 2 s are over, as the page under them was.
    const since = followPersonMoves();
    // Leaving the page (another page, or a host's route) with the product out of view, the person
    // having moved it after coming back: the place was theirs, and a later Back to it does not go
    // back to the product. With the product in view, the move was not away from it (the key, the
    // button or the swipe that goes Forward reaches the page first).
    const leave = () => {
      const box = inList(product)?.getBoundingClientRect();
      if (personMovedSince(since) && !(box && box.bottom > 0 && box.top < innerHeight)) forgetMemory(taken);
    };
    window.addEventListener('pagehide', leave);
    // The person has moved on (another category, a search) or taken the page: nothing to come back
    // to. A parameter the host adds meanwhile is no move.
    const left = () => personMovedSince(since) || !showsSameList(memory.url, pageKey());
    const timer = setTimeout(() => {
      if (left()) return setDone(true);
      const card = find();
      if (card) return reveal(card);
      // Back where the page was, in the window or a host's scrolling box (an app shell). Done again
      // while the list comes (below): short of its pages, the page (or the box, not yet a scrolling
      // one) could not be scrolled that far.
      const goBack = () => {
        const scroller = scrollerOf(host);
        if (Math.abs(scrolledBy(scroller) - memory.scrollY) > 1) scroller.scrollTo({ top: memory.scrollY });
      };
      goBack();
      let frames = 0;
      const until = performance.now() + COMING_WAIT_MS;
      // The list the product is in (or the one it follows) still coming on a slow connection: its
      // first page on its way (a stand-in loading where nothing is drawn yet), or drawn short of the
      // pages it had (drawn or set aside) with more to come. They come one after another after the
      // 2 s, and the product is looked for until they are in. An empty, failed or shorter list is
      // not waited for.
      const coming = () => {
        const list = listOf();
        if (!list) return root?.querySelector('[data-state="loading"]') != null;
        return asksForMore(list) && !hasItsPages(list);
      };
      const wait = () => {
        if (left()) return setDone(true);
        const found = find();
        if (found) return reveal(found);
        const stillComing = coming();
        if (stillComing) goBack();
        if ((frames += 1) < MAX_FRAMES || (stillComing && performance.now() < until)) frame = requestAnimationFrame(wait);
        else {
          // A list drawn afresh for each visit no longer holds the product: the page comes back to the
          // list, at its first. So it does when the list it follows never drew its pages (empty after
          // a filter, failed, shorter now).
          const row = drawnAfresh && (inList(product) ?? inList('[data-item-id]'));
          if (row) reveal(row);
          else setDone(true);
        }
      };
      frame = requestAnimationFrame(wait);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [host, memory, taken]);

  const onOpen = useCallback(
    (item: { itemId: string }, pages: number, list: RestoredList = 'product-grid') => {
      rememberClick({
        url: pageKey(),
        itemId: item.itemId,
        list,
        pageCount: pages,
        scrollY: scrolledBy(scrollerOf(host)),
        document: performance.timeOrigin,
        steps: historySteps().count,
      });
    },
    [host],
  );

  const restoring = memory && !done ? memory : undefined;
  const pagesOf = (list: RestoredList) =>
    restoring && (restoring.list === list || RESTORE_TRAITS[restoring.list]?.follows === list) ? restoring.pageCount : 1;
  return { pagesOf, restoring: restoring?.list, onOpen };
}
