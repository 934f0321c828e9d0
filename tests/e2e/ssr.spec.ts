/**
 * Pages whose elements the server rendered (`selection-widgets/server`, demo-host `/ssr/…`): the
 * first screen is in the HTML and works without JavaScript; with it, each element takes its own
 * server render over (hydrates) with no mismatch, asks for nothing the server already sent, and
 * answers a like or a tab at once; the person's own data follows in place; a strict CSP is kept.
 */
import { request as httpRequest, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, failChunk, holdListCalls, holdRequests, loginAs, repeated, scrollUntilShown, test } from './fixtures.ts';
import { childCategories } from './categories.ts';
import { preparingParams, voteListRequest } from '../../core/api/review-tab-requests.ts';
import { progressStage } from '../../core/domain/progress-stage.ts';

/** `METHOD path?query body` of every API call the page makes (images aside). */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/img/'))
      calls.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`);
  });
  return calls;
}

/** Errors the page printed (a hydration mismatch is one: SW010). */
function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A resource that failed to load is one too (the demo host's pages ask for no favicon).
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const stable = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
};

/** A call as the request key the server embeds its answer under (`METHOD api:path {query} {body}`). */
function keyOf(call: string): string {
  const [method = '', target = '', ...rest] = call.split(' ');
  const url = new URL(target, 'http://x');
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of url.searchParams)
    query[name] = /^\d+$/.test(value) ? Number(value) : value === 'true' || value === 'false' ? value === 'true' : value;
  const body = rest.join(' ');
  return `${method} api:${url.pathname.replace(/^\/api/, '')} ${stable(query)} ${body ? stable(JSON.parse(body)) : '{}'}`;
}

/** The keys of the answers a server-rendered page embeds, read from its HTML as the server sent it. */
async function embeddedKeys(request: APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  const keys: string[] = [];
  for (const match of html.matchAll(/<script type="application\/json" data-selection-served[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? '') as { answers: { key: string }[] };
    keys.push(...data.answers.map((answer) => answer.key));
  }
  return keys;
}

/** How many whole stylesheets of parts (the review side's) a server-rendered page holds besides the element's own. */
async function servedPartSheets(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  expect(html.match(/<style data-selection-served data-selection-used-rules>/g)).toHaveLength(1);
  return html.match(/<style data-selection-served>/g)?.length ?? 0;
}

/** How the page's hydrations went (the page slot's record, see widgets/ui/served-render.ts). */
const hydration = (page: Page) =>
  page.evaluate(() => {
    const slot = (globalThis as unknown as Record<symbol, { hydration?: { hydrated: number; recoverableErrors: number } }>)[
      Symbol.for('selection-widgets.page')
    ];
    return slot?.hydration ?? { hydrated: 0, recoverableErrors: 0 };
  });

/** Sum of the page's layout shifts not caused by input, from its start. */
async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a row of category tabs wider than the screen fades at its end, not cut beside "전체보기" @phone-only', async ({
    page,
    scenarios,
  }) => {
    const firstRow = async (key: 'japan-food' | 'sneakers') => {
      await page.goto(`/ssr/selection/${scenarios[key]}`);
      const row = page.locator('selection-home [part="category-nav"] [role="tablist"]').first();
      await expect(row).toBeVisible();
      return row.evaluate((element) => ({
        wider: element.scrollWidth > element.clientWidth + 1,
        mask: getComputedStyle(element).maskImage || getComputedStyle(element).getPropertyValue('-webkit-mask-image'),
        // Where the row's last tab ends, from the row's right edge.
        room: element.getBoundingClientRect().right - element.lastElementChild!.getBoundingClientRect().right,
      }));
    };
    const japanFood = await firstRow('japan-food');
    expect(japanFood.wider, 'the japan-food row is wider than a phone').toBe(true);
    expect(japanFood.mask, 'its end fades').toContain('linear-gradient');
    // A row that fits (the sneakers categories) fades there too, over empty room, not over a tab.
    const sneakers = await firstRow('sneakers');
    expect(sneakers.wider).toBe(false);
    expect(sneakers.room, 'the last tab ends before the 40 px that fade').toBeGreaterThan(40);
  });

  test('the sneakers tabs, "투표 전체보기" and the vote page\'s ‹ are links: without script a visitor reaches the review tab and the whole vote list, and comes back', async ({
    page,
    scenarios,
  }) => {
    const home = page.locator('selection-home');
    const at = `/ssr/selection/${scenarios.sneakers}`;
    await page.goto(at);
    await home.getByRole('tab', { name: '새로운 리뷰' }).click();
    await expect(page).toHaveURL(`${at}?tab=1`);
    await expect(home.getByRole('tab', { name: '새로운 리뷰' })).toHaveAttribute('aria-selected', 'true');
    await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
    // Every section of the tab, not only the first: the items being prepared by name and picture, the
    // review stories as links.
    for (const name of ['데일리 신상 투표', '리뷰 준비중', '리뷰 콘텐츠', '신상 리뷰 요청'])
      await expect(home.getByRole('heading', { level: 2, name })).toBeVisible();
    const preparing = home.locator('[part="preparing-card"]');
    expect(await preparing.count()).toBeGreaterThan(5);
    await expect(preparing.first().locator('h3')).not.toBeEmpty();
    await expect(preparing.first().locator('img')).toHaveAttribute('src', /^http/);
    await expect(home.locator('[part="story-list"] a[href]').first()).toHaveAttribute('href', /\/magazine\//);

    await home.getByRole('link', { name: '투표 전체보기' }).click();
    await expect(page).toHaveURL(`${at}?tab=1&path=vote`);
    await expect(home.getByRole('heading', { level: 1, name: '데일리 신상 투표' })).toBeVisible();
    expect(await home.locator('[part~="vote-list"] [part~="vote-card"]').count()).toBeGreaterThan(5);

    await home.getByRole('link', { name: '리뷰 탭으로 돌아가기' }).click();
    await expect(page).toHaveURL(`${at}?tab=1`);
    await home.getByRole('tab', { name: '새로운 발견' }).click();
    await expect(page).toHaveURL(at);
    await expect(home.locator('[part~="product-card"]').first()).toBeVisible();

    // Every review story: the served story list, which shows them without script too.
    await page.goto(`${at}?tab=1`);
    await home.locator('[part="story-more"]').click();
    await expect(page).toHaveURL(`/ssr/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
    await expect(page.locator('selection-story-list [part="story-card"]').first()).toBeVisible();
  });

  test('the server-rendered pages show names, prices, images and real links, and nothing pulses', async ({ page, request, scenarios }) => {
    const largeId = scenarios['japan-food'];
    const list = (await (await request.get(`/api/selection-frame-data/large-data/${largeId}`)).json()) as {
      selectionFrameDataList: { title: string }[];
    };
    await page.goto(`/ssr/selection/${largeId}`);
    const home = page.locator('selection-home');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(list.selectionFrameDataList[0]?.title ?? '');
    const cards = home.locator('[part~="product-grid"] [part~="product-card"]');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('a[href^="/item/"]')).toHaveCount(1);
      // Named by the product, its price in won.
      await expect(card.getByRole('link').first()).toHaveAccessibleName(/\S/);
      await expect(card).toContainText(/[\d,]+원/);
      await expect(card.locator('img')).toHaveAttribute('src', /\/api\/mock\/selection\/img\//);
    }
    await expect(home.locator('[part~="banners"] img').first()).toBeVisible();
    await expect(home.locator(`a[href="/ssr/selection/${largeId}/children"]`)).toBeVisible();
    // The element's code never came: the places held for the rest of the list stay still.
    const animations = await home
      .locator('.skeleton')
      .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).animationName));
    expect(animations.length).toBeGreaterThan(0);
    expect(new Set(animations)).toEqual(new Set(['none']));
    // Without script at all, neither those places nor a loading status is shown: the page ends with what was drawn.
    const shown = await home
      .locator('.skeleton, [data-state="loading"], [data-state="more"]')
      .evaluateAll((parts) => parts.filter((part) => part.checkVisibility()).length);
    expect(shown).toBe(0);

    // The category tabs are links to their page state: followed without any script, the server
    // draws that category chosen.
    const tree = (await (await request.get(`/api/selection-frame-data/all-list/${largeId}`)).json()) as {
      selectionFrameDataList: { _id: string; title: string; parentId: string | null }[];
    };
    const category = tree.selectionFrameDataList.find((frame) => frame.parentId === largeId);
    if (!category) throw new Error('the japan-food scenario has no category');
    const tab = home.getByRole('tab', { name: category.title, exact: true });
    await expect(tab).toHaveAttribute('href', `/ssr/selection/${largeId}?target_id=${category._id}`);
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await tab.click();
    await expect(page).toHaveURL(`/ssr/selection/${largeId}?target_id=${category._id}`);
    await expect(home.getByRole('tab', { name: category.title, exact: true })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();

    // Following a real link works without any script, and stays on served pages: the children page,
    // whose categories lead back to the served home.
    await home.locator(`a[href="/ssr/selection/${largeId}/children"]`).click();
    await expect(page).toHaveURL(`/ssr/selection/${largeId}/children`);
    const categories = page.locator(`selection-children a[href^="/ssr/selection/${largeId}?target_id="]`);
    expect(await categories.count()).toBeGreaterThan(5);

    // The search box searches without script: Enter sends the keyword to the page, which the server
    // renders with its results. As a search does, it keeps the sort and the filters, and leaves the
    // category.
    await page.goto(`/ssr/selection/${largeId}?sortType=LOW_PRICE&isShippingFeeFree=true&target_id=${category._id}`);
    await home.getByRole('searchbox').fill('라멘');
    await home.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(
      `/ssr/selection/${largeId}?sortType=LOW_PRICE&isShippingFeeFree=true&searchText=${encodeURIComponent('라멘')}`,
    );
    await expect(home.locator('.search-results__keyword')).toHaveText('‘라멘’');
    await expect(home.locator('[part~="product-card"]').first()).toBeVisible();

    await page.goto(`/ssr/selection/${largeId}/best`);
    await expect(page.locator('selection-best [part~="product-rank"]').first()).toContainText('1');
    await expect(page.locator('selection-best a[href^="/item/"]')).toHaveCount(6);
    // Its list opens the page: the first screen's pictures (the largest paint is one) come with the HTML.
    const bestPictures = page.locator('selection-best [part~="product-card"] img');
    expect(await bestPictures.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).loading))).toEqual(
      Array.from({ length: 6 }, () => 'eager'),
    );

    await page.goto(`/ssr/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
    expect(await page.locator('selection-story-list a[href^="/magazine/"]').count()).toBeGreaterThan(0);
    // The pictures a screen shows (the largest paint is one) are asked for with the HTML; the rest wait.
    const pictures = await page
      .locator('selection-story-list [part~="story-card"] img')
      .evaluateAll((images) =>
        images.map((image) => ({ loading: (image as HTMLImageElement).loading, inView: image.getBoundingClientRect().top < innerHeight })),
      );
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.map(({ loading }) => loading)).toEqual(pictures.map(({ inView }) => (inView ? 'eager' : 'lazy')));

    // The review tab draws its first section, the vote cards with their pictures.
    await page.goto(`/ssr/selection/${scenarios.sneakers}?tab=1`);
    await expect(page.locator('selection-home [part~="vote-card"]').first()).toBeVisible();
  });
});

const PAGES = [
  {
    name: 'japan-food home (template A)',
    tag: 'selection-home',
    path: (ids: Record<string, string>) => `/ssr/selection/${ids['japan-food']}`,
  },
  { name: 'outlet home (template B)', tag: 'selection-home', path: (ids: Record<string, string>) => `/ssr/selection/${ids.outlet}` },
  { name: 'sneakers home (template C)', tag: 'selection-home', path: (ids: Record<string, string>) => `/ssr/selection/${ids.sneakers}` },
  { name: 'sneakers review tab', tag: 'selection-home', path: (ids: Record<string, string>) => `/ssr/selection/${ids.sneakers}?tab=1` },
  {
    name: 'vote page',
    tag: 'selection-home',
    path: (ids: Record<string, string>) => `/ssr/selection/${ids.sneakers}?path=vote&sortType=RECENTLY_REGISTERED`,
  },
  {
    name: 'search mode',
    tag: 'selection-home',
    path: (ids: Record<string, string>) => `/ssr/selection/${ids['japan-food']}?searchText=%EB%9D%BC%EB%A9%98`,
  },
  {
    // Ignored as any invalid parameter is: the selection's own list under ALL, from the server on.
    name: 'a category that is not the selection’s',
    tag: 'selection-home',
    path: (ids: Record<string, string>) => `/ssr/selection/${ids['japan-food']}?target_id=deadbeefdeadbeefdeadbeef`,
  },
  { name: 'no frames', tag: 'selection-home', path: (ids: Record<string, string>) => `/ssr/selection/${ids['no-frames']}` },
  { name: 'children', tag: 'selection-children', path: (ids: Record<string, string>) => `/ssr/selection/${ids['japan-food']}/children` },
  { name: 'best', tag: 'selection-best', path: (ids: Record<string, string>) => `/ssr/selection/${ids.outlet}/best` },
  {
    name: 'story list',
    tag: 'selection-story-list',
    path: (ids: Record<string, string>) => `/ssr/story-list?selection-frame-data-id=${ids.sneakers}&story-type=SNEAKERS`,
  },
];

for (const { name, tag, path } of PAGES) {
  test(`${name}: hydrates its server render with no mismatch and asks for nothing it was sent @phone`, async ({
    page,
    request,
    scenarios,
    pageErrors,
  }) => {
    const url = path(scenarios);
    const embedded = await embeddedKeys(request, url);
    expect(embedded.length).toBeGreaterThan(0);
    const shifts = await recordShifts(page);
    const errors = watchConsoleErrors(page);
    const calls = watchCalls(page);
    await page.goto(url);
    await page.waitForFunction((element) => customElements.get(element) !== undefined, tag);
    await expect.poll(async () => (await hydration(page)).hydrated).toBe(1);
    // The rest of the first page is drawn after hydration, in place of the places held for it.
    await page.waitForLoadState('networkidle');
    expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    expect(errors).toEqual([]);
    const asked = calls.map(keyOf);
    expect(
      asked.filter((key) => embedded.includes(key)),
      'embedded answers asked for again',
    ).toEqual([]);
    // Untouched and signed out, a served page asks only for a list's later page (its end in view on a
    // tall screen): any other call is for a first screen the server did not draw.
    expect(
      asked.filter((key) => !/"page":(?:[2-9]|\d{2,})\b/.test(key)),
      'calls for a first screen other than the served one',
    ).toEqual([]);
    expect(repeated(calls)).toEqual([]);
    // The server's data block and stylesheets were taken in: the element's own whole sheet is adopted
    // (not the served copy cut to the markup), and each part's served sheet (whole) beside it.
    const root = await page.locator(tag).evaluate((element) => ({
      served: [...(element.shadowRoot?.children ?? [])].filter((child) => child.hasAttribute('data-selection-served')).length,
      sheets: element.shadowRoot?.adoptedStyleSheets.length ?? 0,
    }));
    expect(root.served).toBe(0);
    expect(root.sheets).toBe(1 + (await servedPartSheets(request, url)));
    expect(await shifts()).toBeLessThan(0.01);
    expect(pageErrors).toEqual([]);
  });
}

/**
 * The whole sheet an element adopts when it is made, per tag: its code's own, the same on every page,
 * so it is read once from a page that hydrated and kept for that tag's other pages.
 */
const wholeSheets = new Map<string, string>();

// One test per page: each loads its page without JavaScript (and the first of each tag once more,
// with it) and reads every computed value of its shadow tree with each stylesheet, which alone takes
// seconds on a large page.
for (const { name, tag, path } of PAGES) {
  test(`${name}: its served stylesheet, cut to the rules its markup uses, draws it as the element's whole sheet does @phone`, async ({
    page,
    browser,
    scenarios,
  }) => {
    // Without JavaScript the served sheet is all the page has; the whole sheet is read from an element
    // of the same tag that hydrated (the one it adopts when it is made).
    const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch, baseURL, locale, timezoneId } = test.info().project.use;
    const still = await browser.newContext({
      userAgent,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
      locale,
      timezoneId,
      javaScriptEnabled: false,
    });
    const served = await still.newPage();
    try {
      let whole = wholeSheets.get(tag);
      if (whole === undefined) {
        await page.goto(path(scenarios));
        await expect.poll(async () => (await hydration(page)).hydrated, name).toBe(1);
        whole = await page
          .locator(tag)
          .evaluate((element) => [...(element.shadowRoot?.adoptedStyleSheets[0]?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'));
        expect(whole, name).toContain(':host');
        wholeSheets.set(tag, whole);
      }

      await served.goto(path(scenarios));
      const differences = await served.locator(tag).evaluate((element, wholeCss) => {
        const root = element.shadowRoot;
        const sheet = root?.querySelector('style[data-selection-used-rules]');
        if (!root || !sheet) return ['no served stylesheet cut to its markup'];
        // Every element's computed style, and its ::before and ::after, property by property, in
        // document order: the same DOM both times, so entry i is the same element's same property.
        // A ::before or ::after that is not drawn (its content is none) is read by its content alone.
        const drawn = (): string[] =>
          [...root.querySelectorAll('*')].flatMap((node, nth) =>
            [null, '::before', '::after'].flatMap((pseudo) => {
              const style = getComputedStyle(node, pseudo);
              const where = `#${nth} ${node.localName}.${node.getAttribute('class') ?? ''}${pseudo ?? ''}`;
              if (pseudo && (style.content === 'none' || style.content === 'normal')) return [`${where} content: ${style.content}`];
              return Array.from({ length: style.length }, (_, index) => {
                const property = style.item(index);
                return `${where} ${property}: ${style.getPropertyValue(property)}`;
              });
            }),
          );
        // Both sheets as the engine writes their rules out (which may reorder a rule's declarations, the
        // same way in both), so that they differ only by the rules left out.
        const served = sheet.textContent ?? '';
        sheet.textContent = [...((sheet as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
        const withCut = drawn();
        sheet.textContent = wholeCss;
        const withWhole = drawn();
        sheet.textContent = served;
        if (withCut.length !== withWhole.length)
          return [`${withCut.length} computed values with the cut sheet, ${withWhole.length} with the whole`];
        return withCut.flatMap((entry, index) => (entry === withWhole[index] ? [] : [`${entry} (whole: ${withWhole[index]})`])).slice(0, 5);
      }, whole);
      expect(differences, name).toEqual([]);
    } finally {
      await still.close();
    }
  });
}

test('a server render with a failed call is answered 503, and shows the error screen with its retry', async ({ page, scenarios }) => {
  // The malformed scenario's frames are refused by their schema, on the server as in a browser.
  const response = await page.goto(`/ssr/selection/${scenarios.malformed}`);
  expect(response?.status()).toBe(503);
  const home = page.locator('selection-home');
  await expect(home.locator('[data-state="error"]')).toBeVisible();
  await expect(home.getByRole('button', { name: '다시 시도' })).toBeVisible();
  // A selection as it is, fallback screens included, is answered 200.
  expect((await page.goto(`/ssr/selection/${scenarios['no-frames']}`))?.status()).toBe(200);
});

// The API's own JSON error, or a gateway's HTML page: no body the page can embed as JSON.
for (const answer of ['api', 'gateway'] as const) {
  test(`a list whose call failed on the server is asked for again once hydrated, and fills in where the API is back (${answer === 'api' ? "the API's 503" : "a gateway's HTML 502"})`, async ({
    page,
    request,
    scenarios,
  }) => {
    // The products' and the picks' calls fail on the server (each of their two attempts), and answer after.
    const outage = { path: '/item/get-legacies', times: 4, answer };
    expect((await request.post('/api/mock/selection/outage', { data: outage })).ok()).toBe(true);
    const response = await page.goto(`/ssr/selection/${scenarios['japan-food']}`);
    expect(response?.status()).toBe(503);
    const served = (await response?.text()) ?? '';
    expect(served.match(/data-state="list-error"/g)).toHaveLength(2);
    expect(served).not.toContain('part="product-card"');
    const home = page.locator('selection-home');
    await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1, recoverableErrors: 0 });
    // Nobody pressed 다시 시도: the element asked again itself.
    await expect(home.locator('[part~="product-grid"] [part~="product-card"]').first()).toBeVisible();
    await expect(home.locator('[part~="pick-slider"] [part~="product-card"]').first()).toBeVisible();
    await expect(home.locator('[data-state="list-error"]')).toHaveCount(0);
    expect(await hydration(page)).toMatchObject({ recoverableErrors: 0 });
  });
}

// The element's own chunk, and the served kit, the code only a served root needs (widgets/ui/served-kit-slot.ts).
for (const chunkName of ['selection-home', 'served-kit']) {
  test(`a served element whose code cannot be loaded says so on top of its first screen, and hydrates on retry (${chunkName})`, async ({
    page,
    scenarios,
  }) => {
    const chunk = await failChunk(page, chunkName);
    await page.goto(`/ssr/selection/${scenarios['japan-food']}`);
    const home = page.locator('selection-home');
    // Inside the served root, the only part of the element a page shows: seen, and read out.
    const alert = home.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('페이지를 불러오지 못했어요');
    await expect(home.locator('[part~="product-card"]').first()).toBeVisible();
    expect(await hydration(page)).toMatchObject({ hydrated: 0 });
    chunk.recover();
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
    await expect(alert).toHaveCount(0);
    expect(await hydration(page)).toMatchObject({ recoverableErrors: 0 });
  });
}

test('a served review tab whose code cannot be loaded keeps what the server drew, says so above it, and hydrates on retry', async ({
  page,
  scenarios,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('SW010')) errors.push(message.text());
  });
  const chunk = await failChunk(page, 'review-tab');
  await page.goto(`/ssr/selection/${scenarios.sneakers}?tab=1`);
  const home = page.locator('selection-home');
  // (The review request form's own alert is there too, empty.)
  const alert = home.getByRole('alert').filter({ hasText: '페이지를 불러오지 못했어요' });
  await expect(alert).toBeVisible();
  // The element is hydrated around it; the review tab the server drew stays, as it was.
  await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
  const vote = home
    .locator('[part~="vote-card"]')
    .first()
    .getByRole('button', { name: /투표하기/ });
  await expect(vote).toBeVisible();
  expect(await hydration(page)).toMatchObject({ recoverableErrors: 0 });
  chunk.recover();
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(alert).toHaveCount(0);
  // Its code in, the tab answers: a vote signed out asks for the login.
  await vote.click();
  await expect(home.getByRole('alertdialog').or(home.getByRole('dialog'))).toBeVisible();
  expect(await hydration(page)).toMatchObject({ recoverableErrors: 0 });
  expect(errors).toEqual([]);
});

