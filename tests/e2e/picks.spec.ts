/**
 * SPEC §3: a non-empty pick title enables picks; SPEC §5: invalid parameters are ignored. Edge data
 * comes from the reference API's frame switch; expectations are taken from the API.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, holdListCalls, test } from './fixtures.ts';
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

test('another pick tab keeps the picks shown, busy, until its own are in, then shows its own from its first page', async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  const largeId = scenarios.outlet;
  const asked: string[] = [];
  await page.goto(`/selection/${largeId}`);
  const home = page.locator('selection-home');
  const picks = home.locator('[part="pick-slider"]');
  const cards = picks.locator('[part="product-card"]');
  // A desktop row of 4 shows its end at once, so the slider's second page comes too.
  await expect.poll(() => cards.count()).toBeGreaterThan(4);
  const { release } = await holdListCalls(page, (body) => {
    const tab = body.isPick === true && body.selectionFrameDataId !== largeId;
    if (tab) asked.push(String(body.selectionFrameDataId));
    return tab;
  });
  await home.locator('[part~="pick-tab"]').nth(2).click();
  await expect(picks).toHaveAttribute('aria-busy', 'true');
  // The first page's picks stay while the tab's own are asked for; the later page goes.
  await expect(cards).toHaveCount(4);
  await expect(home.locator('.pick-slider--loading')).toHaveCount(0);
  release();
  await expect(picks).not.toHaveAttribute('aria-busy');
  const [tab] = asked;
  expect(tab).toBeDefined();
  const own = await firstNames(request, tab ?? '', { isPick: true, sortType: 'RECENT', limit: 4 }, 4);
  // Only the tab's own picks, in its order: none of the last tab's are left beside them.
  // (This tab of the seed holds fewer picks than a page.)
  expect(own.length).toBeGreaterThan(0);
  expect(own.length).toBeLessThan(4);
  await expect(picks.getByRole('article')).toHaveCount(own.length);
  for (const [index, name] of own.entries()) await expect(picks.getByRole('article').nth(index)).toHaveAccessibleName(name);
  expect(pageErrors).toEqual([]);
});
