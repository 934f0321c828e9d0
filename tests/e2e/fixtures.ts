import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

/** What `selection-widgets/api` exports, as a host page imports it (the built `dist/api.js`). */
type ApiModule = typeof import('../../core/api/public.ts');

declare global {
  interface Window {
    /** Set by `loadApiModule`. */
    selectionApi?: ApiModule;
  }
}

/**
 * Imports the package's `selection-widgets/api` into the page, as a host's own script does, and
 * leaves it at `window.selectionApi` for the test's `page.evaluate` calls.
 */
export async function loadApiModule(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.selectionApi = (await import(/* @vite-ignore */ `${location.origin}/dist/api.js`)) as ApiModule;
  });
}

export type ScenarioKey =
  'japan-food' | 'outlet' | 'sneakers' | 'no-frames' | 'no-template-name' | 'unknown-template' | 'small3-node' | 'malformed' | 'picks-only';

interface Fixtures {
  scenarios: Record<ScenarioKey, string>;
  /** Page errors seen during the test; a test fails if any happened. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // The first-visit guide would cover what other journeys click; guide tests ask for ?guides=on.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('demo-host:guides')) sessionStorage.setItem('demo-host:guides', 'off');
    });
    await use(page);
  },
  scenarios: async ({ request }, use) => {
    await request.post('/api/mock/selection/reset');
    const response = await request.get('/api/mock/selection/scenarios');
    await use((await response.json()) as Record<ScenarioKey, string>);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/** The entries that stand in `list` more than once (a call made twice, a file downloaded twice). */
export const repeated = (list: string[]): string[] => list.filter((entry, index) => list.indexOf(entry) !== index);

export async function loginAs(page: Page, email: string, password = 'selection1234'): Promise<void> {
  const from = new URL(page.url()).pathname === '/' ? '/' : `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  await page.goto(`/login?from=${encodeURIComponent(from)}`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  // The login page goes back to `from` by itself: wait for it, so the next goto does not race it.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Scrolls down the page as a person does, a screen or so at a time, until `target` is shown: the
 * page grows as its lists load more, and a part far down (the combined-shipping row) is asked for
 * only once the scroll comes near it.
 */
export async function scrollUntilShown(page: Page, target: Locator, { turns = 40 } = {}): Promise<void> {
  for (let turn = 0; turn < turns; turn += 1) {
    if (await target.isVisible()) return;
    await page.mouse.wheel(0, 1200);
    await target.waitFor({ state: 'visible', timeout: 500 }).catch(() => undefined);
  }
  await expect(target, `shown after scrolling down ${turns} times`).toBeVisible();
}

/** Makes the built chunk `name` fail to download (the connection reset) until `recover()`. */
export async function failChunk(page: Page, name: string): Promise<{ recover: () => void }> {
  let failing = true;
  await page.route(`**/dist/chunks/${name}-*.js`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
  return { recover: () => void (failing = false) };
}

/** Requests a test holds (`holdRequests`): `asked` settles when the first is made, `release` lets them all go on. */
export interface HeldRequests {
  asked: Promise<void>;
  release: () => void;
}

/**
 * Holds each request to `url` (a glob or a pattern, as `page.route` takes it) that `holds` picks,
 * every one by default, until `release()`; the others go through. What a page shows while a call, a
 * chunk or a script is on its way.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  holds: (request: Request) => boolean = () => true,
): Promise<HeldRequests> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let onAsked = (): void => undefined;
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  await page.route(url, async (route) => {
    if (holds(route.request())) {
      onAsked();
      await released;
    }
    // The page may have gone meanwhile (the test is over): nothing is left to answer.
    await route.continue().catch(() => undefined);
  });
  return { asked, release };
}

/**
 * `holdRequests` for the product-list calls (`POST /api/item/get-legacies`) whose body `holds` picks.
 * A view's state while its call is on its way.
 */
export const holdListCalls = (page: Page, holds: (body: Record<string, unknown>) => boolean): Promise<HeldRequests> =>
  holdRequests(page, '**/api/item/get-legacies', (request) => holds(request.postDataJSON() as Record<string, unknown>));