test('a served review tab whose code failed, left for the discovery tab and come back to, says so once, and its retry draws it', async ({
  page,
  scenarios,
}) => {
  const chunk = await failChunk(page, 'review-tab');
  let failed = 0;
  page.on('requestfailed', (request) => {
    if (/\/chunks\/review-tab-[\w-]+\.js$/.test(request.url())) failed += 1;
  });
  await page.goto(`/ssr/selection/${scenarios.sneakers}?tab=1`);
  const home = page.locator('selection-home');
  const alert = home.getByRole('alert').filter({ hasText: '페이지를 불러오지 못했어요' });
  await expect(alert).toBeVisible();
  await home.getByRole('tab', { name: '새로운 발견' }).click();
  await expect(home.locator('[part~="product-card"]').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
  // Drawn afresh, the review tab loads its code itself (tried twice, both failing): its own notice,
  // not a second one above it.
  const before = failed;
  await home.getByRole('tab', { name: '새로운 리뷰' }).click();
  await expect.poll(() => failed).toBeGreaterThanOrEqual(before + 2);
  await expect(alert).toHaveCount(1);
  chunk.recover();
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test("a served element whose kit failed, then came another way (another element's code), hydrates with the loader's notice gone", async ({
  page,
  scenarios,
}) => {
  const chunk = await failChunk(page, 'served-kit');
  const kits: string[] = [];
  page.on('request', (request) => {
    if (/\/chunks\/served-kit-[\w-]+\.js$/.test(request.url())) kits.push(request.url());
  });
  await page.goto(`/ssr/selection/${scenarios['japan-food']}`);
  const home = page.locator('selection-home');
  await expect(home.getByRole('alert')).toBeVisible();
  chunk.recover();
  const [kit] = kits;
  if (!kit) throw new Error('the served kit was not asked for');
  // As the retry of another served element on the page would: the kit is asked for again, and comes.
  await page.evaluate((url) => import(url).then(() => undefined), kit);
  await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
  await expect(home.getByRole('alert')).toHaveCount(0);
  await expect(home).not.toHaveAttribute('data-selection-load-failed');
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
});

/** A host's own rendering puts in a home for `largeId` as the server entry rendered it (its shadow root parsed). */
const putServedHome = (page: Page, largeId: string) =>
  page.evaluate(async (id) => {
    const html = await (await fetch(`/ssr/selection/${id}`)).text();
    const served = html.slice(html.indexOf('<selection-home'), html.indexOf('</selection-home>') + '</selection-home>'.length);
    const box = document.createElement('div');
    box.setHTMLUnsafe(served);
    document.body.append(box);
  }, largeId);

// A page whose first home was drawn in the browser asked for the home's code without the kit: a
// served home put in later asks for the kit itself, and is drawn afresh, and works, without it.
for (const moment of ['after its tag was defined', "while the home's code was on its way"] as const) {
  test(`a served home a host puts in a page no server rendered, ${moment}, is drawn afresh and works where the kit cannot be loaded`, async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    await failChunk(page, 'served-kit');
    const kits: string[] = [];
    const frames: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/served-kit-[\w-]+\.js$/.test(request.url())) kits.push(request.url());
      if (request.url().includes(`/large-data/${scenarios.outlet}`)) frames.push(request.url());
    });
    if (moment === 'after its tag was defined') {
      await page.goto(`/selection/${scenarios['japan-food']}`);
      await expect(page.locator('selection-home [part~="product-card"]').first()).toBeVisible();
      expect(kits, 'the kit, on a page no server rendered').toEqual([]);
      await putServedHome(page, scenarios.outlet);
    } else {
      const code = await holdChunk(page, 'selection-home');
      await page.goto(`/selection/${scenarios['japan-food']}`);
      await code.asked;
      await putServedHome(page, scenarios.outlet);
      code.release();
      // The tag is defined all the same: the first home is drawn.
      await expect(page.locator('selection-home').first().locator('[part~="product-card"]').first()).toBeVisible();
    }
    const served = page.locator('selection-home').nth(1);
    await expect(served).toHaveAttribute('large-id', scenarios.outlet);
    // It asks for the kit; without it, it is drawn in the browser and asks for its data, as a home does.
    await expect.poll(() => kits.length).toBeGreaterThan(0);
    await expect.poll(() => frames.length).toBeGreaterThan(0);
    const heart = served.locator('[part~="product-card"] button[aria-pressed]').first();
    await heart.scrollIntoViewIfNeeded();
    await heart.click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 다시 시도해주세요.');
    expect(await hydration(page)).toEqual({ hydrated: 0, recoverableErrors: 0 });
    await expect(served.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
}

test("a request naming another host is rendered from the demo host's own API: the visitor's cookie goes nowhere else", async ({
  scenarios,
  baseURL,
}) => {
  // Another server, as a Host header may name: it records whatever reaches it.
  const reached: IncomingHttpHeaders[] = [];
  const other = createServer((request, response) => {
    reached.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = other.address() as AddressInfo;
    const page = new URL(`/ssr/selection/${scenarios.outlet}`, baseURL);
    // The Host header is the client's to write (fetch and browsers refuse to set it; node:http does not).
    const status = await new Promise<number | undefined>((resolve, reject) => {
      httpRequest(page, { headers: { host: `127.0.0.1:${port}`, cookie: 'access_token=visitor-token' } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      })
        .on('error', reject)
        .end();
    });
    expect(reached).toEqual([]);
    expect(status).toBe(200);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
});

test('a server-rendered page says how long its render took, as developer tools show it (Server-Timing)', async ({ page, scenarios }) => {
  await page.goto(`/ssr/selection/${scenarios.outlet}`);
  const timings = await page.evaluate(() =>
    (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.map(({ name, duration }) => ({
      name,
      duration,
    })),
  );
  expect(timings.map(({ name }) => name)).toEqual(['render']);
  expect(timings[0]?.duration).toBeGreaterThan(0);
});

test('a like and a tab change work right after load', async ({ page, scenarios, pageErrors }) => {
  await page.goto('/');
  await loginAs(page, 'buyer1@example.com');
  await page.goto(`/ssr/selection/${scenarios['japan-food']}/best`);
  await page.waitForFunction(() => customElements.get('selection-best') !== undefined);
  const heart = page.locator('selection-best [part~="product-card"]').first().locator('[part~="like-button"]');
  // Whatever the seed says for this person, the server drew it; the tap turns it over.
  const before = await heart.getAttribute('aria-pressed');
  const after = before === 'true' ? 'false' : 'true';
  const answered = page.waitForResponse(/\/bookmark\/(add|remove)$/);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', after);
  // The server has it: the next server render draws the heart as it is now for this person.
  await answered;
  await page.reload();
  await expect(page.locator('selection-best [part~="product-card"]').first().locator('[part~="like-button"]')).toHaveAttribute(
    'aria-pressed',
    after,
  );

  await page.goto(`/ssr/selection/${scenarios.sneakers}`);
  await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  // A mark on this document: still there after the tab change, the change was made in place (the tab is a link).
  await page.evaluate(() => void Object.assign(window, { tabChangedInPlace: true }));
  const home = page.locator('selection-home');
  await home.getByRole('tab', { name: '새로운 리뷰' }).click();
  await expect(page).toHaveURL(/[?&]tab=1/);
  expect(await page.evaluate(() => 'tabChangedInPlace' in window)).toBe(true);
  await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
  await expect(home.getByRole('tab', { name: '새로운 리뷰' })).toHaveAttribute('aria-selected', 'true');
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  expect(pageErrors).toEqual([]);
});

test("a desktop render in a phone's width shows a phone's circles at once, and keeps its picks while the phone's are asked for", async ({
  page,
  scenarios,
  pageErrors,
}) => {
  // The server draws the layout the user agent names (this project's is a desktop's); the window is a phone's.
  await page.setViewportSize({ width: 390, height: 844 });
  const shifts = await recordShifts(page);
  // The phone's first pick page (40 at once) is held; the desktop's (4) was in the HTML.
  const { release } = await holdListCalls(page, (body) => body.isPick === true && body.limit === 40);
  await page.goto(`/ssr/selection/${scenarios.outlet}`);
  const home = page.locator('selection-home');
  const circles = home.getByRole('navigation', { name: '카테고리 바로가기' }).getByRole('listitem');
  const picks = home.locator('[part="pick-slider"]');
  // The desktop's 12 circles are in the HTML (server test), and the phone's width shows 8 of them
  // from the first paint: the layout shift checked below would count a change from 12.
  await expect(circles).toHaveCount(8);
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(1);
  // Hydrated, the element reads the phone's width and asks for its picks: the served ones stay meanwhile.
  await expect(picks).toHaveAttribute('aria-busy', 'true');
  await expect(picks.locator('[part="product-card"]')).toHaveCount(4);
  await expect(home.locator('.pick-slider--loading')).toHaveCount(0);
  await expect(circles).toHaveCount(8);
  release();
  await expect(picks).not.toHaveAttribute('aria-busy');
  expect(await picks.locator('[part="product-card"]').count()).toBeGreaterThan(4);
  expect(await shifts()).toBeLessThan(0.01);
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  expect(pageErrors).toEqual([]);
});

test('the bundle row, after the whole product list, is drawn in the browser once the hydrated page is scrolled near it', async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  const path = `/ssr/selection/${scenarios['japan-food']}`;
  // Never in a first screen: the server leaves it out, with its answer.
  const html = await (await request.get(path)).text();
  expect(html).toContain('part="product-grid"');
  expect(html).not.toContain('part="bundle-slider"');
  expect((await embeddedKeys(request, path)).filter((key) => key.includes('/item/bundleable-item-list'))).toEqual([]);
  const calls = watchCalls(page);
  await page.goto(path);
  await expect.poll(async () => (await hydration(page)).hydrated).toBe(1);
  expect(
    calls.filter((call) => call.includes('/item/bundleable-item-list')),
    'not asked for before the scroll comes near it',
  ).toEqual([]);
  const row = page.locator('selection-home').getByRole('region', { name: '함께 담으면 묶음배송' });
  await scrollUntilShown(page, row.locator('[part~="product-card"]').first());
  expect(calls.filter((call) => call.includes('/item/bundleable-item-list'))).toHaveLength(1);
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  expect(pageErrors).toEqual([]);
});

test("a page rendered for nobody shows the signed-in person's hearts after hydration, in place", async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  await page.goto('/');
  await loginAs(page, 'buyer2@example.com');
  // Like the best list's first product, as this person.
  await page.goto(`/ssr/selection/${scenarios.outlet}/best`);
  await page.waitForFunction(() => customElements.get('selection-best') !== undefined);
  const heart = () => page.locator('selection-best [part~="product-card"]').first().locator('[part~="like-button"]');
  await heart().click();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');

  // The same page rendered for nobody: the server's HTML has the heart empty...
  const shared = `/ssr/selection/${scenarios.outlet}/best?render=anonymous`;
  const html = await (await request.get(shared)).text();
  expect(html.match(/aria-pressed="true"/g)).toBeNull();
  const errors = watchConsoleErrors(page);
  await page.goto(shared);
  // ...and the browser, signed in, fills it once the person's list is in, without a new render.
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  expect(errors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the strict-CSP server-rendered pages hydrate with no CSP or Trusted Types violation', async ({ page, scenarios, pageErrors }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ← ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  for (const [path, tag] of [
    [`/ssr/csp/selection/${scenarios['japan-food']}`, 'selection-home'],
    [`/ssr/csp/selection/${scenarios.sneakers}?tab=1`, 'selection-home'],
    [`/ssr/csp/selection/${scenarios.outlet}/best`, 'selection-best'],
    [`/ssr/csp/selection/${scenarios['japan-food']}/children`, 'selection-children'],
  ] as const) {
    const response = await page.goto(path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("require-trusted-types-for 'script'");
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, 'the policy allows styles by nonce only').toBeTruthy();
    await page.waitForFunction((element) => customElements.get(element) !== undefined, tag);
    await expect.poll(async () => (await hydration(page)).hydrated).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    await expect(page.locator(`${tag} a[href]`).first()).toBeVisible();
    expect(await violations()).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});

test("a served review tab read days after the server drew it hydrates with the server's stages, then shows the reader's day", async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  // The browser's clock three days ahead of the server's: a page cached that long, or a phone's clock.
  // The preparing items' stages count whole days since their last change (0 to 15 in the seed).
  const later = Date.now() + 3 * 24 * 60 * 60 * 1000;
  await page.clock.setFixedTime(later);
  const largeId = scenarios.sneakers;
  const chunk = await holdChunk(page, 'selection-home');
  await page.goto(`/ssr/selection/${largeId}?tab=1`, { waitUntil: 'domcontentloaded' });
  await chunk.asked;
  const cards = page.locator('selection-home [part="preparing-card"]');
  const stages = () =>
    cards.evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [
          element.getAttribute('data-vote-id'),
          element.querySelector('[part="progress"]')?.getAttribute('data-stage'),
        ]),
      ),
    );
  await expect(cards.first()).toBeAttached();
  const served = await stages();

  chunk.release();
  // Drawn with the server's clock as it hydrates: its render matches, nothing is drawn afresh.
  await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  // Then each item shows its stage as of the reader's day.
  const spec = voteListRequest(preparingParams(largeId));
  const answer = await request.get(`/api${spec.path}`, { params: spec.query as Record<string, string | number> });
  const { selectionFrameVotes } = (await answer.json()) as {
    selectionFrameVotes: { _id: string; lastReviewPreparingChangedDate: string | null }[];
  };
  const today = Object.fromEntries(
    selectionFrameVotes.map((vote) => [vote._id, progressStage(vote.lastReviewPreparingChangedDate, new Date(later))]),
  );
  await expect.poll(stages).toEqual(today);
  expect(Object.keys(today).filter((id) => served[id] !== today[id]).length, 'stages the three days moved').toBeGreaterThan(0);
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  expect(pageErrors).toEqual([]);
});

