/**
 * A horizontal row that scrolls natively (touch, trackpad, keyboard) and snaps per item, with
 * previous/next buttons on wider screens. Used for the pick, bundle and best rows.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { PERSON_MOVES } from './person-moves.ts';
import { scrollBehavior } from './use-media.ts';
import { revealInRow } from './tab-keys.ts';
import { usePointerPress } from './pointer-press.ts';

export function ScrollRow({
  label,
  prevLabel,
  nextLabel,
  children,
  className = '',
  part = 'scroll-row',
  onEnd,
  hasMore = false,
}: {
  label: string;
  /** Called when the row's end is in view while `hasMore` (to load more). */
  onEnd?: () => void;
  /**
   * More items can be loaded, or are on their way: the next button stays, even while the row is
   * full, and a press at the row's end pages on once they are in.
   */
  hasMore?: boolean;
  prevLabel: string;
  nextLabel: string;
  children: ReactNode;
  className?: string;
  part?: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  // A focus a pointer gives as it presses moves nothing (pointer-press.ts).
  const press = usePointerPress();
  const [edges, setEdges] = useState({ start: true, end: false });
  /** The next button asked for more at the row's end: page on once they are in. */
  const pageWhenGrown = useRef(false);
  /** Where the last arrow press is taking the row, and which way, until it is there (see the effect below). */
  const heading = useRef<Heading | undefined>(undefined);

  // The edges come from an IntersectionObserver on the first and last items, rooted at the track,
  // not from reading scrollLeft and scrollWidth: a read forces a layout, and a row drawn in the
  // home's first render (or growing by a page) would lay the whole page out on the main thread
  // once per row and per change. The observer reports after the browser's own layout.
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const shown = new Map<Element, boolean>();
    // Where the person left the row: taken from its scroll events and from the observer's reports
    // (both come after the browser's layout, so neither read lays anything out). WebKit may report
    // the end in view, and so ask for the next page, before it sends the scroll that got there.
    let position = 0;
    // Where an arrow is taking the row (its smooth scroll on its way), until the row gets there or
    // the person takes it over: items arriving meanwhile leave the row heading there, not back
    // where the last scroll event, which WebKit may send late, left it.
    heading.current = undefined;
    // WebKit re-snaps the row after the layout that items arriving bring, to a snap position of its
    // own choosing, and may do so after the row has been put back (below): a journey saw the row
    // land two items past where 다음 was taking it. So an arrow's scroll, which never passes where
    // it is heading, is sent back there when it jumps past by more than half an item; and a row the
    // person had moved to its end holds its place there against a jump forward for the two frames
    // after its items changed. The person's own input lets go of both.
    let held: number | undefined;
    let seen = 0;
    const settle = () => {
      const now = element.scrollLeft;
      const to = heading.current;
      // Which way this scroll went: a row on its way back is not sent back again.
      const moved = now - seen;
      seen = now;
      if (to !== undefined && (now - to.left) * to.direction > to.step / 2 && moved * to.direction > 0) {
        element.scrollTo({ left: to.left, behavior: scrollBehavior() });
        return;
      }
      if (to === undefined && held !== undefined && now - held > 1 && moved > 0) {
        element.scrollLeft = seen = held;
        return;
      }
      position = now;
      if (to !== undefined && Math.abs(position - to.left) <= 1) heading.current = held = undefined;
    };
    const takenOver = () => {
      heading.current = held = undefined;
    };
    const update = () => {
      const first = element.firstElementChild;
      const last = element.lastElementChild;
      // An item not reported yet keeps the edge as it was; an empty row is at both ends.
      setEdges((previous) => {
        const start = first ? (shown.get(first) ?? previous.start) : true;
        const end = last ? (shown.get(last) ?? previous.end) : true;
        // Same edges, same state: a scroll or a resize does not draw the row again.
        return previous.start === start && previous.end === end ? previous : { start, end };
      });
    };
    const visibility = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shown.set(entry.target, entry.intersectionRatio >= FULLY_SHOWN);
        settle();
        update();
      },
      { root: element, threshold: FULLY_SHOWN },
    );
    const watchEnds = () => {
      const ends = new Set([element.firstElementChild, element.lastElementChild].filter((item) => item !== null));
      for (const item of shown.keys()) {
        if (!ends.has(item)) {
          visibility.unobserve(item);
          shown.delete(item);
        }
      }
      for (const item of ends) if (!shown.has(item)) visibility.observe(item);
      update();
    };
    watchEnds();
    element.addEventListener('scroll', settle, { passive: true });
    for (const input of TAKE_OVER) element.addEventListener(input, takenOver, { passive: true });
    // Items arriving (a page loaded) change the last item: watch the new one.
    const items = new MutationObserver(() => {
      // The row at its end before they came: the old last item, still watched until `watchEnds`,
      // fully shown.
      const oldLast = Array.from(shown.keys()).find((item) => item !== element.firstElementChild && item !== element.lastElementChild);
      const wasAtEnd = oldLast !== undefined && shown.get(oldLast) === true;
      watchEnds();
      // The row stays where the person left it. WebKit re-snaps a row whose items change to a snap
      // position of its own choosing: a row at its end, where the next page is asked for, jumped on
      // by two or three items when that page arrived. Put back before the frame is drawn; the read
      // lays out the new items a little before the frame would (once per page, not per frame). A row
      // an arrow is paging goes on to where it was heading.
      if (heading.current !== undefined) element.scrollTo({ left: heading.current.left, behavior: scrollBehavior() });
      else if (element.scrollLeft !== position) element.scrollLeft = position;
      if (heading.current === undefined && wasAtEnd && position > 0) {
        const left = (held = position);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (held === left) held = undefined;
          }),
        );
      }
      // Items now reach past the view: the row is no longer at its end. Read from the layout the
      // lines above laid out, as the observer reports the new last item only after a frame, and
      // drawn before that frame: the commit that brought the items may also have said nothing more
      // is on its way, and the next arrow must not show off for a frame (nor a focused one lose
      // its focus) between the two.
      const grown = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      if (grown) flushSync(() => setEdges((previous) => (previous.end ? { ...previous, end: false } : previous)));
      if (pageWhenGrown.current && grown) {
        pageWhenGrown.current = false;
        heading.current = scrollByPage(element, 1);
      }
    });
    items.observe(element, { childList: true });
    return () => {
      visibility.disconnect();
      items.disconnect();
      element.removeEventListener('scroll', settle);
      for (const input of TAKE_OVER) element.removeEventListener(input, takenOver);
    };
  }, []);

  // A full row (its end in view from the start) loads on too: otherwise 4 picks that fill the
  // desktop row could never be followed by more.
  useEffect(() => {
    if (edges.end && hasMore) onEnd?.();
  }, [edges.end, hasMore, onEnd]);

  // An arrow is hidden at its end of the row: one that has the focus there (pressed from the
  // keyboard, say) hands it to the other arrow, which then takes the row back, instead of letting it
  // fall to the page.
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const atStart = edges.start;
  const atEnd = edges.end && !hasMore;
  const ends = useRef({ atStart, atEnd });
  useLayoutEffect(() => {
    ends.current = { atStart, atEnd };
    const root = track.current?.getRootNode() as Document | ShadowRoot | undefined;
    const focused = root?.activeElement;
    const [from, to] = atEnd && !atStart ? [next, prev] : atStart && !atEnd ? [prev, next] : [];
    if (!from || !to || focused !== from.current) return;
    // Handed over once the row's item observer has run: the last page's picks arrive in the commit
    // that says nothing more is coming, at the row's end as it was, and they reach past the view, so
    // 다음 keeps the focus while the press carries the row on to them (the observer, which runs
    // first, says so). Handed over at once, the focus went to 이전 before the row had moved on.
    // No input comes between the two: the focus is where the commit left it, or fell from the
    // arrow while it was off (an engine may let it fall at once); moved on by another effect, it stays.
    queueMicrotask(() => {
      const active = root?.activeElement;
      if (active && active !== from.current) return;
      const now = ends.current;
      const still = to === prev ? now.atEnd && !now.atStart : now.atStart && !now.atEnd;
      (still ? to : from).current?.focus({ preventScroll: true });
    });
  }, [atStart, atEnd]);

  function page(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    if (direction === 1 && edges.end && hasMore) {
      pageWhenGrown.current = true;
      onEnd?.();
      return;
    }
    // A second press while the row still moves goes on from where the first is taking it.
    heading.current = scrollByPage(element, direction, heading.current?.left);
  }

  return (
    <div className={`scroll-row ${className}`} part={part}>
      {/* No Tab stop of its own (Firefox makes a box that scrolls one): its cards' links are. */}
      <ul
        ref={track}
        className="scroll-row__track"
        aria-label={label}
        tabIndex={-1}
        // The card a Tab lands on comes wholly into sight: WebKit leaves a card's heart, at the row's
        // edge, partly out of it. Not one a pointer focuses as it presses (Chromium, Firefox): the row
        // moving under the press would take the click from what was pressed.
        {...press.handlers}
        onFocus={(event) => {
          const item = (event.target as Element).closest('li');
          if (item && !press.pressed.current && event.currentTarget.contains(item)) revealInRow(item, event.currentTarget);
        }}
      >
        {children}
      </ul>
      <button
        type="button"
        className="scroll-row__button scroll-row__button--prev"
        ref={prev}
        aria-label={prevLabel}
        disabled={atStart}
        onClick={() => page(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="scroll-row__button scroll-row__button--next"
        ref={next}
        aria-label={nextLabel}
        disabled={atEnd}
        onClick={() => page(1)}
      >
        ›
      </button>
    </div>
  );
}

/** Where an arrow press is taking a row: its resting place, the way it goes there, and its items' step. */
interface Heading {
  left: number;
  direction: 1 | -1;
  step: number;
}

/** How much of an end item must show for the row to be at that end (sub-pixel widths never reach 1). */
const FULLY_SHOWN = 0.98;

/** What moves a row the person's way: the row is theirs again, wherever an arrow was taking it (focus moving into it too). */
const TAKE_OVER = [...PERSON_MOVES, 'focusin'];

/**
 * Scrolls the row a view on (or back) from `from` (where it is, or where an earlier press is taking
 * it), to the start of an item as its snap points would, and returns where it will rest (undefined
 * when no item is laid out to tell). Read on a press, the layout this reads is the browser's own.
 */
function scrollByPage(element: HTMLElement, direction: 1 | -1, from = element.scrollLeft): Heading | undefined {
  const [first, second] = Array.from(element.children) as HTMLElement[];
  // Read from the boxes, not offsetLeft: item widths are fractions of the row, and a rounded step
  // multiplied over a few views would miss the snap position the row comes to rest at.
  const width = first?.getBoundingClientRect().width ?? 0;
  const step = first && second ? second.getBoundingClientRect().left - first.getBoundingClientRect().left : width;
  if (!(step > 0)) {
    // Nothing laid out to snap to: a view on, as the browser's own paging would.
    element.scrollBy({ left: direction * element.clientWidth, behavior: scrollBehavior() });
    return undefined;
  }
  const style = getComputedStyle(element);
  const inner = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const gap = first && second ? step - width : 0;
  const perView = Math.max(1, Math.floor((inner + gap) / step + 0.01));
  const end = element.scrollWidth - element.clientWidth;
  const left = Math.min(end, Math.max(0, (Math.round(from / step) + direction * perView) * step));
  element.scrollTo({ left, behavior: scrollBehavior() });
  return { left, direction, step };
}
