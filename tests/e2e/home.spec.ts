import { expect, holdRequests, scrollUntilShown, test } from './fixtures.ts';

test.describe('selection home on the demo host', () => {
  // Every test starts from the seed, whatever an earlier test (or one that failed half-way) left in
  // the reference API: a paused server, a changed frame, an issued coupon.
  test.beforeEach(async ({ request }) => {
    await request.post('/api/mock/selection/reset');
  });

  test('the index lists every scenario and opens the japan food hall @phone', async ({ page, pageErrors }) => {
    await page.goto('/');
    for (const title of ['일본 식품관', '아울렛 패션', '스니커즈'])
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.getByRole('link', { name: /일본 식품관/ }).click();
    const cards = page.locator('selection-home [part="product-grid"] [part="product-card"]');
    await expect(cards).toHaveCount(21);
    await expect(page.getByRole('heading', { name: '일본 식품관', level: 1 })).toBeVisible();
    // Rows of three, at any width.
    const boxes = await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[2]?.y);
    expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
    expect(pageErrors).toEqual([]);
  });

  test('the first screen asks for each thing once, with the loader starting the requests', async ({ page, scenarios }) => {
    const largeId = scenarios['japan-food'];
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.includes('/img/'))
        calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
    });
    // The element's code is held back until its first-screen calls have left: only the loader's
    // head start can send them by then. Without it, they never leave and this test fails.
    const { release: releaseCode } = await holdRequests(page, '**/chunks/selection-home-*.js');
    const headStart = Promise.all([
      page.waitForRequest((request) => request.url().includes(`/large-data/${largeId}`), { timeout: 15_000 }),
      page.waitForRequest((request) => request.url().includes(`/all-list/${largeId}`), { timeout: 15_000 }),
      page.waitForRequest((request) => request.url().includes('/item/get-legacies') && (request.postData() ?? '').includes('"limit":21'), {
        timeout: 15_000,
      }),
    ]);
    await page.goto(`/selection/${largeId}`, { waitUntil: 'commit' });
    await headStart;
    expect(await page.evaluate(() => customElements.get('selection-home'))).toBeUndefined();
    releaseCode();
    await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);
    // The combined-shipping row after the list is asked for once the scroll comes near it.
    expect(calls.filter((call) => call.includes('/bundleable-item-list'))).toEqual([]);
    await scrollUntilShown(page, page.locator('selection-home [part="bundle-slider"]'));
    expect(calls.filter((call) => call.includes('/large-data/'))).toHaveLength(1);
    expect(calls.filter((call) => call.includes('/all-list/'))).toHaveLength(1);
    // The list, the picks and the combined-shipping row: each asked once, none twice.
    expect(calls.filter((call) => call.startsWith('POST /api/item/get-legacies')).length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls).size).toBe(calls.length);
  });

  test('every call carries the common headers, and the token only in Authorization', async ({ page, scenarios }) => {
    await page.goto('/login');
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByLabel('비밀번호').fill('selection1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL('/');
    const seen = page.waitForRequest((request) => request.url().includes('/item/get-legacies'));
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const request = await seen;
    const headers = await request.allHeaders();
    expect(headers.timezone).toBeTruthy();
    expect(Date.parse(headers.device_time ?? '')).not.toBeNaN();
    expect(headers.locale).toBe('ko-KR');
    expect(headers.web_device_id).toMatch(/^[\w-]{8,}$/);
    expect(headers.authorization).toMatch(/^Bearer \S+$/);
    const token = headers.authorization?.slice('Bearer '.length) ?? '';
    expect(request.url()).not.toContain(token);
  });

  test('loading the loader twice throws nothing and defines nothing twice', async ({ page, scenarios, pageErrors }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
    const first = await page.evaluate(() => window.SelectionWidgets);
    // Another URL of the same file is a second module instance: it must see the first and stand down.
    // (addScriptTag resolves on the script's load event, after it has run.)
    await page.addScriptTag({ url: '/dist/selection-widgets.js?again=1', type: 'module' });
    expect(await page.locator('selection-home').count()).toBe(1);
    // The space-keeping stylesheet is adopted once, not once per copy of the loader.
    const reserveSheets = () =>
      page.evaluate(
        () =>
          document.adoptedStyleSheets.filter((sheet) =>
            [...sheet.cssRules].some((rule) => rule.cssText.includes('selection-home:not(:defined)')),
          ).length,
      );
    expect(await reserveSheets()).toBe(1);
    expect(await page.evaluate(() => window.SelectionWidgets?.tags)).toEqual(first?.tags);
    expect(await page.evaluate(() => customElements.get('selection-home') !== undefined)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