/**
 * Holds the response of `tag`'s chunk until `release()`: the element stays server-rendered and
 * un-hydrated meanwhile. `asked` settles once the loader has asked for the chunk (it has started
 * the element, and holds taps on it from then on).
 */
const holdChunk = (page: Page, tag: string) => holdRequests(page, new RegExp(`/chunks/${tag}-[\\w-]+\\.js$`));

/** The paths of the page's POST requests whose path `matches`, as they are sent. */
function watchPosts(page: Page, matches: RegExp): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && matches.test(url.pathname)) posts.push(url.pathname);
  });
  return posts;
}

/** Each `POST` that changes a like (`/bookmark/add`, `/bookmark/remove`). */
const watchLikeChanges = (page: Page): string[] => watchPosts(page, /\/bookmark\/(add|remove)$/);

const isDefined = (page: Page, tag: string) => page.evaluate((name) => customElements.get(name) !== undefined, tag);

/** The first served card whose like count is shown exactly: its heart, its count text and its id. */
async function servedCard(page: Page) {
  const card = page
    .locator('selection-best [part~="product-card"]')
    .filter({ hasText: /찜 \d+$/ })
    .first();
  const likes = Number(((await card.locator('[part="product-likes"]').textContent()) ?? '').replace(/\D/g, ''));
  return { card, heart: card.locator('[part~="like-button"]'), likes, itemId: await card.getAttribute('data-item-id') };
}

