/**
 * Links from data that are not web pages (`javascript:`, `data:`…) never run, never navigate, never
 * reach a `selection-navigate` event or the app. The hostile values are put into real responses at
 * the network edge, or by the reference API's hostile mode for a server-rendered page; the product
 * is not changed for the test.
 */
import { expect, test } from './fixtures.ts';
import { endHostileMode, HOSTILE_URLS as HOSTILE, linkAttributesIn, PAGE_KINDS, pageOfKind, poisonAnswers, watchPage } from './hostile.ts';

test.afterEach(async ({ page }) => endHostileMode(page));

for (const kind of PAGE_KINDS) {
  test(`banner links that are not web pages render as plain banners and do nothing when clicked (${kind}-rendered)`, async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const watched = await watchPage(page);
    // The server fetches the banners itself: for its page, every URL of every answer is unsafe (the API's hostile mode).
    const poisoned = kind === 'server' ? await poisonAnswers(page, kind) : undefined;
    if (kind === 'client') {
      await page.route('**/api/selection-frame-data/large-data/**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as {
          selectionFrameDataList: { imgList?: { linkUrl?: string }[]; webUrls?: { url: string }[] }[];
        };
        let next = 0;
        for (const frame of body.selectionFrameDataList) {
          for (const image of frame.imgList ?? []) image.linkUrl = HOSTILE[next++ % HOSTILE.length];
          for (const link of frame.webUrls ?? []) link.url = HOSTILE[next++ % HOSTILE.length]!;
        }
        await route.fulfill({ response, json: body });
      });
    }
    const home = pageOfKind(kind, `/selection/${scenarios['japan-food']}`);
    await page.goto(home);
    const carousel = page.locator('selection-home [part="banners"]');
    const banners = carousel.getByRole('img');
    await expect(banners.first()).toBeVisible();
    expect(await banners.count()).toBeGreaterThan(1);
    if (poisoned) expect((await poisoned()).urls, 'URLs poisoned').toBeGreaterThan(0);

    // Shown as content, not as links.
    await expect(carousel.getByRole('link')).toHaveCount(0);
    const hrefs = await linkAttributesIn(page, 'selection-home');
    expect(hrefs.filter((href) => !/^(https?:|\/|\?|#)/i.test(href.trim()))).toEqual([]);

    for (const banner of await banners.all()) {
      await banner.click();
    }
    expect(await watched()).toMatchObject({ pwned: undefined, navigations: [], dialogs: [] });
    expect(new URL(page.url()).pathname).toBe(home);
    expect(pageErrors).toEqual([]);
  });
}

test('in the app web view, a guide link that is not a web page is neither opened nor sent to the app', async ({ page, scenarios }) => {
  const watched = await watchPage(page);
  let title = '';
  await page.route('**/api/selection-frame-first-enterance-guide**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { guide: { webUrl?: string; slides: { title?: string }[] } | null };
    if (body.guide) body.guide.webUrl = HOSTILE[0];
    title = body.guide?.slides[0]?.title ?? '';
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/selection/${scenarios.sneakers}?guides=on&app=ios&appVersion=26.10.6`);
  const guide = page.locator('selection-guide [part="guide"]');
  await expect(guide).toBeVisible();
  await expect(page.locator('selection-guide').getByRole('link')).toHaveCount(0);
  // The banner, shown without its link: a click on what it says.
  expect(title).not.toBe('');
  await guide.getByText(title, { exact: true }).click();
  const log = page.getByRole('list', { name: '앱 메시지 기록' });
  await expect(log).toBeVisible();
  await expect(log).not.toContainText('open-deep-link');
  expect(await watched()).toMatchObject({ pwned: undefined, navigations: [], dialogs: [] });
});
