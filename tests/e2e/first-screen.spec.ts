/**
 * One first-screen definition for the loader and the widget: in every URL state the page asks for
 * what it shows, each thing once, and the loader starts it before the element's code has arrived.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { FIRST_DRAW_WAIT_MS } from '../../widgets/ui/first-draw-wait.ts';
import { eagerImageCount } from '../../widgets/ui/first-screen.ts';
import { expect, holdRequests, repeated, scrollUntilShown, test } from './fixtures.ts';

interface Seen {
  /** `METHOD path?query body` of every API call, in order. */
  calls: string[];
}

function watch(page: Page): Seen {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/img/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  return { calls };
}

/** Opens the home at `path`, scrolls its list to page 2 and opens the product at its 31st card: what Back comes back to. */
async function openFromPageTwo(page: Page, path: string) {
  const home = page.locator('selection-home');
  const productCards = home.locator('[part="product-grid"] [part="product-card"]');
  await page.goto(path);
  await expect(productCards).toHaveCount(21);
  await productCards.last().scrollIntoViewIfNeeded();
  await expect(productCards).toHaveCount(42);
  // Page 2's tenth, pinned by its id: a windowed list's nth card is another product once page 1 is set aside.
  const itemId = await home.locator('[part="product-grid"] [data-page="2"] [part="product-card"]').nth(9).getAttribute('data-item-id');
  await home.locator(`[part="product-grid"] [data-item-id="${itemId}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/item/${itemId}`);
  return { home, productCards, itemId };
}

/**
 * Resolves once every request the page has sent by the next frame is in `seen`: a page drawn with
 * the list's first would have been asked for by then, and a request the page sends after that
 * frame is seen after the ones before it.
 */
