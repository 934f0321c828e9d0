/**
 * Embedding as real sites do: a shop page on its own origin loads the loader from a CDN origin with
 * a cache-busting query and calls the API on a third origin (demo-host/embedding.ts). However the
 * configuration arrives, every request is made once, to the configured API, and links follow the
 * shop's patterns.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, failChunk, holdRequests, loadApiModule, repeated, test } from './fixtures.ts';

const port = Number(process.env.E2E_PORT ?? 4179);
const API = `http://localhost:${port}`;
const CDN = `http://127.0.0.1:${port + 1}`;
const SHOP = `http://127.0.0.1:${port + 2}`;

/** A demo buyer's access token, from the API's sign-in (as a host's own login would hand it over). */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api_base/auth/app/login', { data: { email, password: 'selection1234' } });
  return ((await login.json()) as { user: { auth: { access_token: string } } }).user.auth.access_token;
}

/** Every request the page makes, as `METHOD url body`. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return seen;
}

/** The calls to the API (pictures aside): more than the frames, each once, all to the configured API. */
function expectConfiguredCalls(requests: string[]): void {
  const apiCalls = requests.filter((entry) => /\/api(_base)?\//.test(entry) && !entry.includes('/mock/selection/img/'));
  expect(apiCalls.length).toBeGreaterThan(2);
  expect(
    apiCalls.filter((entry) => !entry.startsWith(`GET ${API}/`) && !entry.startsWith(`POST ${API}/`)),
    'every call goes to the configured API',
  ).toEqual([]);
  expect(repeated(apiCalls), 'no call is made twice').toEqual([]);
}

for (const config of ['global', 'script', 'after'] as const) {
  test(`a shop on another origin, configured ${config === 'global' ? 'before the loader' : config === 'script' ? 'on the script tag' : 'after the loader'}, with a cache-busted loader URL`, async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const requests = recordRequests(page);
    await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=${config}&v=7`);
    const firstCard = page.locator('selection-home [part="product-grid"] [part="product-card"]').first();
    await expect(firstCard).toBeVisible();
    // Links follow the shop's item URL pattern, given on the page.
    await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', /^\/goods\//);
    // Images come from the API's origin and load on the shop's.
    const image = firstCard.locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const loaderLoads = requests.filter((entry) => entry.includes('/selection-widgets.js'));
    expect(loaderLoads, 'the loader is downloaded once').toHaveLength(1);
    expectConfiguredCalls(requests);
    const chunks = requests.filter((entry) => entry.includes('/dist/chunks/'));
    expect(chunks.every((entry) => entry.startsWith(`GET ${CDN}/dist/chunks/`))).toBe(true);
    expect(repeated(chunks), 'no chunk is downloaded twice').toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('an option of the wrong type before the loader is left out and named on the console; the others apply and the page works', async ({
  page,
  scenarios,
  pageErrors,
}) => {
  // The shop's object as a host might write it, with the header's height in CSS units.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'SelectionWidgetsConfig', {
      configurable: true,
      set(config: object) {
        Object.defineProperty(window, 'SelectionWidgetsConfig', { value: { ...config, stickyTop: '56px' }, writable: true });
      },
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requests = recordRequests(page);
  await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=global`);
  const firstCard = page.locator('selection-home [part="product-grid"] [part="product-card"]').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', /^\/goods\//);
  expectConfiguredCalls(requests);
  expect(warnings.filter((text) => text.includes('SW013'))).toEqual([
    '[selection-widgets] SW013: SelectionWidgetsConfig.stickyTop must be a number of at least 0; left as it was',
  ]);
  // The loader ran on: the host's API is there, and the option left out is unset (the custom
  // property decides where the navs stick).
  expect(await page.evaluate(() => typeof window.SelectionWidgets?.configure)).toBe('function');
  expect(
    await page.locator('selection-home').evaluate((element: HTMLElement) => element.style.getPropertyValue('--selection-sticky-top')),
  ).toBe('');
  expect(pageErrors).toEqual([]);
});

