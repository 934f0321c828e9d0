import { expect } from 'chai';
import { itExceptIn, setViewport } from '../../tests/browser/engine.ts';
import { $$, describeHome, openHome } from '../../tests/browser/home.ts';
import type { ScenarioKey } from '../../tests/browser/helpers.ts';

/** The parts of `card` drawn past its sides (by more than half a pixel), named by their class. */
function outside(card: HTMLElement): string[] {
  const box = card.getBoundingClientRect();
  return Array.from(card.querySelectorAll<HTMLElement>('.product-card__link *, .product-card__meta *'))
    .filter((part) => {
      const drawn = part.getBoundingClientRect();
      return drawn.width > 0 && (drawn.left < box.left - 0.5 || drawn.right > box.right + 0.5);
    })
    .map((part) => `${part.className || part.tagName.toLowerCase()} "${part.textContent ?? ''}"`);
}

// WCAG 1.4.10: at 320 CSS px (a page zoomed to 400%, the narrowest phones) the three columns of
// cards are 91 px wide, narrower than a discount beside a price of five or six digits: the price
// goes under the discount.
describeHome('<selection-home> at 320 px', () => {
  after(() => setViewport(800, 600));

  for (const key of ['outlet', 'sneakers'] as const satisfies readonly ScenarioKey[]) {
    itExceptIn(
      'webkit',
      'MiniBrowser’s window is not made so narrow',
      `keeps the ${key} home's prices, names and counts inside their cards, and the page as wide as the view`,
      async () => {
        await setViewport(320, 640);
        const element = await openHome(key);
        const cards = $$(element, '[part="product-grid"] [part="product-card"]');
        expect(cards.length, 'cards').to.be.greaterThan(0);
        expect(cards.flatMap(outside)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth, 'the page’s width').to.be.at.most(innerWidth);
      },
    );
  }
});
