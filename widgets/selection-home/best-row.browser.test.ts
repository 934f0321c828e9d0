import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { messages } from '../../core/messages/index.ts';
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

  it('names its arrows for the best products, not the picks', async () => {
    const element = await openHome('outlet');
    const best = await waitFor(() => byRole(element, 'region', home.bestTitle), { message: 'the best row' });
    await waitFor(() => best.querySelector('[data-rank="1"]'), { message: 'the first of the best' });
    expect(byRole(best, 'button', home.bestNext), 'the next arrow').to.not.equal(null);
    expect(byRole(best, 'button', home.bestPrev), 'the previous arrow').to.not.equal(null);
    expect(byRole(best, 'button', home.picksNext)).to.equal(null);
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

  it('says its call failed in its place, with a retry that brings the row, and tells the host', async () => {
    clearQueryCache();
    const errors: CustomEvent[] = [];
    const heard = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('selection-error', heard);
    const failing = holdFetches((url, body) => url.includes('/item/get-legacies') && Boolean(body?.includes('"PURCHASE"')));
    failing.release(503);
    try {
      const element = await openHome('outlet');
      const best = await waitFor(() => byRole(element, 'region', home.bestTitle), { message: 'the best row' });
      const alert = await waitFor(() => byRole(best, 'alert'), { message: 'the error in the row' });
      expect(alert.textContent).to.include(messages.errors.temporary);
      expect(errors.length, 'a selection-error').to.be.greaterThan(0);
      failing.stop();
      byRole<HTMLButtonElement>(alert, 'button', messages.screens.retry)!.click();
      await waitFor(() => best.querySelector('[data-rank="1"]'), { message: 'the first of the best, after the retry' });
      expect(byRole(best, 'alert')).to.equal(null);
    } finally {
      failing.stop();
      document.removeEventListener('selection-error', heard);
    }
  });
});
