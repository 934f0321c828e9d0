/**
 * The stand-ins a home draws while its sections' data is on its way, written one way
 * (section-stand-ins.tsx): inert (out of the accessibility tree, no stop for the Tab key, no target
 * for a tap), and with no part names. On the home's first screen (template B's circles, pick tabs and
 * pick row, or the category tabs, and the product grid) and on the review tab (its nav, the vote grid,
 * the preparing row, the stories, the review requests).
 */
import { expect } from 'chai';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { holdFetches, waitFor } from '../../tests/browser/helpers.ts';
import { $, $$, describeHome, openHome } from '../../tests/browser/home.ts';

/** What holds its room at each place the test opens, by its root. */
const GRID_STAND_IN = '[data-state="loading"] .product-grid';
const REVIEW_STAND_INS = [
  '.review-nav--loading',
  '.vote-card--loading',
  '.preparing-list--stand-in',
  '.stories-stand-in',
  '.review-state__skeleton',
];

/**
 * The element's stand-ins (`selectors`, each found) while their calls are held: every skeleton in
 * the root is inside an inert one, none carries a part name, axe finds nothing, and a tap at a
 * stand-in's middle lands through it, not on it.
 */
async function expectInertStandIns(element: HTMLElement, selectors: readonly string[]): Promise<void> {
  await waitFor(() => selectors.every((selector) => $(element, selector)), { message: `the stand-ins ${selectors.join(', ')}` });
  const skeletons = $$(element, '.skeleton');
  expect(skeletons.length).to.be.greaterThan(0);
  expect(
    skeletons.filter((skeleton) => !skeleton.closest('[inert]')).map((skeleton) => skeleton.className),
    'skeletons outside an inert stand-in',
  ).to.deep.equal([]);
  const root = element.shadowRoot!;
  for (const selector of selectors) {
    const standIn = $(element, selector)!;
    expect(standIn.closest('[inert]'), `${selector} inert`).to.not.equal(null);
    expect(standIn.matches('[part]') || standIn.querySelector('[part]') !== null, `part names in ${selector}`).to.equal(false);
    standIn.scrollIntoView({ block: 'center', inline: 'nearest' });
    const box = standIn.getBoundingClientRect();
    const tapped = root.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2);
    // Through it, on what holds it or lies under it (a sticky stand-in has the page's content under
    // it); in the middle of the view, no sticky bar covers the point.
    expect(tapped, `what a tap on ${selector} lands on`).to.not.equal(null);
    expect(standIn.contains(tapped), `a tap on ${selector} lands on it`).to.equal(false);
  }
  await expectAccessible(element);
}

describeHome('<selection-home> stand-ins while its sections load', () => {
  for (const [key, selectors] of [
    ['outlet', ['.circles--loading', '.pick-tabs--loading', '.scroll-row--stand-in', GRID_STAND_IN]],
    ['japan-food', ['.category-nav--loading', GRID_STAND_IN]],
  ] as const) {
    it(`on a home's first screen (${key}): ${selectors.join(', ')}`, async () => {
      const held = holdFetches((url) => /\/selection-frame-data\/(all-list|is-pick)\/|\/item\/get-legacies/.test(url));
      try {
        const element = await openHome(key, '', { waitForProducts: false });
        await expectInertStandIns(element, selectors);
      } finally {
        held.release();
        held.stop();
      }
    });
  }

  it('on the review tab: its nav, the vote grid, the preparing row, the stories and the review requests', async () => {
    const held = holdFetches((url) => /voteProcess=|\/magazine\/preview-list|\/selection-frame-review-request/.test(url));
    try {
      const element = await openHome('sneakers', '?tab=1', { waitForProducts: false });
      await expectInertStandIns(element, REVIEW_STAND_INS);
    } finally {
      held.release();
      held.stop();
    }
  });
});
