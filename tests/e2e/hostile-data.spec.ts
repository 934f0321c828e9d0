/**
 * Hostile data everywhere: every user-visible string of every response of the japan-food home, the
 * sneakers review tab and the coupon page carries an OWASP vector, and every URL field an unsafe
 * scheme, put into the real responses at the network edge (for a server-rendered page, by the
 * reference API's hostile mode, since the server makes its first calls itself). Nothing may run on
 * render or on click, and no unsafe URL may reach an `href`, a `selection-navigate` event, the app
 * or `location`; a server-rendered page's embedded data stays one inert block.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, loginAs, scrollUntilShown, test } from './fixtures.ts';
import {
  endHostileMode,
  injectedElementsIn,
  isUnsafeUrl,
  linkAttributesIn,
  PAGE_KINDS,
  pageOfKind,
  poisonAnswers,
  poisonResponses,
  servedDataBlocks,
  watchPage,
  type PoisonCount,
  type Watch,
} from './hostile.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const WIDGETS = 'selection-home, selection-guide, selection-coupon';
/** Enough links to reach every kind a page has (banners, cards, stories, "more" links). */
const MAX_LINK_CLICKS = 40;

/** The server's data blocks still in the widgets' roots: an element takes its own as it is defined. */
const servedBlocksLeft = (page: Page): Promise<number> =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].filter((host) => host.shadowRoot?.querySelector('script[data-selection-served]')).length,
    WIDGETS,
  );

/** What a page shows after the poison: no markup from data, and only web links. */
async function expectRenderedSafely(page: Page, count: PoisonCount): Promise<void> {
  expect(count.texts, 'strings poisoned').toBeGreaterThan(0);
  // A served page is read as its elements have it: the server's data block (one inert script, its
  // own check in expectServedDataSafe) is gone once they are defined, a moment after the page loads.
  await expect.poll(() => servedBlocksLeft(page), { message: 'the served data taken' }).toBe(0);
  expect(await injectedElementsIn(page, WIDGETS), 'elements made from data').toEqual([]);
  expect((await linkAttributesIn(page, WIDGETS)).filter(isUnsafeUrl), 'unsafe link attributes').toEqual([]);
}

/** Clicks every link of the widgets (navigation is cancelled through the event, so the page stays). */
async function clickEveryLink(page: Page): Promise<number> {
  // Each link that leaves the page. A link to this page's own address changes its state in place
  // (a tab, the vote list and back): following it would leave the view under test.
  const here = new URL(page.url()).pathname;
  const links = page.locator('selection-home a, selection-coupon a, selection-guide a');
  let clicked = 0;
  for (const link of await links.all()) {
    if (clicked === MAX_LINK_CLICKS) break;
    const href = await link.getAttribute('href');
    if (href !== null && new URL(href, page.url()).pathname === here) continue;
    await link.dispatchEvent('click');
    clicked += 1;
  }
  return clicked;
}

/**
 * A server-rendered page's HTML, poisoned: the answers it embeds hold the hostile strings (a block
 * closer, a comment opener, U+2028/2029 among them) and still arrive as inert JSON blocks, none ended
 * early or left open, with those characters escaped.
 */
async function expectServedDataSafe(page: Page, path: string): Promise<void> {
  const blocks = await servedDataBlocks(page, path);
  expect(blocks.length, 'data blocks in the HTML').toBeGreaterThan(0);
  const texts = JSON.stringify(blocks.map((block) => block.data));
  for (const hostile of ['</script>', '<!--', '\u2028', '\u2029']) expect(texts, 'the data carries the hostile strings').toContain(hostile);
  for (const { raw } of blocks) {
    expect(raw).not.toMatch(/<\/script|<!--|<script|\u2028|\u2029/i);
  }
}

function expectNothingHappened(watch: Watch, appLog = ''): void {
  expect(watch.pwned, 'a hostile script ran').toBeUndefined();
  expect(watch.dialogs, 'dialogs opened by data').toEqual([]);
  expect(watch.navigations.filter(isUnsafeUrl), 'unsafe URLs in selection-navigate').toEqual([]);
  expect(watch.visited.filter(isUnsafeUrl), 'unsafe URLs the page went to').toEqual([]);
  expect(appLog, 'unsafe URLs sent to the app').not.toMatch(/javascript:|vbscript:|data:text/i);
}

test.afterEach(async ({ page }) => endHostileMode(page));

