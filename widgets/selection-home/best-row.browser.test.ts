import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { byRole, holdFetches, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';

describeHome('<selection-home> best row (template B)', () => {
  it('ranks the best products from 1', async () => {
    const element = await openHome('outlet');
    const best = await waitFor(() => byRole(element, 'region', home.bestTitle), { message: 'the best row' });
    await waitFor(() => best.querySelector('[data-rank="1"]'), { message: 'the first of the best' });
    expect(best.querySelector('[data-rank="0"]')).to.equal(null);
  });

  it('holds its room while its products are on their way: the product list below does not move when they come', async () => {
    // The best sellers' call (sorted by purchases), not yet in the page's cache, held until the rest
    // of the page is drawn.
    clearQueryCache();
    const held = holdFetches((url, body) => url.includes('/item/get-legacies') && Boolean(body?.includes('"PURCHASE"')));
    try {
      const element = await openHome('outlet');
      const best = await waitFor(() => byRole(element, 'region', home.bestTitle), { message: 'the best row' });
      const grid = await waitFor(() => element.shadowRoot!.querySelector<HTMLElement>('[part="product-grid"] [part~="product-card"]'), {
        message: 'the product list',
      });
      expect(best.getAttribute('aria-busy'), 'the row, busy').to.equal('true');
      const before = grid.getBoundingClientRect().top;
      held.release();
      await waitFor(() => best.querySelector('[data-rank="1"]'), { message: 'the first of the best' });
      expect(grid.getBoundingClientRect().top).to.equal(before);
    } finally {
      held.stop();
    }
  });
});
