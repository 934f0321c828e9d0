/** The review tab's section nav: only sections with content are listed; a click scrolls there. */
import { messages } from '../../../core/messages/index.ts';
import type { SectionKey } from './review-section.tsx';

export function SectionNav({ items, onGo }: { items: { key: SectionKey; label: string }[]; onGo: (key: SectionKey) => void }) {
  if (items.length === 0) return null;
  return (
    <nav className="review-nav" part="review-nav" aria-label={messages.review.navLabel}>
      <ul className="review-nav__list">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className="review-nav__link" part="review-nav-link" data-section={item.key} onClick={() => onGo(item.key)}>
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
