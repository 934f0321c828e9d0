/**
 * The iOS app's web view, simulated in WebKit: the demo host's app mode injects the native handler
 * `window.webkit.messageHandlers.selectionApp` before the widgets start (as WKWebView's user script
 * at document start does) and names the app in the user agent the widgets read. The app's own side
 * of the login is done as an app does it: its native login gives a token, which it sets as the
 * `access_token` cookie, then it posts `login` to the page (WKWebView's `evaluateJavaScript`).
 */
import assert from 'node:assert/strict';
import type { Shopper } from '../shopper.ts';
import { BUYER1, PASSWORD, type Journey } from '../support.ts';
import { toOutletCouponSlide } from './guide-csp.ts';

const appLog = (shopper: Shopper) => shopper.getByRole('list', { name: '앱 메시지 기록' });
const guideOf = (shopper: Shopper) => shopper.locator('selection-guide').locator('[part="guide"]');

/** The messages the page sent through the iOS handler (the demo app keeps them, in order). */
const sentToApp = (shopper: Shopper) =>
  shopper.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('demo-host:app-log') ?? '[]') as { direction: string; message: Record<string, unknown> }[])
      .filter((entry) => entry.direction === 'to-app')
      .map((entry) => entry.message),
  );

export async function appLoginHandOff({ shopper, scenarios }: Journey): Promise<void> {
  const path = `/selection/${scenarios.outlet}`;
  const search = '?guides=on&app=ios&appVersion=26.10.6';
  await shopper.goto(`${path}${search}`);
  await shopper.getByRole('heading', { name: '앱 웹뷰 시뮬레이션 · iOS 26.10.6' }).toBeVisible();
  assert.equal(
    await shopper.evaluate(
      () =>
        typeof (window as { webkit?: { messageHandlers?: Record<string, { postMessage?: unknown }> } }).webkit?.messageHandlers
          ?.selectionApp?.postMessage,
    ),
    'function',
    'the app injected its iOS handler',
  );
  // In the app the guide is full screen, at either width.
  await guideOf(shopper).toHaveAttribute('data-layout', 'fullscreen');
  const viewport = await shopper.evaluate(() => innerWidth);
  await shopper.until(
    async () => Math.round((await guideOf(shopper).box())?.width ?? 0) === viewport,
    () => 'the guide to be as wide as the view',
  );
  // Its view went to the app's tracker through the handler.
  await shopper.until(
    async () => (await sentToApp(shopper)).some((message) => message.type === 'track' && message.event === 'selection_guide_view'),
    () => 'the guide view to be tracked through the iOS handler',
  );

  // Signed out, the coupon asks the app to open its login, with the way back; no web login follows.
  const coupon = await toOutletCouponSlide(shopper);
  await coupon.click();
  await appLog(shopper).toContainText('"type":"open-login"');
  const openLogin = (await sentToApp(shopper)).find((message) => message.type === 'open-login');
  assert.deepEqual(openLogin, { source: 'selection-widgets', type: 'open-login', returnUrl: `${path}${search}` });
  await guideOf(shopper).toBeVisible();

  // The app signs the buyer in natively, sets the token cookie and tells the page.
  const answer = await shopper.api<{ user: { auth: { access_token: string } } }>('/api_base/auth/app/login', {
    email: BUYER1,
    password: PASSWORD,
  });
  await shopper.browser.setCookies({ name: 'access_token', value: answer.user.auth.access_token, path: '/' });
  await shopper.evaluate(() => window.postMessage({ source: 'selection-app', type: 'login', status: 'success' }, location.origin));

  // The claim goes on by itself: issued, the app told, the guide done.
  await shopper.locator('selection-guide').locator('[part="toast"]').toHaveText('쿠폰이 발급되었어요.');
  await shopper.until(
    async () => (await sentToApp(shopper)).some((message) => message.type === 'coupon-issued' && message.couponCode === 'OUTLET-WELCOME'),
    () => 'coupon-issued to reach the app through the iOS handler',
  );
  await guideOf(shopper).toHaveCount(0);
  const here = await shopper.url();
  assert.equal(`${here.pathname}${here.search}`, `${path}${search}`, 'still on the page: the app logged in, not the web');
  // The coupon is the app's buyer's: the coupon page, signed in by the app's cookie, counts it.
  await shopper.goto('/coupon');
  await shopper.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon').getByText('보유 쿠폰 1장').toBeVisible();
}
