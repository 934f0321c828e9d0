/**
 * The review tab's section nav: only sections with content are listed; a click scrolls there, and
 * the section in view is marked (`aria-current`), its link kept in view in the nav's own row.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { reviewMessages } from '../../../core/messages/review.ts';
import { scrollBehavior } from '../../ui/use-media.ts';
import type { SectionKey } from './review-section.tsx';

export function SectionNav({
  items,
  pending,
  current,
  onGo,
}: {
  items: { key: SectionKey; label: string }[];
  /** Some sections are still loading: the nav keeps its room so the sections do not move down. */
  pending: boolean;
  /** The section in view (`useSectionInView`). */
  current: SectionKey | undefined;
  onGo: (key: SectionKey) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // The row scrolls sideways on a phone: the marked link is brought into it, the page left where it is.
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!row || !link) return;
    const start = link.offsetLeft - row.offsetLeft;
    const end = start + link.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) row.scrollTo({ left: start - 16, behavior: scrollBehavior() });
  }, [current]);
  if (items.length === 0 && pending) {
    return (
      <div className="review-nav review-nav--loading" aria-hidden="true">
        <div className="review-nav__list">
          <span className="review-nav__link">&nbsp;</span>
        </div>
      </div>
    );
  }
  if (items.length === 0) return null;
  return (
    <nav className="review-nav" part="review-nav" aria-label={reviewMessages.navLabel} data-sticky-bar="">
      <ul ref={list} className="review-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="review-nav__link"
              part="review-nav-link"
              data-section={item.key}
              aria-current={item.key === current || undefined}
              onClick={() => onGo(item.key)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The section in view, of `keys` (in page order) drawn in `tab`: the last whose top has reached the
 * line just under the stuck nav, or the last of all once the tab's end is in view (a short last
 * section never reaches that line). Measured at most once a frame: on any scroll (the page's or a
 * host's scrolling box), on a resize, and after each of the tab's commits (a section drawn below).
 */
export function useSectionInView(
  tab: RefObject<HTMLElement | null>,
  sections: RefObject<Map<SectionKey, HTMLElement>>,
  keys: readonly SectionKey[],
): SectionKey | undefined {
  const [current, setCurrent] = useState<SectionKey>();
  const order = keys.join(' ');
  const measureSoon = useRef(() => {});
  useEffect(() => {
    const root = tab.current;
    if (!root || !order) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const drawn = order.split(' ').flatMap((key) => {
        const section = sections.current.get(key as SectionKey);
        return section ? [{ key: key as SectionKey, top: section.getBoundingClientRect().top }] : [];
      });
      const line = (root.querySelector('[data-sticky-bar]')?.getBoundingClientRect().bottom ?? 0) + 8;
      let inView = drawn[0]?.key;
      for (const { key, top } of drawn) if (top <= line) inView = key;
      if (root.getBoundingClientRect().bottom <= window.innerHeight + 1) inView = drawn.at(-1)?.key;
      setCurrent(inView);
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measureSoon.current = soon;
    soon();
    document.addEventListener('scroll', soon, { capture: true, passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      measureSoon.current = () => {};
      document.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
    };
  }, [tab, sections, order]);
  // After every commit of the tab: a section drawn below moves the tab's end.
  useEffect(() => measureSoon.current());
  return current;
}
