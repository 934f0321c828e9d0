/**
 * Stand-ins for the home's sections that wait for their data (the category tree; a row's products),
 * in the same boxes as the sections themselves: when the data arrives the real section takes the
 * same room, so nothing below moves (in Safari too while scrolled, having no scroll anchoring).
 *
 * Every section's stand-in is written one way (these, the review tab's `VoteGridStandIn`,
 * `PreparingStandIn` and `StoriesStandIn`, a list's grid cells): named `…StandIn`, drawn in the real
 * content's own class names, empty, each picture a skeleton, with no `part` names (a host's theme of
 * a part would make the real content larger than its stand-in), and `inert`: hidden from assistive
 * technology, and neither a stop for the Tab key (a row that scrolls would be one) nor a target for
 * a tap. The section around it says it is busy; the real content brings the names.
 */
import { homeMessages as home } from '../../core/messages/home.ts';
import { CIRCLES_DRAWN } from './child-circles.tsx';

/** Template B's circles, as many as the circles draw (the stylesheet shows a phone's first 8 of them). */
export function CirclesStandIn() {
  return (
    <div className="circles circles--loading" inert>
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
export function CategoryNavStandIn({ rows }: { rows: 1 | 2 }) {
  return (
    <div className="category-nav category-nav--loading" inert>
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

/** Stand-ins that fill a row of cards at every width (4 a view on a desktop, 3.5 on a phone). */
const ROW_STAND_INS = 4;

/**
 * A row of cards (the pick row, the best row) while its products are on their way: a `ScrollRow`'s
 * boxes, still and without arrows, each item a card's own boxes, empty, its picture a skeleton (as
 * tall as a card with one line of counts). The row is drawn afresh, with its effects, once they come;
 * its section says it is busy.
 */
export function RowStandIn() {
  return (
    <div className="scroll-row scroll-row--stand-in" inert>
      <ul className="scroll-row__track">
        {Array.from({ length: ROW_STAND_INS }, (_, index) => (
          <li key={index}>
            <div className="product-card">
              <span className="product-card__media skeleton" />
              <span className="product-card__brand" />
              <span className="product-card__link">
                <span className="product-card__name" />
                <span className="product-card__price">&nbsp;</span>
              </span>
              <span className="product-card__meta">&nbsp;</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
