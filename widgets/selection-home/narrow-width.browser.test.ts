import { expect } from 'chai';
import { itExceptIn, setViewport } from '../../tests/browser/engine.ts';
import { $, $$, api, describeHome, openHome } from '../../tests/browser/home.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { resetApi, scenarioId, waitFor, type ScenarioKey } from '../../tests/browser/helpers.ts';

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
      `keeps the ${key} home's prices, names and counts inside their cards, in the list and in the rows, and the page as wide as the view`,
      async () => {
        await setViewport(320, 640);
        const element = await openHome(key);
        const cards = $$(element, '[part="product-grid"] [part="product-card"]');
        expect(cards.length, 'cards').to.be.greaterThan(0);
        expect(cards.flatMap(outside)).to.deep.equal([]);
        // The sliding rows' cards (picks, best, bundle), narrower still: those of their first view.
        const rowCards = await waitFor(
          () => {
            const drawn = $$(element, '.scroll-row__track > li:nth-child(-n + 4) [part="product-card"]');
            return drawn.length > 0 && !$(element, '.scroll-row--stand-in') ? drawn : undefined;
          },
          { message: 'the rows drawn' },
        );
        expect(rowCards.flatMap(outside)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth, 'the page’s width').to.be.at.most(innerWidth);
      },
    );
  }

  itExceptIn(
    'webkit',
    'MiniBrowser’s window is not made so narrow',
    'wraps a long title without spaces beside its share button, both inside the view',
    async () => {
      await setViewport(320, 640);
      const largeId = await scenarioId('outlet');
      clearQueryCache();
      await api(`/api/mock/selection/frames/${largeId}`, { title: '오니츠카타이거멕시코66스니커즈아울렛특가전' });
      try {
        const element = await openHome('outlet');
        const title = await waitFor(() => $(element, 'h1'), { message: 'the title' });
        const share = $(element, '[part="share-button"]')!;
        for (const [name, part] of [
          ['the title', title],
          ['the share button', share],
        ] as const) {
          const box = part.getBoundingClientRect();
          expect(box.left, `${name}'s left`).to.be.at.least(0);
          expect(box.right, `${name}'s right`).to.be.at.most(innerWidth);
        }
        expect(document.documentElement.scrollWidth, 'the page’s width').to.be.at.most(innerWidth);
      } finally {
        clearQueryCache();
        await resetApi();
      }
    },
  );
});
