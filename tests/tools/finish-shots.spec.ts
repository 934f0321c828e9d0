/** The states of the finish items, one picture each per width, for the note (see finish-shots.config.ts). */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { settled } from '../e2e/settled.ts';

const DIR = `docs/finish/${process.env.SHOTS_DIR ?? 'after'}`;
test.describe.configure({ timeout: 60_000 });

const home = (page: Page) => page.locator('selection-home');
const shoot = async (page: Page, name: string) => {
  // A picture for the note: take it even if an image is slow.
  await settled(page, { timeout: 5000 }).catch(() => undefined);
  await page.screenshot({ path: `${DIR}/${name}-${test.info().project.name}.png`, scale: 'css', animations: 'disabled', caret: 'hide' });
};

test('home top: banners, category row, picks (items 1, 6, 10)', async ({ page, scenarios }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/selection/${scenarios['japan-food']}`);
  await expect(home(page).locator('[part~="pick-slider"] [part~="product-card"]').first()).toBeVisible();
  await shoot(page, 'home-top');
});

test('pick slider after its next arrow (item 1)', async ({ page, scenarios }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const slider = home(page).locator('[part~="pick-slider"]');
  await expect(slider.locator('[part~="product-card"]').first()).toBeVisible();
  await slider.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const next = slider.locator('.scroll-row__button--next');
  if (await next.isVisible()) await next.click();
  await shoot(page, 'picks');
});

test('home list: controls, cards, a sold-out card (items 3, 4, 11)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const soldOut = home(page).locator('[part~="product-list"] [data-sold-out], .product-grid [data-sold-out]').first();
  await expect(soldOut).toBeVisible({ timeout: 15_000 });
  await soldOut.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await shoot(page, 'home-list');
});

test('search results (item 7)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios['japan-food']}?searchText=${encodeURIComponent('라멘')}`);
  await expect(home(page).locator('[part~="product-card"]').first()).toBeVisible();
  await shoot(page, 'search');
});

test('fallback screen (item 8)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios['unknown-template']}`);
  await expect(home(page).getByText('준비되지 않은 템플릿')).toBeVisible();
  await shoot(page, 'fallback');
});

test('review tab when its calls fail (item 8)', async ({ page, scenarios }) => {
  await page.route(/selection-frame-(vote|review-request|voted-user)|magazine/, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
  await expect(home(page).getByRole('button', { name: '다시 시도' }).first()).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'review-error');
});

test('review preparing progress (item 9)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
  const card = home(page).locator('[part~="preparing-card"]').first();
  await expect(card).toBeVisible();
  await card.evaluate((element) => element.closest('section')?.scrollIntoView({ block: 'start' }));
  await shoot(page, 'review-preparing');
});

test('review request form (items 12, 13 nav)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
  const input = home(page).locator('[part~="request-input"]');
  await expect(home(page).locator('[part~="review-request"]').first()).toBeVisible();
  await input.evaluate((element) => element.closest('section')?.scrollIntoView({ block: 'start' }));
  await shoot(page, 'review-request');
});

test('line chooser open (item 13)', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios.sneakers}`);
  await expect(home(page).locator('[part~="product-card"]').first()).toBeVisible();
  await home(page).locator('.category-nav__row--1 [role="tab"]:not([data-frame-id="all"]):not([data-frame-id="pick"])').first().click();
  const open = home(page).locator('[part~="line-chooser-open"]').first();
  await expect(open).toBeVisible();
  await open.click();
  await expect(home(page).locator('dialog[open]')).toBeVisible();
  await shoot(page, 'line-chooser');
});
