/**
 * Links from data that are not web pages (`javascript:`, `data:`…) never run, never navigate, never
 * reach a `selection-navigate` event or the app. The hostile values are put into real responses at
 * the network edge; the product is not changed for the test.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const HOSTILE = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '\tjavascript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
];

interface Watch {
  pwned: unknown;
  navigations: string[];
}

/** Records what a hostile link could cause: the script's mark and every announced navigation. */
async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: string[] };
    w.__navigations = [];
    document.addEventListener('selection-navigate', (event) => w.__navigations.push((event as CustomEvent<{ url: string }>).detail.url));
  });
}

const watched = (page: Page): Promise<Watch> =>
  page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __navigations: string[] };
    return { pwned: w.__pwned, navigations: w.__navigations };
  });

/** Every `href` inside the element's shadow root, however deep. */
const hrefsIn = (page: Page, tag: string): Promise<string[]> =>
  page.evaluate((name) => {
    const out: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        const href = element.getAttribute('href');
        if (href !== null) out.push(href);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll(name)) if (host.shadowRoot) walk(host.shadowRoot);
    return out;
  }, tag);

test('banner links that are not web pages render as plain banners and do nothing when clicked', async ({ page, scenarios, pageErrors }) => {
  await watchPage(page);
  await page.route('**/api/selection-frame-data/large-data/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { selectionFrameDataList: { imgList?: { linkUrl?: string }[] }[] };
    let next = 0;
    for (const frame of body.selectionFrameDataList) {
      for (const image of frame.imgList ?? []) image.linkUrl = HOSTILE[next++ % HOSTILE.length];
    }
    await route.fulfill({ response, json: body });
  });
  const home = `/selection/${scenarios['japan-food']}`;
  await page.goto(home);
  const banners = page.locator('selection-home .banners img');
  await expect(banners.first()).toBeVisible();
  expect(await banners.count()).toBeGreaterThan(1);

  // Shown as content, not as links.
  await expect(page.locator('selection-home .banners').getByRole('link')).toHaveCount(0);
  const hrefs = await hrefsIn(page, 'selection-home');
  expect(hrefs.filter((href) => !/^(https?:|\/|\?|#)/i.test(href.trim()))).toEqual([]);

  for (const banner of await banners.all()) {
    await banner.click();
  }
  expect(await watched(page)).toEqual({ pwned: undefined, navigations: [] });
  expect(new URL(page.url()).pathname).toBe(home);
  expect(pageErrors).toEqual([]);
});

test('in the app web view, a guide link that is not a web page is neither opened nor sent to the app', async ({ page, scenarios }) => {
  await watchPage(page);
  await page.route('**/api/selection-frame-first-enterance-guide**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { guide: { webUrl?: string } | null };
    if (body.guide) body.guide.webUrl = HOSTILE[0];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/selection/${scenarios.sneakers}?guides=on&app=ios&appVersion=26.10.6`);
  const guide = page.locator('selection-guide [part="guide"]');
  await expect(guide).toBeVisible();
  await expect(page.locator('selection-guide').getByRole('link')).toHaveCount(0);
  await page.locator('selection-guide .guide__banner').click();
  const log = page.getByRole('list', { name: '앱 메시지 기록' });
  await expect(log).toBeVisible();
  await expect(log).not.toContainText('open-deep-link');
  expect(await watched(page)).toEqual({ pwned: undefined, navigations: [] });
});
