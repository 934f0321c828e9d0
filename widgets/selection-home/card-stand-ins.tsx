/**
 * The room of a row of cards (`ScrollRow`) on the home while its products are on their way (the pick
 * row, the best row): they come above the product list, which would otherwise move down when they
 * came (in Safari too while scrolled, having no scroll anchoring). The row's `--loading` class
 * keeps it still and without arrows meanwhile (selection-home.css).
 */

/** Stand-ins that fill a row of cards at every width (4 a view on a desktop, 3.5 on a phone). */
export const ROW_STAND_INS = 4;

/**
 * `count` cards' room: each a card's own boxes, empty, its picture a skeleton, as tall as a card with
 * one line of counts. Hidden from screen readers (the row says it is busy).
 */
export function CardStandIns({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden="true">
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
  ));
}