test("an option of the wrong type on the loader's tag is named as the tag has it; the others apply", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const url = `${SHOP}/selection/${scenarios['japan-food']}?config=script`;
  // The shop's tag as a host might write it, with the header's height in CSS units (set as the
  // parser adds the tag, before the module runs).
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLScriptElement && node.dataset.apiBase) node.dataset.stickyTop = '56px';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requests = recordRequests(page);
  await page.goto(url);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  expectConfiguredCalls(requests);
  expect(warnings.filter((text) => text.includes('SW013'))).toEqual([
    "[selection-widgets] SW013: data-sticky-top on the loader's tag must be a number of at least 0; left as it was",
  ]);
  expect(pageErrors).toEqual([]);
});

test("a refused apiBase before the loader does not count as said: the first calls wait for the host's later configure() and go where it says", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  await page.addInitScript(() => {
    (window as { SelectionWidgetsConfig?: object }).SelectionWidgetsConfig = { apiBase: 42 };
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const requests = recordRequests(page);
  await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=after`);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  // Counted as said, the head starts would have left at boot for the shop's own /api.
  expectConfiguredCalls(requests);
  expect(warnings.filter((text) => text.includes('SW013'))).toEqual([
    '[selection-widgets] SW013: SelectionWidgetsConfig.apiBase must be a string; left as it was',
  ]);
  expect(pageErrors).toEqual([]);
});

test('configured on the script tag of an address that redirects (a CDN\'s "latest"): the settings are read from that tag', async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const requests = recordRequests(page);
  await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=script&loader=latest`);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  expect(
    requests.filter((entry) => entry.includes('/latest/selection-widgets.js')),
    'the loader by its unversioned address',
  ).toHaveLength(1);
  expectConfiguredCalls(requests);
  expect(pageErrors).toEqual([]);
});

