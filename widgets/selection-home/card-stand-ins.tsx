/**
 * The room of a row of cards on the home while its products are on their way (the pick row, the best
 * row): they come above the product list, which would otherwise move down when they came (in Safari
 * too while scrolled, having no scroll anchoring). A `ScrollRow`'s boxes, still and without arrows,
 * holding stand-ins of its cards; the row is drawn afresh, with its own effects, once they come.
 */

/** Stand-ins that fill a row of cards at every width (4 a view on a desktop, 3.5 on a phone). */
const ROW_STAND_INS = 4;

/**
 * Each stand-in is a card's own boxes, empty, its picture a skeleton: as tall as a card with one line
 * of counts. Hidden from screen readers (the row's section says it is busy).
 */
export function StandInRow() {
  return (
    <div className="scroll-row scroll-row--stand-in" aria-hidden="true">
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