async function everyRequestSeen(page: Page, seen: Seen): Promise<void> {
  const mark = `seen=${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    (url) => new Promise((sent) => requestAnimationFrame(() => setTimeout(() => sent(void fetch(url))))),
    `/api/mock/selection/scenarios?${mark}`,
  );
  await expect.poll(() => seen.calls.some((call) => call.includes(mark))).toBe(true);
}

/** Holds every request to `held` until the page has sent, for each of `asked`, a request it accepts. */
async function holdUntilAsked(page: Page, held: string, ...asked: ((request: Request) => boolean)[]): Promise<void> {
  const sent = Promise.all(
    asked.map((accepts) => new Promise<void>((seen) => page.on('request', (request) => accepts(request) && seen()))),
  );
  const { release } = await holdRequests(page, held);
  void sent.then(release);
}

/** The vote's voter count ("N명 참여 중"), shown above the vote cards of the review tab and the vote page. */
const votedCountAsked = (request: Request) => request.url().includes('/selection-frame-voted-user/count-for-buyer');

/** Holds every request to `held` until the product list has been asked for. */
const holdUntilListAsked = (page: Page, held: string) =>
  holdUntilAsked(page, held, (request) => request.url().includes('/item/get-legacies'));

/** The home's own code, held in the tests below so that only the loader can ask for anything meanwhile. */
const HOME_CHUNK = '**/dist/chunks/selection-home-*.js';

test('the review tab asks for its own first screen from the loader, and nothing of the discovery tab', async ({ page, scenarios }) => {
  const seen = watch(page);
  // The vote preview and its voter count must leave while the element's code is held: only the loader can send them.
  await holdUntilAsked(
    page,
    HOME_CHUNK,
    (request) => request.url().includes('/selection-frame-vote/buyer-list') && request.url().includes('limit=16'),
    votedCountAsked,
  );
  await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
  await expect(page.locator('selection-home [part~="vote-card"]')).toHaveCount(15);
  await expect(page.locator('selection-home [part="voted-user-count"]')).toHaveText(/\d+명/);
  await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
  expect(seen.calls.filter((call) => call.includes('/item/get-legacies') || call.includes('/all-list/'))).toEqual([]);
  expect(repeated(seen.calls)).toEqual([]);
});

test('the vote page asks for its list in its sort and its voter count from the loader, once', async ({ page, scenarios }) => {
  const seen = watch(page);
  // The list and the voter count must leave while the element's code is held: only the loader can send them.
  await holdUntilAsked(
    page,
    HOME_CHUNK,
    (request) => request.url().includes('/selection-frame-vote/buyer-list') && request.url().includes('page=1&'),
    votedCountAsked,
  );
  await page.goto(`/selection/${scenarios.sneakers}?tab=1&path=vote&sortType=RECENTLY_REGISTERED`);
  await expect(page.locator('selection-home [part~="vote-card"]').first()).toBeVisible();
  await expect(page.locator('selection-home [part="voted-user-count"]')).toHaveText(/\d+명/);
  // (A tall window may go on to page 2 by itself; page 1 is the first screen.)
  const lists = seen.calls.filter((call) => call.includes('/selection-frame-vote/buyer-list') && call.includes('page=1&'));
  expect(lists).toHaveLength(1);
  expect(lists[0]).toContain('sortType=RECENTLY_REGISTERED');
  expect(seen.calls.filter((call) => call.includes('/item/get-legacies') || call.includes('/all-list/'))).toEqual([]);
  expect(repeated(seen.calls)).toEqual([]);
});

test('sneakers discovery drops the review sort once, before any list request, and says so in the URL', async ({ page, scenarios }) => {
  const seen = watch(page);
  await page.goto(`/selection/${scenarios.sneakers}?sortType=REVIEW`);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  await expect(page).toHaveURL(`/selection/${scenarios.sneakers}`);
  const lists = seen.calls.filter(
    (call) => call.includes('/item/get-legacies') && call.includes(`"selectionFrameDataId":"${scenarios.sneakers}"`),
  );
  expect(lists.filter((call) => call.includes('"sortType":"REVIEW"'))).toEqual([]);
  expect(lists.filter((call) => call.includes('"sortType":"POPULAR"'))).toHaveLength(1);
  expect(repeated(seen.calls)).toEqual([]);
});

test('a template that offers the review sort lists by it, once', async ({ page, scenarios }) => {
  const seen = watch(page);
  await page.goto(`/selection/${scenarios['japan-food']}?sortType=REVIEW`);
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);
  await expect(page).toHaveURL(`/selection/${scenarios['japan-food']}?sortType=REVIEW`);
  expect(seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"sortType":"REVIEW"'))).toHaveLength(1);
  expect(repeated(seen.calls)).toEqual([]);
});

test('the fallback screens ask for nothing once their frames are in, and nothing twice', async ({ page, scenarios }) => {
  for (const key of ['no-frames', 'no-template-name', 'unknown-template'] as const) {
    const seen = watch(page);
    await page.goto(`/selection/${scenarios[key]}`);
    await expect(page.locator('selection-home [part~="state"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The frames, and the category tree and first list page that left beside them (a home's first
    // screen in this URL state whatever the template): no picks, best, bundle or more pages.
    const paths = seen.calls.map((call) => call.split(' ')[1]?.replace(/\/[0-9a-f]{24}$/, '/:id'));
    expect(new Set(paths), key).toEqual(
      new Set(['/api/selection-frame-data/large-data/:id', '/api/selection-frame-data/all-list/:id', '/api/item/get-legacies']),
    );
    expect(repeated(seen.calls), key).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('the discovery lists start from the loader beside the frames, while the element code is still on its way', async ({
  page,
  scenarios,
}) => {
  const seen = watch(page);
  // The home's code is held until the list has been asked for: only the loader can ask meanwhile.
  await holdUntilListAsked(page, HOME_CHUNK);
  await page.goto(`/selection/${scenarios['japan-food']}`);
  // Without the loader's request the code stays held and no card ever shows.
  await expect(
    page.locator('selection-home [part="product-grid"] [part="product-card"]'),
    'the list was asked for before the element could',
  ).toHaveCount(21);
  // The frames and the list leave in the same task, in either order on the wire: each once.
  expect(seen.calls.filter((call) => call.includes('/large-data/'))).toHaveLength(1);
  expect(seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"limit":21'))).toHaveLength(1);
  expect(repeated(seen.calls)).toEqual([]);
});

test('a home URL state that every template lists alike asks for its list beside the frames, not after them', async ({
  page,
  scenarios,
}) => {
  // The frames' answer is held until the list has been asked for: only a list sent beside them lets the page draw.
  await holdUntilListAsked(page, '**/api/selection-frame-data/large-data/**');
  await page.goto(`/selection/${scenarios.outlet}?sortType=LOW_PRICE`);
  await expect(
    page.locator('selection-home [part="product-grid"] [part="product-card"]').first(),
    'the list left while the frames were still on their way',
  ).toBeVisible();
});

test('once the frames are in, the loader asks for the main banner and the list only the template allows, before the element code', async ({
  page,
  request,
  scenarios,
}) => {
  const id = scenarios['japan-food'];
  // The expectations come from the API: the selection's first main banner (view type A).
  const frames = (await (await request.get(`/api/selection-frame-data/large-data/${id}`)).json()) as {
    selectionFrameDataList: { imgList?: { viewType: string; url: string }[] }[];
  };
  const banner = frames.selectionFrameDataList[0]?.imgList?.find((image) => image.viewType === 'A')?.url;
  expect(banner, 'the seed gives the selection a main banner').toBeTruthy();
  // The element's code is held until both were asked for: only the loader can ask meanwhile.
  let bannerAsked: () => void = () => undefined;
  let listAsked: () => void = () => undefined;
  const both = Promise.all([
    new Promise<void>((resolve) => (bannerAsked = resolve)),
    new Promise<void>((resolve) => (listAsked = resolve)),
  ]);
  page.on('request', (sent) => {
    if (sent.url() === new URL(banner ?? '', sent.url()).href) bannerAsked();
    if (sent.url().includes('/item/get-legacies') && (sent.postData() ?? '').includes('"sortType":"REVIEW"')) listAsked();
  });
  await page.route(HOME_CHUNK, async (route) => {
    await both;
    await route.continue();
  });
  // Template A offers the review sort: the list waits for the frames to say so.
  await page.goto(`/selection/${id}?sortType=REVIEW`);
  await expect(
    page.locator('selection-home [part="product-grid"] [part="product-card"]').first(),
    'the banner and the list were asked for before the element code',
  ).toBeVisible({ timeout: 10_000 });
});

test("on the review tab and the vote page, the loader asks for the pictures of the vote grid's first screen before the element code", async ({
  page,
  request,
  scenarios,
}) => {
  const id = scenarios.sneakers;
  // The grid's first screen at this width: two rows of 3 columns on a phone, of 5 wider (first-screen.ts).
  const shown = eagerImageCount('voteGrid', (page.viewportSize()?.width ?? 1280) <= 767);
  for (const [query, limit] of [
    ['?tab=1', 16],
    ['?tab=1&path=vote', 15],
  ] as const) {
    // The expectations come from the API: the first cards' pictures, as the list is asked for.
    const list = (await (
      await request.get(
        `/api/selection-frame-vote/buyer-list?page=1&limit=${limit}&selectionFrameLargeDataId=${id}&sortType=HIGHEST_VOTE_RATE&voteProcess=VOTING`,
      )
    ).json()) as { selectionFrameVotes: { selectionFrameDataInfo: { small3: { imgList: { url: string }[] } } }[] };
    const pictures = list.selectionFrameVotes.slice(0, shown).map((vote) => vote.selectionFrameDataInfo.small3.imgList[0]?.url ?? '');
    expect(pictures.length, 'the seed fills the first screen').toBe(shown);
    // The element's code is held until every one was asked for: only the loader can ask meanwhile.
    const asked = new Set<string>();
    let allAsked: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (allAsked = resolve));
    const onRequest = (sent: Request) => {
      if (pictures.some((url) => sent.url() === new URL(url, sent.url()).href)) asked.add(sent.url());
      if (asked.size === pictures.length) allAsked();
    };
    page.on('request', onRequest);
    await page.route(HOME_CHUNK, async (route) => {
      await all;
      await route.continue();
    });
    await page.goto(`/selection/${id}${query}`);
    await expect(
      page.locator('selection-home [part~="vote-card"]').first(),
      'the pictures were asked for before the element code',
    ).toBeVisible({
      timeout: 10_000,
    });
    page.off('request', onRequest);
    await page.unroute(HOME_CHUNK);
  }
});

/** The loader's frames reader (loader/chunk-table.ts), a file of the widget build. */
const FRAMES_READER = /\/dist\/chunks\/frames-reader-[\w-]+\.js$/;

test('a frames reader that fails to load: the home says so with a retry, which draws it asking for each list once', async ({
  page,
  scenarios,
  pageErrors,
}) => {
  const seen = watch(page);
  // Every attempt fails, the loader's and the element's own import of the file.
  await page.route(FRAMES_READER, (route) => route.abort('connectionfailed'));
  const japanFood = scenarios['japan-food'];
  await page.goto(`/selection/${japanFood}?sortType=REVIEW`);
  // The element's code imports the reader's modules too, so it cannot run: the page says so and offers a retry.
  await expect(page.getByRole('alert')).toContainText('다시 시도');
  await page.unroute(FRAMES_READER);
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]')).toHaveCount(21);
  expect(seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"sortType":"REVIEW"'))).toHaveLength(1);
  expect(repeated(seen.calls)).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('going back to the list asks for each of its pages once; a sort chosen after asks for its first page alone', async ({
  page,
  scenarios,
}) => {
  const { home, productCards, itemId } = await openFromPageTwo(page, `/selection/${scenarios.outlet}`);
  const seen = watch(page);
  await page.goBack();
  await expect(home.locator(`[part="product-grid"] [data-item-id="${itemId}"]`)).toBeInViewport({ timeout: 6000 });
  // The product list's pages (21 a page), each asked for once.
  const listPages = seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"limit":21'));
  expect(listPages.map((call) => JSON.parse(call.slice(call.indexOf('{'))).page)).toEqual([1, 2]);
  expect(repeated(seen.calls)).toEqual([]);

  // Another sort is a new list: it opens at its first page, not at the two the page came back with.
  await page.mouse.wheel(0, -100_000);
  const before = await productCards.first().getAttribute('data-item-id');
  await home.getByRole('combobox').selectOption({ label: '가격낮은순' });
  await expect(productCards.first()).not.toHaveAttribute('data-item-id', before ?? '');
  await expect(productCards).toHaveCount(21);
  await everyRequestSeen(page, seen);
  const sorted = seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"sortType":"LOW_PRICE"'));
  expect(sorted.map((call) => JSON.parse(call.slice(call.indexOf('{'))).page)).toEqual([1]);
});

test('a search typed after coming back to a product opens its results at their first page', async ({ page, scenarios }) => {
  const { home, productCards, itemId } = await openFromPageTwo(page, `/selection/${scenarios['japan-food']}`);
  await page.goBack();
  await expect(home.locator(`[part="product-grid"] [data-item-id="${itemId}"] a`)).toBeFocused({ timeout: 6000 });
  const seen = watch(page);
  // 26 products match, two pages' worth: the results open at their first, as any search does.
  await page.mouse.wheel(0, -100_000);
  await home.getByRole('searchbox').fill('차');
  await home.getByRole('searchbox').press('Enter');
  await expect(home.getByRole('heading', { name: /검색 결과/ })).toBeVisible();
  await expect(productCards).toHaveCount(21);
  await everyRequestSeen(page, seen);
  const results = seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"limit":21'));
  expect(results.map((call) => JSON.parse(call.slice(call.indexOf('{'))).page)).toEqual([1]);
});

/** preload.json's files for `name` (an element's tag, or `review-side`). */
const preloadOf = (name: string): string[] =>
  (JSON.parse(readFileSync('dist/preload.json', 'utf8')) as Record<string, string[]>)[name] ?? [];

/**
 * Opens `path` with the loader held, until every one of `files` (relative to the loader) has been
 * asked for, which only the page's hints can do meanwhile; then lets the loader run, and returns how
 * often each chunk was asked for by the end.
 */
async function hintedBeforeLoader(page: Page, path: string, files: string[], firstCard: string): Promise<Map<string, number>> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/chunks/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  const { release } = await holdRequests(page, '**/dist/selection-widgets.js');
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(() => files.filter((file) => !asked.has(`/dist/${file}`)), { timeout: 10_000 }).toEqual([]);
  release();
  await expect(page.locator(firstCard).first()).toBeVisible();
  return asked;
}

test("a host page that hints its element's files (preload.json) has them on their way before the loader runs, each asked for once", async ({
  page,
  scenarios,
}) => {
  const preload = preloadOf('selection-home');
  expect(preload.some((file) => /^chunks\/selection-home-/.test(file))).toBe(true);
  const asked = await hintedBeforeLoader(
    page,
    `/selection/${scenarios['japan-food']}`,
    preload,
    'selection-home [part="product-grid"] [part="product-card"]',
  );
  // The loader's own imports are the hinted fetches (same URL, same credentials): nothing twice.
  expect([...asked].filter(([, count]) => count > 1)).toEqual([]);
});

for (const query of ['?tab=1', '?path=vote']) {
  test(`a page whose URL opens the review side (${query}) hints that side's code with the home's, each asked for once`, async ({
    page,
    scenarios,
  }) => {
    const files = preloadOf('review-side');
    expect(files.some((file) => /^chunks\/review-tab-/.test(file))).toBe(true);
    expect(preloadOf('selection-home').filter((file) => !files.includes(file))).toEqual([]);
    const asked = await hintedBeforeLoader(page, `/selection/${scenarios.sneakers}${query}`, files, 'selection-home [part~="vote-card"]');
    expect([...asked].filter(([, count]) => count > 1)).toEqual([]);
  });
}

/** The page's own `<link rel="modulepreload">` hints left out: a host page that hints nothing. */
const withoutHints = (page: Page) =>
  page.route('**/selection/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/<link rel="modulepreload"[^>]*>/g, '');
    await route.fulfill({ response, body });
  });

test("the review tab and vote page have their code asked for beside the element's, not after it has run", async ({ page, scenarios }) => {
  // Both are in the review side's chunk. The demo host hints it on these pages: a host page that
  // does not leaves the asking to the loader.
  await withoutHints(page);
  for (const query of ['?tab=1', '?tab=1&path=vote']) {
    // The element's own chunk is held: only the loader can be the one asking for the side's code.
    const { release } = await holdRequests(page, HOME_CHUNK);
    const sideChunk = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/dist/chunks/review-tab-'), {
      timeout: 10_000,
    });
    await page.goto(`/selection/${scenarios.sneakers}${query}`);
    await sideChunk;
    release();
    await expect(page.locator('selection-home [part~="vote-card"]').first()).toBeVisible();
    await page.unroute(HOME_CHUNK);
  }
});

test('the review tab and vote page draw their cards in their first render when the loader brought their code first', async ({
  page,
  scenarios,
}) => {
  // Whether the element ever drew the loading screen it shows while the side's code is away (the
  // frames' own loading screen has the home's shape).
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { __sideLoading: typeof seen }).__sideLoading = seen;
    const watchRoot = (root: ShadowRoot) =>
      new MutationObserver(() => {
        if (root.querySelector('.page-skeleton--list')) seen.loading = true;
      }).observe(root, { childList: true, subtree: true });
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      if (this.localName === 'selection-home') watchRoot(root);
      return root;
    };
  });
  for (const query of ['?tab=1', '?tab=1&path=vote']) {
    await page.goto(`/selection/${scenarios.sneakers}${query}`);
    await expect(page.locator('selection-home [part~="vote-card"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sideLoading: { loading: boolean } }).__sideLoading.loading)).toBe(false);
  }
});

test('a sort change asks for the new list only: the combined-shipping row stays as it was', async ({ page, scenarios }) => {
  const seen = watch(page);
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const home = page.locator('selection-home');
  await scrollUntilShown(page, home.locator('[part="bundle-slider"]'));
  // Back up to the sort, as a person would (at the bottom, the new list would go on to its next page).
  await page.mouse.wheel(0, -100_000);
  const firstCard = home.locator('[part="product-grid"] [part="product-card"]').first();
  const before = await firstCard.getAttribute('data-item-id');
  const calls = seen.calls.length;
  await home.getByRole('combobox').selectOption({ label: '가격낮은순' });
  await expect(page).toHaveURL(/sortType=LOW_PRICE/);
  await expect(firstCard).not.toHaveAttribute('data-item-id', before ?? '');
  const sortCalls = seen.calls.slice(calls);
  expect(sortCalls.filter((call) => call.includes('/bundleable-item-list'))).toEqual([]);
  expect(sortCalls.filter((call) => call.includes('/item/get-legacies') && call.includes('"sortType":"LOW_PRICE"'))).toHaveLength(1);
  await expect(home.locator('[part="bundle-slider"]')).toBeVisible();
});

test('while a new sort loads, the list it replaces stays in place, marked busy, and gives way in one step', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const home = page.locator('selection-home');
  const cards = home.locator('[part="product-grid"] [part="product-card"]');
  await expect(cards).toHaveCount(21);
  const before = await cards.first().getAttribute('data-item-id');
  // The new order's first page is held until the old list has been checked.
  const { asked: sent, release } = await holdRequests(page, '**/api/item/get-legacies', (request) =>
    (request.postData() ?? '').includes('LOW_PRICE'),
  );
  await home.getByRole('combobox').selectOption({ label: '가격낮은순' });
  await sent;
  const busy = home.locator('[data-state="replacing"][aria-busy="true"]');
  await expect(busy).toBeVisible();
  await expect(cards).toHaveCount(21);
  await expect(cards.first()).toHaveAttribute('data-item-id', before ?? '');
  await expect(home.locator('[data-state="loading"] .product-grid')).toHaveCount(0);
  release();
  await expect(cards.first()).not.toHaveAttribute('data-item-id', before ?? '');
  await expect(busy).toHaveCount(0);
  await expect(cards).toHaveCount(21);
});

test('a new sort whose list fails shows the error with a retry in place of the old list', async ({ page, scenarios }) => {
  await page.goto(`/selection/${scenarios['japan-food']}`);
  const home = page.locator('selection-home');
  const cards = home.locator('[part="product-grid"] [part="product-card"]');
  await expect(cards).toHaveCount(21);
  let failing = true;
  await page.route('**/api/item/get-legacies', (route) =>
    failing && (route.request().postData() ?? '').includes('LOW_PRICE') ? route.abort('connectionfailed') : route.continue(),
  );
  await home.getByRole('combobox').selectOption({ label: '가격낮은순' });
  const retry = home.getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible();
  await expect(cards).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(cards).toHaveCount(21);
});

test('every URL state starts its product list (and a search its picks) from the loader and asks for nothing twice', async ({
  page,
  request,
  scenarios,
}) => {
  const all = (await (await request.get(`/api/selection-frame-data/all-list/${scenarios['japan-food']}`)).json()) as {
    selectionFrameDataList: { _id: string; type: string }[];
  };
  const medium = all.selectionFrameDataList.find((frame) => frame.type === 'medium');
  const picks = (await (await request.get(`/api/selection-frame-data/is-pick/child-list/${scenarios.outlet}`)).json()) as {
    selectionFrameDataList: { _id: string }[];
  };
  const pick = picks.selectionFrameDataList[0];
  expect(medium && pick, 'the seed has a medium category and a pick category').toBeTruthy();
  // Each state's calls the loader must have sent, by a part of their body.
  const states = [
    { id: scenarios['japan-food'], query: `?target_id=${medium?._id}`, bodies: [`"selectionFrameDataId":"${medium?._id}"`] },
    { id: scenarios['japan-food'], query: '?isPick=true', bodies: ['"isPick":true'] },
    { id: scenarios.outlet, query: `?isPick=true&pick=${pick?._id}`, bodies: [`"selectionFrameDataId":"${pick?._id}"`] },
    {
      id: scenarios['japan-food'],
      query: `?searchText=${encodeURIComponent('세트')}`,
      // The results and the picks above them.
      bodies: ['"isPick":false,"inputText":"세트"', '"isPick":true,"inputText":"세트"'],
    },
    { id: scenarios.sneakers, query: '?sortType=LIKE&viewSoldout=false', bodies: ['"sortType":"LIKE"'] },
  ];
  for (const state of states) {
    const seen = watch(page);
    // The element's code is held until the lists have been asked for: only the loader can ask.
    const waiting = new Set(state.bodies);
    let listsSent: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (listsSent = resolve));
    const onRequest = (sentRequest: import('@playwright/test').Request) => {
      if (!sentRequest.url().includes('/item/get-legacies')) return;
      for (const body of waiting) if ((sentRequest.postData() ?? '').includes(body)) waiting.delete(body);
      if (waiting.size === 0) listsSent();
    };
    page.on('request', onRequest);
    await page.route(HOME_CHUNK, async (route) => {
      await sent;
      await route.continue();
    });
    await page.goto(`/selection/${state.id}${state.query}`);
    // Without the loader's requests the code stays held and no card ever shows.
    await expect(
      page.locator('selection-home [part="product-card"]').first(),
      `${state.query}: the lists were asked for before the element's code arrived`,
    ).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    await page.unroute(HOME_CHUNK);
    const list = seen.calls.filter(
      (call) => call.includes('/item/get-legacies') && call.includes('"limit":21') && call.includes(state.bodies[0]!),
    );
    expect(list, state.query).toHaveLength(1);
    // Each call the loader sent is the element's own: a body of the widget's that differed would be a second call.
    for (const body of state.bodies) {
      expect(
        seen.calls.filter((call) => call.includes('/item/get-legacies') && call.includes(body)),
        `${state.query}: ${body}`,
      ).toHaveLength(1);
    }
    expect(repeated(seen.calls), state.query).toEqual([]);
  }
});