for (const kind of PAGE_KINDS) {
  test(`japan-food home (${kind}-rendered): poisoned texts and links render as text and lead nowhere unsafe`, async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const watched = await watchPage(page, { cancelNavigation: true });
    const poisoned = await poisonAnswers(page, kind);
    const path = pageOfKind(kind, `/selection/${scenarios['japan-food']}`);
    if (kind === 'server') await expectServedDataSafe(page, path);
    await page.goto(path);
    const home = page.locator('selection-home');
    await expect(home.locator('[part~="product-grid"] li').first()).toBeVisible();
    await expect(home.locator('[part~="pick-slider"] [part~="product-card"]').first()).toBeVisible();
    await scrollUntilShown(page, home.locator('[part~="bundle-slider"] li').first());
    await expect(home.getByRole('tab').nth(1)).toContainText(/__pwned|XSS/);
    await expectRenderedSafely(page, await poisoned());

    for (const banner of await home.locator('[part~="banners"] img').all()) await banner.dispatchEvent('click');
    expect(await clickEveryLink(page)).toBeGreaterThan(10);
    // The category tabs carry poisoned titles too: choosing one asks again with poisoned answers.
    await home.getByRole('tab').nth(2).click();
    await expect(home.locator('[part~="product-grid"] li').first()).toBeVisible();
    await expectRenderedSafely(page, await poisoned());
    expectNothingHappened(await watched());
    expect(new URL(page.url()).protocol).toBe('http:');
    expect(pageErrors).toEqual([]);
  });

  test(`sneakers review tab (${kind}-rendered) in the app web view: poisoned votes, stories and requests stay text, nothing reaches the app`, async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const watched = await watchPage(page, { cancelNavigation: true });
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await loginAs(page, 'buyer2@example.com');
    const poisoned = await poisonAnswers(page, kind);
    const path = pageOfKind(kind, `/selection/${scenarios.sneakers}?tab=1&app=ios&appVersion=26.10.6`);
    if (kind === 'server') await expectServedDataSafe(page, path);
    await page.goto(path);
    const home = page.locator('selection-home');
    await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
    await expect(home.locator('[part~="review-request"]').first()).toContainText(/__pwned|XSS/);
    await expect(home.locator('[part~="story-list"] a').first()).toBeVisible();
    await expectRenderedSafely(page, await poisoned());
    expect((await poisoned()).urls, 'image and story URLs poisoned').toBeGreaterThan(0);

    expect(await clickEveryLink(page)).toBeGreaterThan(3);
    // A vote answers with a poisoned body too.
    await home.locator('[part="vote-button"][aria-pressed="false"]').first().click();
    await expect(page.locator('[part="toast"], [role="alertdialog"]').first()).toBeVisible();
    await expectRenderedSafely(page, await poisoned());
    const log = page.getByRole('list', { name: '앱 메시지 기록' });
    expectNothingHappened(await watched(), (await log.count()) ? ((await log.textContent()) ?? '') : '');
    expect(pageErrors).toEqual([]);
  });
}

test("the first-visit guide: poisoned slide images and banner links name nothing unsafe, in the page's img src either", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const watched = await watchPage(page, { cancelNavigation: true });
  const poisoned = await poisonAnswers(page, 'client');
  for (const largeId of [scenarios['japan-food'], scenarios.sneakers]) {
    await page.goto(`/selection/${largeId}?guides=on`);
    await expect(page.locator('selection-guide [part="guide"]')).toBeVisible();
    await expect(page.locator('selection-guide img').first()).toBeAttached();
    await expectRenderedSafely(page, await poisoned());
  }
  expect((await poisoned()).urls, 'image and link URLs poisoned').toBeGreaterThan(0);
  expectNothingHappened(await watched());
  expect(pageErrors).toEqual([]);
});

test('coupon page: a poisoned claim answer and count stay text', async ({ page, pageErrors, request }) => {
  // From the seed: no coupon issued yet, whatever an earlier test claimed, and the server up.
  await request.post('/api/mock/selection/reset');
  const watched = await watchPage(page, { cancelNavigation: true });
  const count: PoisonCount = { texts: 0, urls: 0 };
  await page.goto('/coupon');
  await loginAs(page, 'buyer1@example.com');
  await poisonResponses(page, count);
  await page.goto('/coupon');
  const coupons = page.locator('selection-coupon');
  await expect(coupons.first().locator('[part~="button"]')).toBeVisible();
  for (const coupon of (await coupons.all()).slice(0, 3)) {
    await coupon.locator('[part~="button"]').click();
    await expect(coupon.locator('[part~="button"][aria-busy="true"]')).toHaveCount(0);
  }
  await expect(page.locator('[part="toast"]').first()).toBeVisible();
  expect(await injectedElementsIn(page, WIDGETS)).toEqual([]);
  expect((await linkAttributesIn(page, WIDGETS)).filter(isUnsafeUrl)).toEqual([]);
  await clickEveryLink(page);
  expectNothingHappened(await watched());
  expect(pageErrors).toEqual([]);
});
