/**
 * A horizontal row that scrolls natively (touch, trackpad, keyboard) and snaps per item, with
 * previous/next buttons on wider screens. Used for the pick, bundle and best rows.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { scrollBehavior } from './use-media.ts';

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
  /** More items can be loaded: the next button stays, even while the row is full. */
  hasMore?: boolean;
  prevLabel: string;
  nextLabel: string;
  children: ReactNode;
  className?: string;
  part?: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  /** The next button asked for more at the row's end: page on once they are in. */
  const pageWhenGrown = useRef(false);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    // Same edges, same state: a scroll or a resize does not draw the row again.
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  // Measured when the track or its items change (a page more, a new list), not on every render.
  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Items arriving (a page loaded) widen the content, not the track: measure again then.
    const items = new MutationObserver(() => {
      measure();
      if (pageWhenGrown.current && element.scrollLeft + element.clientWidth < element.scrollWidth - 1) {
        pageWhenGrown.current = false;
        scrollByPage(element, 1);
      }
    });
    items.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      items.disconnect();
    };
  }, [measure]);

  // A full row (its end in view from the start) loads on too: otherwise 4 picks that fill the
  // desktop row could never be followed by more.
  useEffect(() => {
    if (edges.end && hasMore) onEnd?.();
  }, [edges.end, hasMore, onEnd]);

  function page(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    if (direction === 1 && edges.end && hasMore) {
      pageWhenGrown.current = true;
      onEnd?.();
      return;
    }
    scrollByPage(element, direction);
  }

  return (
    <div className={`scroll-row ${className}`} part={part}>
      <ul ref={track} className="scroll-row__track" aria-label={label} onScroll={measure}>
        {children}
      </ul>
      <button
        type="button"
        className="scroll-row__button scroll-row__button--prev"
        aria-label={prevLabel}
        disabled={edges.start}
        onClick={() => page(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="scroll-row__button scroll-row__button--next"
        aria-label={nextLabel}
        disabled={edges.end && !hasMore}
        onClick={() => page(1)}
      >
        ›
      </button>
    </div>
  );
}

function scrollByPage(element: HTMLElement, direction: 1 | -1): void {
  element.scrollBy({ left: direction * element.clientWidth, behavior: scrollBehavior() });
}
