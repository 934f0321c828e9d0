import { BROWSER_ARGS } from '../tools/find-browser.mjs';
import { expect, loginAs, test } from './fixtures.ts';

// Playwright turns the back-forward cache off by default; these journeys need the browser's own.
test.use({
  launchOptions: { executablePath: process.env.CHROME_PATH, args: BROWSER_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

test.describe('back and forward through the browser cache', () => {
  test('a page restored from the back-forward cache shows the heart given on another page meanwhile', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    await loginAs(page, 'buyer2@example.com');
    await page.goto(`/selection/${scenarios.outlet}/best`);
    const cards = page.locator('selection-best [part="product-card"]:not([data-booked])');
    await expect(cards.first()).toBeVisible();
    const itemId = (await cards.first().getAttribute('data-item-id')) ?? '';
    const heart = page.locator(`selection-best [part="product-card"][data-item-id="${itemId}"] button[aria-pressed]`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // Still there when we come back only if the browser kept this very page (not a reload).
    await page.evaluate(() => Object.assign(window, { keptInCache: true }));

    await page.goto('/');
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value ?? '';
    const liked = await page.request.post('/api_base/bookmark/add', { data: { itemId }, headers: { Authorization: `Bearer ${token}` } });
    expect(liked.ok()).toBe(true);

    // A restored page fires no load event: wait for the history step only.
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { keptInCache?: boolean }).keptInCache === true);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(pageErrors).toEqual([]);
  });
});
