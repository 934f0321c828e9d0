/**
 * SPEC §9 "header height 48": both sticky navs — the discovery category tabs and the review tab's
 * section nav — stay visible below the host's header once the page scrolls, at one offset a host
 * sets with `--selection-sticky-top`.
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const categoryNav = (page: Page) => page.locator('selection-home [part="category-nav"]');
const reviewNav = (page: Page) => page.locator('selection-home [part="review-nav"]');

/** Scrolls well past the nav's place in the page and waits until the nav has come to rest at `top`. */
async function expectStuckAt(page: Page, nav: Locator, top: number): Promise<void> {
  await expect(nav).toBeVisible();
  const start = (await nav.boundingBox())?.y ?? 0;
  await page.evaluate((by) => window.scrollTo(0, by), start + 600);
  await expect.poll(async () => (await nav.boundingBox())?.y, { message: 'the nav sticks' }).toBe(top);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(start);
  // Nothing of the host covers it: the topmost element at its middle is the nav itself.
  const box = (await nav.boundingBox())!;
  const onTop = await nav.evaluate(
    (element, [x, y]) => {
      const hit = (element.getRootNode() as ShadowRoot).elementFromPoint(x!, y!);
      return hit !== null && element.contains(hit);
    },
    [box.x + Math.min(40, box.width / 2), box.y + box.height / 2],
  );
  expect(onTop, 'the nav is not under the header').toBe(true);
}

test.describe('sticky navs below the host header', () => {
  test('the review tab’s section nav sticks below the 48 px header, like the category tabs @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}`);
    await expect(page.getByRole('banner')).toHaveCSS('height', '48px');
    await expect(page.locator('selection-home [part~="product-card"]').first()).toBeVisible();
    await expectStuckAt(page, categoryNav(page), 48);

    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
    await expectStuckAt(page, reviewNav(page), 48);
  });

  test('a host with another header height sets one custom property for both navs', async ({ page, scenarios }) => {
    const header = async () => {
      // The host's own header, taller, and the one property that tells the widgets so.
      await page.addStyleTag({ content: ':root { --selection-sticky-top: 72px; } body > header { height: 72px; }' });
    };
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await header();
    await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
    await expectStuckAt(page, reviewNav(page), 72);

    await page.goto(`/selection/${scenarios.sneakers}`);
    await header();
    await expect(page.locator('selection-home [part~="product-card"]').first()).toBeVisible();
    await expectStuckAt(page, categoryNav(page), 72);
  });

  test('on a page laid out edge to edge, the header and both navs stay below the status bar (Chromium only: safe-area insets are set through its DevTools protocol) @phone-only', async ({
    page,
    scenarios,
  }) => {
    const statusBar = 59;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: statusBar, bottom: 34, left: 0, right: 0 } });
    await page.goto(`/selection/${scenarios.sneakers}`);
    // The demo pages ask for it, as a host page opened edge to edge in an app does.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
    expect((await page.getByRole('link', { name: 'selection-widgets' }).boundingBox())?.y).toBeGreaterThanOrEqual(statusBar);
    await expect(page.locator('selection-home [part~="product-card"]').first()).toBeVisible();
    await expectStuckAt(page, categoryNav(page), 48 + statusBar);

    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
    await expectStuckAt(page, reviewNav(page), 48 + statusBar);
  });
});
