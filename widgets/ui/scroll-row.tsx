/**
 * A horizontal row that scrolls natively (touch, trackpad, keyboard) and snaps per item, with
 * previous/next buttons on wider screens. Used for the pick, bundle and best rows.
 */
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { scrollBehavior } from './use-media.ts';

export function ScrollRow({ label, prevLabel, nextLabel, children, className = '', part = 'scroll-row', onEnd }: {
  label: string;
  /** Called when the row is scrolled to its end (to load more). */
  onEnd?: () => void;
  prevLabel: string;
  nextLabel: string;
  children: ReactNode;
  className?: string;
  part?: string;
}) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const start = element.scrollLeft <= 1;
    const end = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    // Same edges, same state: a scroll or a resize does not draw the row again.
    setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  // Measured when the items change (a page more, a new list), not on every render of the page.
  const count = Children.count(children);
  useEffect(() => {
    measure();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);

  useEffect(() => {
    if (edges.end && !edges.start) onEnd?.();
  }, [edges.end, edges.start, onEnd]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: scrollBehavior() });
  };

  return (
    <div className={`scroll-row ${className}`} part={part}>
      <ul ref={track} className="scroll-row__track" aria-label={label} onScroll={measure}>
        {children}
      </ul>
      <button type="button" className="scroll-row__button scroll-row__button--prev" aria-label={prevLabel} disabled={edges.start} onClick={() => page(-1)}>
        ‹
      </button>
      <button type="button" className="scroll-row__button scroll-row__button--next" aria-label={nextLabel} disabled={edges.end} onClick={() => page(1)}>
        ›
      </button>
    </div>
  );
}
