/**
 * The review tab's section nav: only sections with content are listed; a click scrolls there, and
 * the section in view is marked (`aria-current`), its link kept in view in the nav's own row.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { reviewMessages } from '../../../core/messages/review.ts';
import { centreInRow } from '../../ui/centre-in-row.ts';
import { laidOutAround, measureOnPageMoves } from '../../ui/page-moves.ts';
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
    // The row scrolls sideways on a phone: the marked link is brought to its middle, the page left where it is.
    const link = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list.current && link) centreInRow(list.current, link, scrollBehavior());
  }, [current]);
  if (items.length === 0 && pending) {
    return (
      <div className="review-nav review-nav--loading" inert>
        <div className="review-nav__list">
          <span className="review-nav__link">&nbsp;</span>
        </div>
      </div>
    );
  }
  if (items.length === 0) return null;
  return (
    <nav className="review-nav" part="review-nav" aria-label={reviewMessages.navLabel} data-sticky-bar="">
      {/* No Tab stop of its own (Firefox makes a box that scrolls one): its buttons are. */}
      <ul ref={list} className="review-nav__list" tabIndex={-1}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="review-nav__link"
              part={item.key === current ? 'review-nav-link review-nav-link--current' : 'review-nav-link'}
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
 * line just under the stuck nav; once every section is drawn and the page has been scrolled into the
 * tab, the last of all when the tab's end is in view (a short last section never reaches that line),
 * in the window or in a host's box the element scrolls in.
 * Measured at most once a frame: as the page moves (`measureOnPageMoves`) and after each of the
 * tab's commits (a section drawn below).
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
    const listed = order.split(' ') as SectionKey[];
    const bottom = viewBottom(root);
    const { schedule, stop } = measureOnPageMoves(() => {
      const drawn = listed.flatMap((key) => {
        const section = sections.current.get(key);
        return section ? [{ key, top: section.getBoundingClientRect().top }] : [];
      });
      const under = root.querySelector('[data-sticky-bar]')?.getBoundingClientRect().bottom ?? 0;
      // The line lies 24 px under the nav's foot: a section scrolled to from the nav stops a few pixels
      // below it (its scroll margin).
      let inView = drawn[0]?.key;
      for (const { key, top } of drawn) if (top <= under + 24) inView = key;
      const scrolledIn = (drawn[0]?.top ?? 0) < under - 1;
      if (drawn.length === listed.length && scrolledIn && root.getBoundingClientRect().bottom <= bottom() + 1) {
        inView = drawn.at(-1)?.key;
      }
      setCurrent(inView);
    }, root);
    measureSoon.current = schedule;
    schedule();
    return () => {
      stop();
      measureSoon.current = () => {};
    };
  }, [tab, sections, order]);
  // After every commit of the tab: a section drawn below moves the tab's end.
  useEffect(() => measureSoon.current());
  return current;
}

/**
 * Where what shows of `element` ends below, read at most once a frame: the window's foot, or, when
 * it is higher, the foot of a host's box the element scrolls in (any box around it as laid out that
 * clips, across shadow roots and into the slot the element is assigned to, found once here).
 */
function viewBottom(element: Element): () => number {
  const boxes: Element[] = [];
  for (let box = laidOutAround(element); box && box !== document.body && box !== document.documentElement; box = laidOutAround(box)) {
    if (getComputedStyle(box).overflowY !== 'visible') boxes.push(box);
  }
  return () =>
    boxes.reduce((bottom, box) => Math.min(bottom, box.getBoundingClientRect().top + box.clientTop + box.clientHeight), window.innerHeight);
}