test('a served page opened at a category further along its row shows that tab in the middle from the first paint, and hydration moves nothing @phone-only', async ({
  page,
  request,
  scenarios,
  pageErrors,
}) => {
  const largeId = scenarios['japan-food'];
  // The last of the row's categories, beyond a phone's width.
  const last = (await childCategories(request, largeId)).at(-1);
  if (!last) throw new Error('no category');
  const chunk = await holdChunk(page, 'selection-home');
  const home = page.locator('selection-home');
  const row = home.locator('[part="category-nav"] [role="tablist"]').first();
  await page.goto(`/ssr/selection/${largeId}?target_id=${last._id}`, { waitUntil: 'domcontentloaded' });
  await chunk.asked;
  const tab = row.getByRole('tab', { name: last.title, exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const place = () =>
    row.evaluate((element) => {
      const chosen = element.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { scroll: element.scrollLeft, inView: chosen.left >= box.left && chosen.right <= box.right };
    });
  // Before any script: the row is scrolled to its chosen tab, whole in view (it was at 0, the tab off the screen).
  await expect.poll(place).toMatchObject({ inView: true });
  const served = await place();
  expect(served.scroll).toBeGreaterThan(0);
  expect(await isDefined(page, 'selection-home')).toBe(false);

  chunk.release();
  await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
  // Hydration's own centring finds it centred: the row does not slide.
  const hydrated = await place();
  expect(Math.abs(hydrated.scroll - served.scroll)).toBeLessThanOrEqual(1);
  expect(hydrated.inView).toBe(true);
  // Nothing snaps any more: the row scrolls back to its start and stays there.
  await row.evaluate((element) => element.scrollTo({ left: 0 }));
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await row.evaluate((element) => element.scrollLeft)).toBe(0);
  expect(pageErrors).toEqual([]);
});

test.describe('a tap before hydration', () => {
  test('a heart tapped while the code is loading turns over once the element has hydrated, once', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    await page.goto('/');
    await loginAs(page, 'buyer2@example.com');
    const chunk = await holdChunk(page, 'selection-best');
    const changes = watchLikeChanges(page);
    await page.goto(`/ssr/selection/${scenarios.outlet}/best`, { waitUntil: 'domcontentloaded' });
    await chunk.asked;
    const { heart, likes, itemId } = await servedCard(page);
    const before = await heart.getAttribute('aria-pressed');
    const after = before === 'true' ? 'false' : 'true';
    await heart.click();
    // Nothing could answer it yet: the element is not defined and the heart is as served.
    expect(await isDefined(page, 'selection-best')).toBe(false);
    await expect(heart).toHaveAttribute('aria-pressed', before ?? 'false');
    expect(changes).toEqual([]);

    chunk.release();
    await expect(heart).toHaveAttribute('aria-pressed', after);
    await page.waitForLoadState('networkidle');
    expect(changes, 'the like changed once').toHaveLength(1);
    await expect(heart).toHaveAttribute('aria-pressed', after);
    expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });

    // The API has it, once: the next server render draws the heart turned over and the count moved by one.
    await page.unroute(/\/chunks\//);
    await page.reload();
    const card = page.locator(`selection-best [part~="product-card"][data-item-id="${itemId}"]`);
    await expect(card.locator('[part~="like-button"]')).toHaveAttribute('aria-pressed', after);
    await expect(card.locator('[part="product-likes"]')).toHaveText(`찜 ${after === 'true' ? likes + 1 : likes - 1}`);
    expect(pageErrors).toEqual([]);
  });

  test('a tab tapped while the code is loading is a link: it opens the served page of that tab, which then hydrates', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const chunk = await holdChunk(page, 'selection-home');
    await page.goto(`/ssr/selection/${scenarios.sneakers}`, { waitUntil: 'domcontentloaded' });
    await chunk.asked;
    const home = page.locator('selection-home');
    const review = home.getByRole('tab', { name: '새로운 리뷰' });
    await expect(review).toHaveAttribute('aria-selected', 'false');
    await review.click();
    // Not lost while nothing could answer it in place: the browser follows the link, and the server
    // draws the review tab chosen, with its votes, before any code.
    await expect(page).toHaveURL(`/ssr/selection/${scenarios.sneakers}?tab=1`);
    await expect(review).toHaveAttribute('aria-selected', 'true');
    await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
    expect(await isDefined(page, 'selection-home')).toBe(false);

    chunk.release();
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    await expect(review).toHaveAttribute('aria-selected', 'true');
    expect(pageErrors).toEqual([]);
  });

  /**
   * When the tap comes: while the element's code loads; the same, with the review side's code coming
   * after the element's; or once the element has hydrated, the review side's code still on its way.
   */
  const moments = {
    loading: 'while the code is loading',
    'review code later': "while the code is loading, when the review side's code comes after the element's",
    'element hydrated': "after the element has hydrated, while the review side's code is loading",
  } as const;
  type Moment = keyof typeof moments;

  /**
   * Signs in as `buyer2` and opens the served review tab of the sneakers (`path` adds to its query),
   * with the element's code held, and the review side's but for `loading`; `act` runs at `moment`.
   * Returns once the element has hydrated, with the review side's code still held (to release).
   */
  async function openReviewTab(page: Page, scenarios: Record<string, string>, moment: Moment, act: () => Promise<void>, path = '') {
    await page.goto('/');
    await loginAs(page, 'buyer2@example.com');
    const chunk = await holdChunk(page, 'selection-home');
    const reviewSide = moment === 'loading' ? undefined : await holdChunk(page, 'review-tab');
    await page.goto(`/ssr/selection/${scenarios.sneakers}?tab=1${path}`, { waitUntil: 'domcontentloaded' });
    await chunk.asked;
    if (moment === 'element hydrated') {
      chunk.release();
      await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
    }
    await act();
    if (moment !== 'element hydrated') {
      expect(await isDefined(page, 'selection-home')).toBe(false);
      chunk.release();
      await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
    }
    return reviewSide;
  }

  const earlyReviewTaps = [
    ...(['loading', 'review code later', 'element hydrated'] as const).map((moment) => ({
      what: 'a vote',
      moment,
      button: 'vote-button',
      idAttribute: 'data-vote-id',
      call: /\/selection-frame-voted-user$/,
    })),
    // In a section below the daily vote: a boundary of its own, hydrated after the tab's.
    ...(['loading', 'element hydrated'] as const).map((moment) => ({
      what: "a review request's like",
      moment,
      button: 'request-like',
      idAttribute: 'data-request-id',
      call: /\/selection-frame-review-request-like$/,
    })),
  ];
  for (const { what, moment, button: part, idAttribute, call } of earlyReviewTaps)
    test(`${what} tapped on the served review tab ${moments[moment]} counts once the tab has hydrated, once`, async ({
      page,
      scenarios,
      pageErrors,
    }) => {
      const posts = watchPosts(page, call);
      const home = page.locator('selection-home');
      let button = home.locator(`[part="${part}"]`).first();
      const reviewSide = await openReviewTab(page, scenarios, moment, async () => {
        const id = await home
          .locator(`[part="${part}"][aria-pressed="false"]`)
          .first()
          .evaluate((element, name) => element.closest(`[${name}]`)?.getAttribute(name), idAttribute);
        button = home.locator(`[${idAttribute}="${id}"] [part="${part}"]`).first();
        await button.click();
        // Nothing answers it yet: the served button stays as it was.
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        expect(posts).toEqual([]);
      });
      // The review side hydrates in a Suspense boundary of its own, after the element's first commit
      // (and, when its code comes later, once that is in): the tap is answered once it has.
      if (reviewSide) {
        await expect(button).toHaveAttribute('aria-pressed', 'false');
        expect(posts).toEqual([]);
        reviewSide.release();
      }
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      expect(posts, 'answered once').toHaveLength(1);
      expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
      expect(pageErrors).toEqual([]);
    });

  for (const moment of ['loading', 'element hydrated'] as const)
    test(`a review request typed and sent with Enter on the served review tab ${moments[moment]} is sent as typed once hydrated, once`, async ({
      page,
      scenarios,
      pageErrors,
    }) => {
      const posts = watchPosts(page, /\/selection-frame-review-request$/);
      const home = page.locator('selection-home');
      const input = home.locator('[part="request-input"]');
      const typed = `발매 전 리뷰 부탁해요 ${Date.now() % 10000}`;
      const documentsAfterEnter: string[] = [];
      const reviewSide = await openReviewTab(page, scenarios, moment, async () => {
        await input.fill(typed);
        await expect(input).toHaveValue(typed);
        // Enter before the form answers it: the browser submits nothing on its own (checked at the
        // end: no page is asked for, and the person stays with what they typed).
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentsAfterEnter.push(request.url());
        });
        await input.press('Enter');
      });
      reviewSide?.release();
      // Once the requests' section has hydrated, the Enter held for it sends what was typed (SPEC §5:
      // Enter sends), once: the request is in the list, and the box empty.
      await expect(home.locator('[part="request-list"]')).toContainText(typed);
      await expect(input).toHaveValue('');
      await page.waitForLoadState('networkidle');
      expect(posts).toHaveLength(1);
      expect(documentsAfterEnter, 'no page asked for by the early Enter').toEqual([]);
      expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
      expect(pageErrors).toEqual([]);
    });

  for (const moment of ['loading', 'element hydrated'] as const)
    test(`the vote page's sort chosen ${moments[moment]} is the list's once the page has hydrated`, async ({
      page,
      scenarios,
      pageErrors,
    }) => {
      const home = page.locator('selection-home');
      const sort = home.locator('[part="vote-sort"]');
      const reviewSide = await openReviewTab(
        page,
        scenarios,
        moment,
        async () => {
          await expect(sort).toHaveValue('HIGHEST_VOTE_RATE');
          await sort.selectOption('RECENTLY_REGISTERED');
        },
        '&path=vote',
      );
      reviewSide?.release();
      // The page follows the choice: its address, the list's order, and the select still saying it.
      await expect(page).toHaveURL(/[?&]sortType=RECENTLY_REGISTERED/);
      await expect(home.locator('[part="vote-list"]')).toHaveAttribute('data-sort', 'RECENTLY_REGISTERED');
      await expect(sort).toHaveValue('RECENTLY_REGISTERED');
      expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
      expect(pageErrors).toEqual([]);
    });

  test('a review section chosen in the nav while the code is loading is where the page goes once hydrated', async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const chunk = await holdChunk(page, 'selection-home');
    await page.goto(`/ssr/selection/${scenarios.sneakers}?tab=1`, { waitUntil: 'domcontentloaded' });
    await chunk.asked;
    const home = page.locator('selection-home');
    const heading = home.getByRole('heading', { level: 2, name: '신상 리뷰 요청' });
    // The last section, served far below the first screen; nothing answers the nav's button yet.
    await expect(home.locator('[part~="vote-card"]').first()).toBeVisible();
    await expect(heading).not.toBeInViewport();
    await home.locator('[part="review-nav"]').getByRole('button', { name: '신상 리뷰 요청' }).click();
    expect(await isDefined(page, 'selection-home')).toBe(false);
    await expect(heading).not.toBeInViewport();

    chunk.release();
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    // Not lost on a section hydrated after the tab (a boundary of its own): once it is, the page goes
    // there and its heading has the focus.
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(home.locator('[part="review-nav"] [aria-current="true"]')).toHaveText('신상 리뷰 요청');
    expect(pageErrors).toEqual([]);
  });

  test('a heart tapped after hydration changes the like once (nothing is held any more)', async ({ page, scenarios, pageErrors }) => {
    await page.goto('/');
    await loginAs(page, 'buyer2@example.com');
    const changes = watchLikeChanges(page);
    await page.goto(`/ssr/selection/${scenarios.outlet}/best`);
    await expect.poll(async () => (await hydration(page)).hydrated).toBe(1);
    const { heart } = await servedCard(page);
    const after = (await heart.getAttribute('aria-pressed')) === 'true' ? 'false' : 'true';
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', after);
    await page.waitForLoadState('networkidle');
    expect(changes).toHaveLength(1);
    await expect(heart).toHaveAttribute('aria-pressed', after);
    expect(pageErrors).toEqual([]);
  });
});

