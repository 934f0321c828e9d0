/**
 * SPEC §5: a second click while a change is on its way is refused with the waiting message of the
 * change in flight — vote, vote cancel, like, like cancel. The server's answer is held at the
 * network edge until the test has clicked again, so the optimistic state (which offers the opposite
 * action) is on screen when the second click lands.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { expect as baseExpect, loginAs, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const BUYER2 = 'buyer2@example.com';

/** Holds the first `method` request whose path contains `path` until `release()`; counts them all. */
async function hold(page: Page, method: string, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  await page.route(
    (url) => url.pathname.includes(path),
    async (route: Route) => {
      if (route.request().method() !== method) return route.fallback();
      seen.push(route.request().url());
      await released;
      await route.fallback();
    },
  );
  return { release, seen };
}

/**
 * Holds the next `method` call to `path`, clicks `button` (the optimistic state shows at once:
 * `aria-pressed` becomes `pressed`) and clicks again while the call is still on its way.
 */
async function clickTwiceWhileHeld(page: Page, button: Locator, method: string, path: string, pressed: boolean) {
  const held = await hold(page, method, path);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', String(pressed));
  await button.click();
  return held;
}

async function openReviewTab(page: Page, largeId: string): Promise<void> {
  await page.goto(`/selection/${largeId}?tab=1`);
  await loginAs(page, BUYER2);
  await expect(page.locator('selection-home [part~="vote-card"]')).toHaveCount(15);
}

const toasts = (page: Page) => page.locator('selection-home [part="toast"]');

test.describe('waiting messages name the action in flight', () => {
  test('a second click during a vote says the vote is on its way; during a cancel, the cancel', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    const card = page
      .locator('selection-home [part="vote-card"]')
      .filter({ has: page.locator('[part="vote-button"][aria-pressed="false"]') })
      .filter({ hasNotText: '9,999+' })
      .first();
    const id = await card.getAttribute('data-vote-id');
    const button = page.locator(`selection-home [data-vote-id="${id}"] [part="vote-button"]`);

    // The optimistic vote shows at once; the button now reads as "cancel" when clicked again.
    const vote = await clickTwiceWhileHeld(page, button, 'POST', '/selection-frame-voted-user', true);
    await expect(toasts(page)).toHaveText(['투표하고 있어요. 잠시만 기다려주세요.']);
    vote.release();
    await expect(toasts(page).filter({ hasText: '투표했어요!' })).toHaveCount(1);
    expect(vote.seen).toHaveLength(1);
    // The vote's waiting message has gone (toasts last 2.5 s), so the cancel's is the only one shown.
    await expect(toasts(page).filter({ hasText: '잠시만 기다려주세요.' })).toHaveCount(0);

    const cancel = await clickTwiceWhileHeld(page, button, 'DELETE', '/selection-frame-voted-user/', false);
    await expect(toasts(page).filter({ hasText: '잠시만 기다려주세요.' })).toHaveText(['투표를 취소하고 있어요. 잠시만 기다려주세요.']);
    cancel.release();
    await expect(toasts(page).filter({ hasText: '투표를 취소했어요.' })).toHaveCount(1);
    expect(cancel.seen).toHaveLength(1);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('a second click during a review-request like says the like is on its way; during an unlike, the unlike', async ({
    page,
    scenarios,
  }) => {
    await openReviewTab(page, scenarios.sneakers);
    await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
    const entry = page
      .locator('selection-home [part~="review-request"]')
      .filter({ hasNot: page.getByText('서준', { exact: true }) })
      .filter({ has: page.locator('[part="request-like"][aria-pressed="false"]') })
      .filter({ hasNotText: '99+' })
      .first();
    const id = await entry.getAttribute('data-request-id');
    const button = page.locator(`selection-home [data-request-id="${id}"] [part="request-like"]`);

    const like = await clickTwiceWhileHeld(page, button, 'POST', '/selection-frame-review-request-like', true);
    await expect(toasts(page)).toHaveText(['좋아요를 누르고 있어요. 잠시만 기다려주세요.']);
    like.release();
    expect(like.seen).toHaveLength(1);
    await expect(toasts(page)).toHaveCount(0);

    const unlike = await clickTwiceWhileHeld(page, button, 'DELETE', '/selection-frame-review-request-like/', false);
    await expect(toasts(page)).toHaveText(['좋아요를 취소하고 있어요. 잠시만 기다려주세요.']);
    unlike.release();
    expect(unlike.seen).toHaveLength(1);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
