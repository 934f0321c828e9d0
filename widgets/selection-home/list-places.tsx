/**
 * Where a list was left, to come back to it by Back or Forward within the document. The home's steps
 * (a category, a search) draw another list in the same element: stepping back, the browser
 * puts the scroll position back while the list it left is still drawn, and the list come back to
 * opens from its first page, so the person lands short of where they were, or at its end. Each list
 * shown keeps its pages and the page's scroll position; a step back to it (the browser's own
 * popstate) opens it at those pages and, once they are drawn, puts the page back where it was,
 * unless the person has moved it meanwhile.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { pageSlot } from '../../core/page-slot.ts';
import type { StateSteps } from '../../core/stores/selection-url.ts';
import type { ListPlace, ListPlaces } from '../ui/list-place.ts';
import { followPersonMoves, personMovedSince } from '../ui/person-moves.ts';
import { scrolledBy, scrollerOf } from '../ui/page-moves.ts';
import { hasPage } from '../ui/use-page-window.ts';
import { useUrlSteps } from './url-state.ts';

/** How long a list come back to is waited for to draw its pages (they may load again). */
const DRAW_WAIT_MS = 10_000;
/** Frames its first item in sight is kept where it was once the page is back where it was. */
const SETTLE_FRAMES = 30;

/**
 * The first item of `list` in sight with the page (`scroller`) scrolled to `scrollY`, and its
 * distance below the screen's top.
 */
function firstInSight(list: HTMLElement | null, scroller: Element | Window, scrollY: number): ListPlace['anchor'] {
  if (!list) return undefined;
  for (const item of list.querySelectorAll<HTMLElement>('[data-item-id]')) {
    const rect = item.getBoundingClientRect();
    const top = rect.top + scrolledBy(scroller) - scrollY;
    if (rect.height > 0 && top + rect.height > 0) return { itemId: item.dataset.itemId ?? '', offset: top };
  }
  return undefined;
}

interface Places {
  byKey: Map<string, ListPlace>;
  /** The list shown now, whose place the page's scrolling is. */
  shown: string | undefined;
  /** When the page last stepped through history (the person's moves after it keep the page where they take it). */
  steppedAt: number;
}

const places = (): Places =>
  pageSlot('list-places', () => {
    const state: Places = { byKey: new Map(), shown: undefined, steppedAt: followPersonMoves() };
    // The window's scrolling, followed: a step through history scrolls the window before the list
    // left is read (a host's scrolling box is not moved by the step: it is read as the list leaves).
    window.addEventListener(
      'scroll',
      () => {
        const place = state.shown === undefined ? undefined : state.byKey.get(state.shown);
        if (place) place.scrollY = window.scrollY;
      },
      { passive: true },
    );
    return state;
  });

/**
 * Called as the list `key` is drawn first or replaces the one shown (`stepping`: by a step through
 * history): the place it was left at when the page steps back (or forward) to it; undefined when it
 * is chosen afresh, which opens it at its first page. Read as the step is taken: the page is
 * scrolled by the step, and by the list drawn, before the list is.
 */
function placeOnStep(key: string, stepping: boolean): ListPlace | undefined {
  if (!stepping) return undefined;
  const state = places();
  state.steppedAt = followPersonMoves();
  const place = state.byKey.get(key);
  return place && { ...place };
}

/** The home's lists keep their places through its steps (the page state's `steps`). */
export function useListPlaces(): ListPlaces {
  const steps = useUrlSteps();
  return useMemo(
    () => ({
      returnTo: (key) => placeOnStep(key, steps.stepping()),
      keep: (list) => <PlaceKeeper {...list} steps={steps} />,
    }),
    [steps],
  );
}

/**
 * Keeps the place of the list `listKey` while it is shown (its pages, and the page's scrolling until
 * `steps` leaves its step), and, when it was stepped back to (`returned`), puts the page back at its
 * place once `frame` has drawn those pages (a page drawn, or set aside for a spacer).
 */
function PlaceKeeper({
  listKey: key,
  pages,
  lastPage,
  frame,
  returned,
  steps,
}: {
  listKey: string;
  pages: number;
  lastPage: number;
  frame: RefObject<HTMLElement | null>;
  returned: ListPlace | undefined;
  steps: StateSteps;
}): null {
  // The list's last page as its first answer says (it may have fewer pages now than it had).
  const last = useRef(lastPage);
  useEffect(() => {
    last.current = lastPage;
  }, [lastPage]);
  // This showing's place (a list shown again afresh starts a new one; stepped back to, where it was).
  const own = useRef<ListPlace>(undefined);
  useEffect(() => {
    const state = places();
    const place = (own.current ??= { ...returned, pages, scrollY: returned?.scrollY ?? NaN });
    place.pages = pages;
    state.byKey.set(key, place);
    state.shown = key;
    // Where the page is as the list is first shown, read in a task of its own: read as the list is
    // drawn, it would lay the page out before the browser does, in the frame that shows the list.
    const firstRead = Number.isNaN(place.scrollY) ? setTimeout(() => Number.isNaN(place.scrollY) && (place.scrollY = window.scrollY)) : 0;
    const stop = () => {
      if (state.shown === key) state.shown = undefined;
    };
    // The page is scrolled for the step (to the list's top, a search's results) before the list is
    // drawn again: none of that is this list's place. Its first item in sight is read as it leaves,
    // while it is still drawn (stepping through history, the browser has already scrolled the window:
    // the item is read as it lies in the page, at the last place the page was scrolled to). A host's
    // scrolling box (an app shell) is where it was: it is read then.
    const removeLeave = steps.onLeave((back) => {
      if (state.shown !== key) return;
      const scroller = frame.current ? scrollerOf(frame.current) : window;
      if (!back || scroller !== window) place.scrollY = scrolledBy(scroller);
      if (!Number.isNaN(place.scrollY)) place.anchor = firstInSight(frame.current, scroller, place.scrollY);
      stop();
    });
    return () => {
      clearTimeout(firstRead);
      removeLeave();
      stop();
    };
  }, [key, pages, returned, steps, frame]);

  useEffect(() => {
    // Nothing to come back to where the list was left before its place was read.
    if (!returned || Number.isNaN(returned.scrollY)) return;
    const state = places();
    const until = performance.now() + DRAW_WAIT_MS;
    let frameId = 0;
    const { anchor } = returned;
    // Once the pages are drawn: the page where it was, then, for a few frames, its first item in sight
    // where it was on the screen (a windowed list draws the items near the screen; what is above the
    // list may be drawn again taller or shorter, and not every engine keeps the page still for it).
    let scrolled = false;
    let scroller: Element | Window = window;
    let frames = 0;
    const wait = () => {
      if (personMovedSince(state.steppedAt)) return;
      const list = frame.current;
      if (!scrolled) {
        // The page it had, or its last now that it is shorter.
        if (list && hasPage(list, Math.min(returned.pages, last.current))) {
          scroller = scrollerOf(list);
          scroller.scrollTo({ top: returned.scrollY });
          scrolled = true;
          if (!anchor) return;
        }
      } else if (anchor) {
        const item = list?.querySelector(`[data-item-id="${CSS.escape(anchor.itemId)}"]`);
        const off = item ? item.getBoundingClientRect().top - anchor.offset : 0;
        if (Math.abs(off) >= 1) scroller.scrollBy({ top: off });
        if ((frames += 1) >= SETTLE_FRAMES) return;
      }
      if (performance.now() < until) frameId = requestAnimationFrame(wait);
    };
    frameId = requestAnimationFrame(wait);
    return () => cancelAnimationFrame(frameId);
  }, [returned, frame]);
  return null;
}