/**
 * Opens the best page with its product list held and its code held until the page's clock is
 * paused, then lets the code in: the element is defined while its head start's list is still on its
 * way, and no time passes on the page until the test says. Every change to the element's shadow root
 * is recorded from its definition on (`window.__draws`: a loading screen shown, cards shown).
 */
async function bestWithListOnItsWay(page: Page, largeId: string): Promise<{ releaseList: () => void }> {
  await page.clock.install();
  await page.addInitScript(() => {
    const draws: { loading: boolean; cards: number }[] = [];
    (window as unknown as { __draws: typeof draws }).__draws = draws;
    void customElements.whenDefined('selection-best').then(() => {
      const root = document.querySelector('selection-best')?.shadowRoot;
      if (!root) return;
      new MutationObserver(() =>
        draws.push({
          loading: root.querySelector('[role="status"][aria-busy="true"]') !== null,
          cards: root.querySelectorAll('[part="product-card"]').length,
        }),
      ).observe(root, { childList: true, subtree: true });
    });
  });
  const code = await holdRequests(page, '**/dist/chunks/selection-best-*.js');
  const list = await holdRequests(page, '**/api/item/get-legacies');
  await page.goto(`/selection/${largeId}/best`, { waitUntil: 'commit' });
  await list.asked;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  code.release();
  await page.evaluate(() => customElements.whenDefined('selection-best').then(() => undefined));
  return { releaseList: list.release };
}