test('the loader included twice, a bare copy first: the settings on the other tag apply, whichever copy starts the page', async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const requests = recordRequests(page);
  await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=script&v=7&twice=6`);
  const firstCard = page.locator('selection-home [part="product-grid"] [part="product-card"]').first();
  await expect(firstCard).toBeVisible();
  // Both copies came (the bare one is first in the page, so it runs first).
  expect(
    requests
      .filter((entry) => entry.includes('/selection-widgets.js'))
      .map((entry) => new URL(entry.split(' ')[1] ?? '').search)
      .sort(),
  ).toEqual(['?v=6', '?v=7']);
  // The item URL pattern of the tag with settings.
  await expect(firstCard.getByRole('link').first()).toHaveAttribute('href', /^\/goods\//);
  expectConfiguredCalls(requests);
  expect(pageErrors).toEqual([]);
});

test("configured in a script that comes after the elements' code: the code is on its way at once, and the element waits for the configuration before it draws or asks for anything", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const requests = recordRequests(page);
  // The shop's configuration script is held until the home's code has arrived and run.
  const { release } = await holdRequests(page, `${SHOP}/shop-config.js`);
  const homeCode = page.waitForRequest((request) => /\/dist\/chunks\/selection-home-[^/]+\.js$/.test(request.url()));
  await page.goto(`${SHOP}/selection/${scenarios['japan-food']}?config=late`, { waitUntil: 'commit' });
  // The loader asked for the element's code without waiting for the configuration; importing the
  // same module resolves once the page has run it.
  const code = (await homeCode).url();
  await page.evaluate((url) => import(url).then(() => undefined), code);
  expect(await page.evaluate(() => customElements.get('selection-home') === undefined), 'not defined before the configuration').toBe(true);
  expect(
    requests.filter((entry) => /\/api(_base)?\//.test(entry)),
    'no call before the configuration',
  ).toEqual([]);
  release();
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  expectConfiguredCalls(requests);
  expect(pageErrors).toEqual([]);
});

test("configured ahead, on the loader's tag: the first screen's calls leave and the element draws while the page's later scripts are still on their way", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  // The demo page configures the loader with data-* on its tag; its own UI's module script comes
  // after the loader, and DOMContentLoaded waits for it: it is held until the home has drawn.
  const { release } = await holdRequests(page, '**/demo/demo-host.js');
  const requests = recordRequests(page);
  await page.goto(`/selection/${scenarios['japan-food']}`, { waitUntil: 'commit' });
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  const contentLoaded = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
  );
  expect(contentLoaded, 'DOMContentLoaded has not fired yet').toBe(0);
  release();
  await page.waitForLoadState('domcontentloaded');
  expectConfiguredCalls(requests);
  expect(pageErrors).toEqual([]);
});

test('an element whose code cannot be loaded says so, gives its space back, and recovers on retry', async ({ page, scenarios }) => {
  const chunk = await failChunk(page, 'selection-home');
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: unknown[] };
    w.__errors = [];
    document.addEventListener('selection-error', (event) => w.__errors.push((event as CustomEvent).detail));
  });
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const home = page.locator('selection-home');
  const alert = home.getByRole('alert');
  await expect(alert).toContainText('페이지를 불러오지 못했어요');
  expect(await page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors)).toEqual([
    { code: 'CHUNK_LOAD_FAILED', status: undefined, message: '페이지를 불러오지 못했어요' },
  ]);
  // The reserved full-page height is given back: the element is as tall as its message.
  const box = await home.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(200);

  chunk.recover();
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a guide whose code cannot be loaded shows nothing on the page, and the host hears of it', async ({ page, scenarios }) => {
  await failChunk(page, 'selection-guide');
  await page.addInitScript(() => {
    const w = window as unknown as { __errors: { tag: string; code: string }[] };
    w.__errors = [];
    document.addEventListener('selection-error', (event) =>
      w.__errors.push({ tag: (event.target as Element).localName, code: (event as CustomEvent<{ code: string }>).detail.code }),
    );
  });
  await page.goto(`/selection/${scenarios['japan-food']}?guides=on`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors))
    .toEqual([{ tag: 'selection-guide', code: 'CHUNK_LOAD_FAILED' }]);
  // A welcome, not the page: no message in the page where its tag sits, and the home as usual.
  await expect(page.locator('selection-guide')).toHaveAttribute('data-selection-load-failed', '');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('selection-guide')).toHaveText('');
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
});

test('in the app web view, a page with only the home follows the app login: its lists load again as the person', async ({
  page,
  scenarios,
}) => {
  await page.goto(`/selection/${scenarios['japan-food']}?app=ios&appVersion=26.10.6`);
  const cards = page.locator('selection-home [part="product-grid"] [part="product-card"]');
  await expect(cards).toHaveCount(21);
  await page.locator('selection-home').getByRole('button', { name: '찜하기' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('list', { name: '앱 메시지 기록' })).toContainText('"type":"open-login"');

  const reloadedAsPerson = page.waitForRequest(
    (request) => request.url().includes('/item/get-legacies') && (request.headers().authorization ?? '').startsWith('Bearer '),
  );
  await page.getByRole('button', { name: '앱 로그인 (구매자 민지)' }).click();
  await reloadedAsPerson;
  await expect(cards).toHaveCount(21);
});

test('a single-page host hands over its own login with setAuthToken(), and every element follows', async ({ page, scenarios, request }) => {
  const token = await tokenOf(request, 'buyer1@example.com');
  await page.goto(`/selection/${scenarios['japan-food']}`);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);
  // Every list call sent as the person, by what it asked for.
  const asPerson: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/item/get-legacies') && sent.headers().authorization === `Bearer ${token}`)
      asPerson.push(sent.postData() ?? '');
  });
  const reloaded = page.waitForRequest(
    (sent) => sent.url().includes('/item/get-legacies') && sent.headers().authorization === `Bearer ${token}`,
  );
  await page.evaluate((value) => window.SelectionWidgets?.setAuthToken(value), token);
  await (await reloaded).response();
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);

  // The same token again (a host hands it over on each page load): nothing loads again. A reload
  // would send its calls as the person before the sign-out below sends its own.
  await page.evaluate((value) => window.SelectionWidgets?.setAuthToken(value), token);
  const signedOut = page.waitForRequest((sent) => sent.url().includes('/item/get-legacies') && sent.headers().authorization === undefined);
  await page.evaluate(() => window.SelectionWidgets?.setAuthToken(null));
  await signedOut;
  expect(asPerson.length, 'the lists were asked for as the person').toBeGreaterThan(0);
  expect(repeated(asPerson), 'no list asked for twice as the same person').toEqual([]);
});

test("logout() signs the page out even where the site's token cookie is one it cannot clear (another path)", async ({
  page,
  context,
  scenarios,
  request,
  baseURL,
}) => {
  const token = await tokenOf(request, 'buyer1@example.com');
  // The site's own sign-in set the token cookie for its selection pages' path (/selection/): the page clears path /.
  await context.addCookies([{ name: 'access_token', value: token, url: new URL('/selection/', baseURL).href }]);
  const loadedAsPerson = page.waitForRequest(
    (sent) => sent.url().includes('/item/get-legacies') && sent.headers().authorization === `Bearer ${token}`,
  );
  await page.goto(`/selection/${scenarios['japan-food']}`);
  await loadedAsPerson;
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);

  // The lists load again for nobody: the cookie the page still reads is not sent.
  const signedOut = page.waitForRequest((sent) => sent.url().includes('/item/get-legacies') && sent.headers().authorization === undefined);
  // A host's sign-out through selection-widgets/api, the module the package ships beside the loader.
  await loadApiModule(page);
  await page.evaluate(() => window.selectionApi?.logout());
  await signedOut;
  expect(await page.evaluate(() => document.cookie), 'the page still reads the cookie it could not clear').toContain(token);
  // A host that hands its token over on every page load, with none now: still nobody is signed in.
  const signedIn = await page.evaluate(async () => {
    window.selectionApi?.setAuthToken(undefined);
    return (await window.selectionApi?.signedInUser()) !== undefined;
  });
  expect(signedIn, 'signed in again by the cookie logout() could not clear').toBe(false);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);
});

test("a like tapped just before the person leaves the shop's page still reaches the API", async ({ page, scenarios, request }) => {
  // buyer2 has no wishes in the seed: every heart starts empty.
  const token = await tokenOf(request, 'buyer2@example.com');
  await page.goto(`${SHOP}/selection/${scenarios.outlet}?config=global`);
  const signedIn = page.waitForResponse(
    (answer) => answer.url().includes('/item/get-legacies') && answer.request().headers().authorization === `Bearer ${token}`,
  );
  await page.evaluate((value) => window.SelectionWidgets?.setAuthToken(value), token);
  await signedIn;
  const itemId =
    (await page.locator('selection-home [part="product-grid"] [part="product-card"]').first().getAttribute('data-item-id')) ?? '';
  const heart = page.locator(`selection-home [part="product-grid"] [part="product-card"][data-item-id="${itemId}"] button[aria-pressed]`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const isBooked = async () =>
    (
      (await (
        await request.get(`/api_base/bookmark/check?itemId=${itemId}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { isBooked: boolean }
    ).isBooked;
  expect(await isBooked()).toBe(false);

  // The like's call is held on its way until the page is gone, as on a slow phone network.
  const like = await holdRequests(page, `${API}/api_base/bookmark/add`);
  await heart.click();
  await like.asked;
  await page.goto('about:blank');
  like.release();
  await expect.poll(isBooked, { message: 'the like reached the API after the page had gone' }).toBe(true);
});
