/** What the WebKit journeys share: a clean start, the seed's scenarios, signing in, the widths. */
import assert from 'node:assert/strict';
import type { Shopper } from './shopper.ts';

export type ScenarioKey = 'japan-food' | 'outlet' | 'sneakers';

export interface Width {
  name: 'phone' | 'desktop';
  /** The window asked for; MiniBrowser's toolbar keeps its window at least 447 px wide. */
  window: { width: number; height: number };
}

export const WIDTHS: Width[] = [
  { name: 'phone', window: { width: 412, height: 915 } },
  { name: 'desktop', window: { width: 1280, height: 900 } },
];

/** The widgets' one breakpoint (the CSS's `min-width: 768px`). */
export const DESKTOP_MIN_WIDTH = 768;

export interface Journey {
  shopper: Shopper;
  scenarios: Record<ScenarioKey, string>;
  width: Width['name'];
}

export const PASSWORD = 'selection1234';
export const BUYER1 = 'buyer1@example.com';
export const BUYER2 = 'buyer2@example.com';

/**
 * A new visitor: the reference API back at its seed, no cookies, no storage. Guides are left out
 * (as the Chromium journeys do) unless a journey asks for them with `?guides=on`.
 */
export async function freshVisitor(shopper: Shopper): Promise<void> {
  await shopper.api('/api/mock/selection/reset', {});
  // Storage is per origin: clear it from a page of the demo host (a small JSON one).
  await shopper.goto('/api/mock/selection/scenarios');
  await shopper.browser.deleteAllCookies();
  await shopper.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem('demo-host:guides', 'off');
  });
}

/** Signs in on the demo's login page and waits until it has gone back to where the person was. */
export async function signIn(shopper: Shopper, email: string): Promise<void> {
  await shopper.getByLabel('이메일').fill(email);
  await shopper.getByLabel('비밀번호').fill(PASSWORD);
  await shopper.getByRole('button', { name: '로그인', exact: true }).click();
  await shopper.waitForUrl((url) => url.pathname !== '/login', 'to leave the login page');
}

/** Goes to the login page with the current page as `from`, signs in and comes back. */
export async function loginAs(shopper: Shopper, email: string): Promise<void> {
  const here = await shopper.url();
  const from = here.pathname.startsWith('/api/') ? '/' : `${here.pathname}${here.search}`;
  await shopper.goto(`/login?from=${encodeURIComponent(from)}`);
  await signIn(shopper, email);
}

/** Asserts the page reported no uncaught error or rejection since the visitor started. */
export async function expectNoPageErrors(shopper: Shopper): Promise<void> {
  assert.deepEqual(await shopper.pageErrors(), [], 'uncaught errors on the page');
}