const drawsOf = (page: Page) => page.evaluate(() => (window as unknown as { __draws: { loading: boolean; cards: number }[] }).__draws);

test("code that arrives before its first screen's answers draws them as they come, with no loading screen before them", async ({
  page,
  scenarios,
}) => {
  const { releaseList } = await bestWithListOnItsWay(page, scenarios['japan-food']);
  // Defined, and waiting: nothing is drawn while the list is on its way.
  expect(await drawsOf(page)).toEqual([]);
  releaseList();
  await expect(page.locator('selection-best [part="product-card"]').first()).toBeVisible();
  const draws = await drawsOf(page);
  expect(draws[0]?.cards, 'the first draw has the cards').toBeGreaterThan(0);
  expect(
    draws.filter((draw) => draw.loading),
    'no loading screen was drawn',
  ).toEqual([]);
});

test(`answers that take longer than ${FIRST_DRAW_WAIT_MS} ms after the code: the loading screen shows meanwhile`, async ({
  page,
  scenarios,
}) => {
  const { releaseList } = await bestWithListOnItsWay(page, scenarios['japan-food']);
  const loading = page.locator('selection-best [role="status"][aria-busy="true"]');
  await page.clock.runFor(FIRST_DRAW_WAIT_MS - 10);
  expect(await drawsOf(page)).toEqual([]);
  await page.clock.runFor(10);
  await expect(loading).toBeVisible();
  releaseList();
  await expect(page.locator('selection-best [part="product-card"]').first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test("an element's first draw waits for its own head start only: the home draws while the guide's call is still on its way", async ({
  page,
  scenarios,
}) => {
  await page.clock.install();
  // The page holds the home and a first visit's guide, each with its head start.
  const guide = await holdRequests(page, '**/api/selection-frame-first-enterance-guide?*');
  const code = await holdRequests(page, HOME_CHUNK);
  await page.goto(`/selection/${scenarios['japan-food']}?guides=on`, { waitUntil: 'commit' });
  await guide.asked;
  // No time passes on the page from here: a wait for the guide's answer would end only at FIRST_DRAW_WAIT_MS.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  code.release();
  await expect(page.locator('selection-home [part="product-grid"] [part="product-card"]').first()).toBeVisible();
  guide.release();
});

/**
 * A page's first Intl object loads the engine's locale data (50-90 ms at 4x CPU): no first screen
 * builds one on its way to its first card (core/domain/format.ts). A served page has its cards before
 * any script runs, so its first screen is done when its hydration has committed (`selection-ready`).
 */
test('no first screen builds an Intl object on its way to its first card', async ({ page, scenarios, pageErrors }) => {
  const pages = [
    { path: `/selection/${scenarios['japan-food']}`, host: 'selection-home', card: '[part="product-grid"] [part="product-card"]' },
    { path: `/selection/${scenarios.sneakers}?tab=1`, host: 'selection-home', card: '[part~="vote-card"]' },
    { path: `/selection/${scenarios.sneakers}?tab=1&path=vote`, host: 'selection-home', card: '[part~="vote-card"]' },
    { path: `/selection/${scenarios['japan-food']}/best`, host: 'selection-best', card: '[part="product-card"]' },
    {
      path: `/ssr/selection/${scenarios.outlet}`,
      host: 'selection-home',
      card: '[part="product-grid"] [part="product-card"]',
      served: true,
    },
  ];
  await page.addInitScript((pages) => {
    const w = window as unknown as { __intlBeforeCard: string[]; __ready: boolean };
    w.__intlBeforeCard = [];
    w.__ready = false;
    document.addEventListener('selection-ready', () => (w.__ready = true));
    const wanted = pages.find(({ path }) => path === location.pathname + location.search);
    const done = () =>
      !!wanted &&
      (wanted.served ? w.__ready : [...document.querySelectorAll(wanted.host)].some((host) => host.shadowRoot?.querySelector(wanted.card)));
    const note = (name: string) => {
      if (!done()) w.__intlBeforeCard.push(name);
    };
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'Segmenter',
      'Collator',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
        construct: (target, args: unknown[]) => (note(`Intl.${name}`), Reflect.construct(target, args)),
        apply: (target, self, args: unknown[]) => (
          note(`Intl.${name}`),
          Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)
        ),
      });
    }
    const wrap = (owner: object, key: string, label: string) => {
      const original = Reflect.get(owner, key) as (...args: unknown[]) => unknown;
      Reflect.set(owner, key, function (this: unknown, ...args: unknown[]) {
        note(label);
        return Reflect.apply(original, this, args);
      });
    };
    wrap(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    wrap(Date.prototype, 'toLocaleString', 'Date#toLocaleString');
    wrap(Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString');
    wrap(String.prototype, 'localeCompare', 'String#localeCompare');
  }, pages);
  for (const { path, host, card, served } of pages) {
    await page.goto(path);
    await expect(page.locator(`${host} ${card}`).first()).toBeVisible();
    if (served) await page.waitForFunction(() => (window as unknown as { __ready: boolean }).__ready);
    expect(await page.evaluate(() => (window as unknown as { __intlBeforeCard: string[] }).__intlBeforeCard), path).toEqual([]);
  }
  // The numbers are there, grouped as Korean writes them.
  await page.goto(`/selection/${scenarios['japan-food']}`);
  await expect(page.locator('selection-home [part="product-card"]').first()).toContainText(/\d{1,3}(,\d{3})+원/);
  expect(pageErrors).toEqual([]);
});
