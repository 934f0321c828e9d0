/**
 * SPEC §3: a non-empty pick title enables picks; SPEC §5: invalid parameters are ignored. Edge data
 * comes from the reference API's frame switch; expectations are taken from the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { listedPage, type ListChanges } from './listed.ts';

/** The names of the first `count` products the API lists for `largeId` with `changes`. */
async function firstNames(request: APIRequestContext, largeId: string, changes: ListChanges, count: number): Promise<string[]> {
  const { storeItemList } = await listedPage(request, largeId, changes);
  return storeItemList.slice(0, count).map((item) => item.itemName);
}

test('without a pick title there is no pick slider, and isPick=true shows the normal list with ALL selected', async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  const largeId = scenarios['japan-food'];
  expect((await request.post(`/api/mock/selection/frames/${largeId}`, { data: { pickTitle: '' } })).ok()).toBe(true);
  const normal = await firstNames(request, largeId, { isPick: false }, 3);
  const picks = await firstNames(request, largeId, { isPick: true }, 3);
  expect(picks).not.toEqual(normal);

  await page.goto(`/selection/${largeId}`);
  const home = page.locator('selection-home');
  // Each card is named by its product.
  const cards = home.locator('[part~="product-grid"]').getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(normal[0] ?? '');
  await expect(home.locator('[part~="pick-slider"]')).toHaveCount(0);
  await expect(home.getByRole('tab', { name: /PICK/ })).toHaveCount(0);

  await page.goto(`/selection/${largeId}?isPick=true`);
  await expect(cards.nth(2)).toBeVisible();
  for (const [index, name] of normal.entries()) await expect(cards.nth(index)).toHaveAccessibleName(name);
  await expect(home.getByRole('tab', { name: 'ALL' }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(home.locator('[part~="pick-slider"]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an unknown pick id is ignored: the picks of the selection show @phone', async ({ page, request, scenarios, pageErrors }) => {
  for (const key of ['outlet', 'japan-food'] as const) {
    const largeId = scenarios[key];
    const picks = await firstNames(request, largeId, { isPick: true, sortType: 'RECENT', limit: 4 }, 1);
    await page.goto(`/selection/${largeId}?pick=no-such-pick-category`);
    const slider = page.locator('selection-home [part~="pick-slider"]');
    await expect(slider.getByRole('article').first()).toHaveAccessibleName(picks[0] ?? '');
    await expect(slider.locator('[data-state="list-error"]')).toHaveCount(0);
  }
  expect(pageErrors).toEqual([]);
});
