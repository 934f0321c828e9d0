/**
 * Stand-ins for the sections that wait for the category tree, in the same boxes as the sections
 * themselves: when the tree arrives the real section takes the same room, so nothing below moves.
 * Hidden from assistive technology and not focusable; the real section brings the names.
 */
import { homeMessages as home } from '../../core/messages/home.ts';
import { CIRCLES_DRAWN } from './child-circles.tsx';

/** Template B's circles, as many as the circles draw (the stylesheet shows a phone's first 8 of them). */
export function CirclesPlaceholder() {
  return (
    <div className="circles circles--loading" aria-hidden="true">
      <ul className="circles__list">
        {Array.from({ length: CIRCLES_DRAWN }, (_, index) => (
          <li key={index}>
            <span className="circles__item">
              <span className="circles__image skeleton" />
              <span className="circles__title">&nbsp;</span>
            </span>
          </li>
        ))}
      </ul>
      <span className="circles__all">{home.viewAll}</span>
    </div>
  );
}

/** The category tabs' first row (and a second when the URL already names a category). */
export function CategoryNavPlaceholder({ rows }: { rows: 1 | 2 }) {
  return (
    <div className="category-nav category-nav--loading" aria-hidden="true">
      {Array.from({ length: rows }, (_, depth) => (
        <div key={depth} className={`category-nav__row category-nav__row--${depth + 1}`}>
          <div className="category-nav__tabs">
            <span className="category-nav__tab">{home.all}</span>
          </div>
          {depth === 0 ? <span className="category-nav__all-link">{home.viewAll}</span> : null}
        </div>
      ))}
    </div>
  );
}
