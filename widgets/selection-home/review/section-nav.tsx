/** The review tab's section nav: only sections with content are listed; a click scrolls there. */
import { reviewMessages } from '../../../core/messages/review.ts';
import type { SectionKey } from './review-section.tsx';

export function SectionNav({
  items,
  pending,
  onGo,
}: {
  items: { key: SectionKey; label: string }[];
  /** Some sections are still loading: the nav keeps its room so the sections do not move down. */
  pending: boolean;
  onGo: (key: SectionKey) => void;
}) {
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
      <ul className="review-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="review-nav__link"
              part="review-nav-link"
              data-section={item.key}
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