test.describe("the element's code after its first screen", () => {
  /** The paths of the requests the page makes that `match`, as it asks. */
  function watchPaths(page: Page, match: (path: string) => boolean): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (match(path)) paths.push(path);
    });
    return paths;
  }

  /** Every element code file the page asks for (`/dist/chunks/…`). */
  const watchChunks = (page: Page) => watchPaths(page, (path) => path.startsWith('/dist/chunks/'));

  /** The page's pictures, held until released. */
  const PICTURES = /\/api\/mock\/selection\/img\//;

  /** The story list, whose first screen's pictures are asked for with the HTML (the page's load waits for them). */
  const storyList = (frameId: string) => `/ssr/story-list?selection-frame-data-id=${frameId}&story-type=SNEAKERS`;

  /** Time for the loader to find the element (it starts on the next task after the document is parsed). */
  async function loaderStarted(page: Page): Promise<void> {
    // Polled from here: the page's own timers and frames run on the installed clock.
    await expect.poll(() => page.evaluate(() => 'SelectionWidgets' in window)).toBe(true);
    await page.clock.runFor(100);
    // One round trip to the server after it: a chunk asked for on the loader's start has been seen by now.
    await page.evaluate(() => fetch('/api/mock/selection/scenarios').then((response) => response.json()));
  }

  /**
   * Opens `path` on the page's clock with its pictures held, and waits for the loader to start: the
   * first screen is still loading. Returns the held pictures.
   */
  async function openWhileLoading(page: Page, path: string): Promise<{ release: () => void }> {
    await page.clock.install();
    const pictures = await holdRequests(page, PICTURES);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await loaderStarted(page);
    return pictures;
  }

  /** Lets the held pictures come: the page loads, and the frames after its load run. */
  async function firstScreenLoads(page: Page, pictures: { release: () => void }): Promise<void> {
    pictures.release();
    await page.waitForLoadState('load');
    await page.clock.runFor(100);
  }

  test('waits for the page to load (its pictures have the network first), then hydrates', async ({ page, scenarios, pageErrors }) => {
    const chunks = watchChunks(page);
    const pictures = await openWhileLoading(page, storyList(scenarios.sneakers));
    expect(chunks, 'no element code while the first screen loads').toEqual([]);
    expect(await hydration(page)).toEqual({ hydrated: 0, recoverableErrors: 0 });

    await firstScreenLoads(page, pictures);
    await expect.poll(() => chunks.some((path) => path.includes('/selection-story-list-'))).toBe(true);
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    expect(pageErrors).toEqual([]);
  });

  test("the demo host's own UI waits for the first screen too, as the docs advise a host's own scripts", async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const demoUi = watchPaths(page, (path) => path === '/demo/demo-host.js');
    const pictures = await openWhileLoading(page, storyList(scenarios.sneakers));
    expect(demoUi, 'no demo UI while the first screen loads').toEqual([]);

    await firstScreenLoads(page, pictures);
    // The header's session state is the demo's UI: drawn once its code is in.
    await expect(page.locator('.demo-header demo-session')).toContainText(/로그인/);
    expect(demoUi).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test("a served home asks for no code, not even the loader's frames reader, while its first screen loads", async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const chunks = watchChunks(page);
    const pictures = await openWhileLoading(page, `/ssr/selection/${scenarios['japan-food']}`);
    // Its frames came with the page: nothing is left for the reader to decide.
    expect(chunks).toEqual([]);

    await firstScreenLoads(page, pictures);
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    expect(pageErrors).toEqual([]);
  });

  test("its hydration code (the served kit) is asked for with the element's own; a page no server rendered never asks for it", async ({
    page,
    scenarios,
    pageErrors,
  }) => {
    const chunks = watchChunks(page);
    const kits = () => chunks.filter((path) => path.includes('/served-kit-'));
    await page.goto(`/selection/${scenarios['japan-food']}`);
    await expect(page.locator('selection-home [part~="product-card"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks.some((path) => path.includes('/selection-home-'))).toBe(true);
    expect(kits(), 'the served kit, on a page no server rendered').toEqual([]);

    // Served: the kit is on its way while the element's code is still held, not one round trip after it.
    const held = await holdChunk(page, 'selection-home');
    await page.goto(`/ssr/selection/${scenarios['japan-food']}`);
    await held.asked;
    await expect.poll(kits).toHaveLength(1);
    expect(await hydration(page)).toMatchObject({ hydrated: 0 });
    held.release();
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    expect(kits()).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('loads after 3 s when the page has not loaded by then (a picture that never comes)', async ({ page, scenarios, pageErrors }) => {
    const chunks = watchChunks(page);
    const pictures = await openWhileLoading(page, storyList(scenarios.sneakers));
    await page.clock.runFor(2_500);
    await page.evaluate(() => fetch('/api/mock/selection/scenarios').then((response) => response.json()));
    expect(chunks).toEqual([]);

    await page.clock.runFor(500);
    await expect.poll(() => chunks.some((path) => path.includes('/selection-story-list-'))).toBe(true);
    await expect.poll(() => hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
    pictures.release();
    expect(pageErrors).toEqual([]);
  });
});

test('back to a served search pick that "더 보기" showed: the picks open whole once hydrated, with no hydration error @phone', async ({
  page,
  scenarios,
}) => {
  await page.goto(`/ssr/selection/${scenarios['japan-food']}?searchText=${encodeURIComponent('박스')}`);
  await expect.poll(() => hydration(page)).toMatchObject({ hydrated: 1 });
  const picks = page.locator('selection-home [part="search-picks"]');
  await picks.getByRole('button', { name: '더 보기' }).click();
  // Past the four a desktop shows first (two on a phone).
  const itemId = await picks.locator('[part="product-card"]').nth(5).getAttribute('data-item-id');
  await picks.locator(`[data-item-id="${itemId}"]`).getByRole('link').click();
  await expect(page).toHaveURL(`/item/${itemId}`);
  await page.goBack();
  // The server drew the picks folded: the page hydrates that, then shows them whole and the pick focused.
  const again = picks.locator(`[data-item-id="${itemId}"]`);
  await expect(again).toBeInViewport({ timeout: 6000 });
  await expect(again.getByRole('link')).toBeFocused();
  expect(await hydration(page)).toEqual({ hydrated: 1, recoverableErrors: 0 });
});
