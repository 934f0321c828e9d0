/**
 * `selection-widgets/server` against the reference API on a real socket: the element's HTML holds a
 * declarative shadow root with the element's stylesheet, its first screen (names, prices, images,
 * real links) and the answers it used as inert JSON; failures render the catalogue's screens; each
 * render is a page of its own; hostile values stay text.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApi, type RunningApi } from '../tests/unit/api-server.ts';
import { HOSTILE_TEXTS, isUnsafeUrl, poison, type PoisonCount } from '../tests/e2e/hostile.ts';
import { errorMessages } from '../core/messages/errors.ts';
import { STORY_LIST_PAGE_SIZE } from '../core/api/magazine-requests.ts';
import { screenMessages } from '../core/messages/screens.ts';
import { formatWon } from '../core/domain/format.ts';
import { renderElement } from './index.ts';
import { BROWSER_ELEMENTS, SERVER_ELEMENTS } from './elements.ts';
import { registry } from '../loader/registry.ts';

let running: RunningApi;
let scenarios: Record<string, string>;
const PAGE = 'https://shop.example/selection/page';

beforeAll(async () => {
  running = await startApi();
  scenarios = (await (await fetch(`${running.origin}/api/mock/selection/scenarios`)).json()) as Record<string, string>;
});
afterAll(() => running.close());
beforeEach(() => {
  running.api.reset();
  running.hits.length = 0;
});

const api = () => `${running.origin}/api`;
const apiCall = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await (await fetch(`${running.origin}/api${path}`, init)).json()) as T;

interface Item {
  itemId: string;
  itemName: string;
  itemPriceForBuyer: number;
  imgUrl: string;
}
interface Frame {
  _id: string;
  title: string;
  type: string;
  parentId: string | null;
}

/** The page-1 answer of the best list, as the widget asks for it. */
const bestItems = (largeId: string) =>
  apiCall<{ storeItemList: Item[]; storeItemNums: number }>('/item/get-legacies', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      selectionFrameDataId: largeId,
      isPick: false,
      inputText: '',
      isItemPriceWithShippingFee: false,
      viewSoldOut: true,
      isShippingFeeFree: false,
      sortType: 'PURCHASE',
      limit: 21,
      page: 1,
    }),
  });

/** HTML text as it reads in the page (entities decoded). */
const entities = (text: string): string =>
  text.replace(/&(lt|gt|quot|#x27|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#x27': "'", amp: '&' })[name] ?? '');
/** Text as React's server renderer escapes it. */
const escaped = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** The inert data block of a rendered element, read back. */
function servedData(html: string): { signedIn: boolean; answers: { key: string; personal: boolean; status: number; body: unknown }[] } {
  const block = /<script type="application\/json" data-selection-served[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(block, 'the data block').not.toBeNull();
  return JSON.parse(block?.[1] ?? '') as ReturnType<typeof servedData>;
}

/** Every link and image address of `html` (href, src, srcset), as the page reads it. */
const hrefs = (html: string): string[] => [...html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)].map((match) => entities(match[1] ?? ''));

/** A buyer's token, after they liked the first of the selection's best items (`first`). */
async function buyerWithHeart(largeId: string): Promise<{ first: Item | undefined; token: string }> {
  const [first] = (await bestItems(largeId)).storeItemList;
  const login = await fetch(`${running.origin}/api_base/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer1@example.com', password: 'selection1234' }),
  });
  const token = ((await login.json()) as { user: { auth: { access_token: string } } }).user.auth.access_token;
  await fetch(`${running.origin}/api_base/bookmark/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ itemId: first?.itemId }),
  });
  return { first, token };
}

describe('renderElement', () => {
  it('<selection-best>: a declarative shadow root with the stylesheet, the ranked first cards (names, prices, images, links) and the answers it used', async () => {
    const largeId = scenarios['japan-food'] ?? '';
    const expected = await bestItems(largeId);
    running.hits.length = 0;
    const { html, status } = await renderElement({
      tag: 'selection-best',
      attributes: { 'large-id': largeId },
      pageUrl: PAGE,
      apiBase: api(),
    });

    expect(status).toBeUndefined();
    expect(html).toMatch(
      new RegExp(
        // Its text's language (Korean, whatever the page's), unless the page gives the element one.
        `^<selection-best lang="ko" large-id="${largeId}" data-selection-served><template shadowrootmode="open"><style data-selection-served data-selection-used-rules>`,
      ),
    );
    expect(html.endsWith('</template></selection-best>')).toBe(true);
    // The element's stylesheet, cut to the rules its markup can use: the base rules and the product
    // card's are there; those of screens not drawn (the error screen, the page's skeleton) are not.
    const css = /<style data-selection-served data-selection-used-rules>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain(':host');
    expect(css).toContain('.product-card');
    expect(css).toContain('.best');
    expect(css).not.toContain('.state__title');
    expect(css).not.toContain('.page-skeleton');

    // The first stage of the grid: six ranked cards with name, price, image and a real link.
    for (const item of expected.storeItemList.slice(0, 6)) {
      expect(html).toContain(escaped(item.itemName));
      expect(html).toContain(formatWon(item.itemPriceForBuyer));
      expect(html).toContain(`src="${escaped(item.imgUrl)}"`);
      expect(hrefs(html)).toContain(`/item/${item.itemId}`);
    }
    expect(html).toContain('1위');
    // The rest of page 1 keeps its room (stand-ins), drawn by the browser right after hydration.
    expect(html.match(/class="skeleton product-grid__skeleton"/g)?.length).toBe(expected.storeItemList.length - 6);

    // The two calls of its first screen, once each, and their answers embedded as they came.
    expect(running.hits.sort()).toEqual(['GET /api/selection-frame-data/large-data/' + largeId, 'POST /api/item/get-legacies'].sort());
    const data = servedData(html);
    expect(data.signedIn).toBe(false);
    expect(data.answers.map((answer) => [answer.key.split(' ')[1], answer.status, answer.personal]).sort()).toEqual([
      ['api:/item/get-legacies', 200, true],
      [`api:/selection-frame-data/large-data/${largeId}`, 200, false],
    ]);
    expect(data.answers.find((answer) => answer.key.includes('get-legacies'))?.body).toEqual(expected);
  });

  it('<selection-children>: every category as a real link to its page', async () => {
    const largeId = scenarios['japan-food'] ?? '';
    const frames = (await apiCall<{ selectionFrameDataList: Frame[] }>(`/selection-frame-data/all-list/${largeId}`)).selectionFrameDataList;
    const { html } = await renderElement({ tag: 'selection-children', attributes: { 'large-id': largeId }, pageUrl: PAGE, apiBase: api() });
    const mediums = frames.filter((frame) => frame.type === 'medium');
    expect(mediums.length).toBeGreaterThan(0);
    for (const frame of mediums) {
      expect(html).toContain(escaped(frame.title));
      expect(hrefs(html)).toContain(`/selection/${largeId}?target_id=${frame._id}`);
    }
  });

  it('<selection-story-list>: the stories of the first page, each a link to its magazine page', async () => {
    const frameId = scenarios.sneakers ?? '';
    const stories = await apiCall<{ list: { storyId: string; title: string }[] }>(
      `/magazine/list?selectionFrameDataId=${frameId}&storyType=SNEAKERS&page=1&limit=${STORY_LIST_PAGE_SIZE}`,
    );
    expect(stories.list.length).toBeGreaterThan(0);
    const { html } = await renderElement({
      tag: 'selection-story-list',
      attributes: { 'selection-frame-data-id': frameId, 'story-type': 'SNEAKERS' },
      pageUrl: PAGE,
      apiBase: api(),
    });
    for (const story of stories.list) {
      expect(html).toContain(escaped(story.title));
      expect(hrefs(html)).toContain(`/magazine/${story.storyId}?story-type=SNEAKERS`);
    }
  });

  it("<selection-story-list>: the links follow the page's story page pattern", async () => {
    const frameId = scenarios.sneakers ?? '';
    const { html } = await renderElement({
      tag: 'selection-story-list',
      attributes: { 'selection-frame-data-id': frameId, 'story-type': 'SNEAKERS' },
      pageUrl: PAGE,
      apiBase: api(),
      config: { magazineUrl: 'https://shop.example/stories/{storyId}?type={storyType}' },
    });
    const links = hrefs(html).filter((href) => href.includes('/stories/'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => /^https:\/\/shop\.example\/stories\/[^/?]+\?type=SNEAKERS$/.test(href))).toBe(true);
    expect(hrefs(html).filter((href) => href.includes('/magazine/'))).toEqual([]);
  });

  it("renders a failure as the catalogue's screen the browser shows: not found with a 404, a failing API's message after one more try", async () => {
    const missing = await renderElement({
      tag: 'selection-best',
      attributes: { 'large-id': 'no-such-selection' },
      pageUrl: PAGE,
      apiBase: api(),
    });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(screenMessages.notFound);
    expect(missing.html).toContain('data-state="not-found"');
    expect(servedData(missing.html).answers.find((answer) => answer.key.includes('large-data'))?.status).toBe(404);

    const noAttribute = await renderElement({ tag: 'selection-children', pageUrl: PAGE, apiBase: api() });
    expect(noAttribute.status).toBe(404);
    expect(noAttribute.html).toContain(screenMessages.notFound);

    // A story type there is none of: not found, with nothing asked of the API.
    const hits = running.hits.length;
    const unknownType = await renderElement({
      tag: 'selection-story-list',
      attributes: { 'selection-frame-data-id': scenarios.sneakers ?? '', 'story-type': 'FOOD' },
      pageUrl: PAGE,
      apiBase: api(),
    });
    expect(unknownType.status).toBe(404);
    expect(unknownType.html).toContain(screenMessages.notFound);
    expect(running.hits.slice(hits)).toEqual([]);

    // An id the API will never take (a 400 for a malformed one; 431 for one too long, as the reference
    // API answers a header past its limit): no such page, not an outage to come back for.
    for (const largeId of ['x'.repeat(20_000), 'no-such-selection']) {
      const refused = await renderElement({ tag: 'selection-home', attributes: { 'large-id': largeId }, pageUrl: PAGE, apiBase: api() });
      expect(refused.status, `${largeId.length} characters`).toBe(404);
    }

    // A server that answers 503 to everything: asked twice (the client's retry), then its message.
    const failing: Server = createServer((request, response) => {
      failures.push(request.url ?? '');
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"code":"DOWN"}');
    });
    const failures: string[] = [];
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
      const down = await renderElement({ tag: 'selection-children', attributes: { 'large-id': 'x' }, pageUrl: PAGE, apiBase: origin });
      expect(down.status).toBe(503);
      expect(down.html).toContain('data-state="error"');
      expect(down.html).toContain(escaped(errorMessages.temporary));
      expect(down.html).toContain(escaped(errorMessages.contactSupport));
      expect(failures).toEqual(['/selection-frame-data/all-list/x', '/selection-frame-data/all-list/x']);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it("answers 503 where a call failed (no answer, a server error, too many requests), not for a refusal that is the page's answer (403)", async () => {
    // The frames answer; every other call of the home gets `status` from this server.
    let status = 500;
    const proxy: Server = createServer((request, response) => {
      if ((request.url ?? '').includes('/large-data/')) {
        void fetch(`${running.origin}/api${request.url}`).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
        return;
      }
      if (status === 0) return void request.socket.destroy();
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end('{"code":"X"}');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const render = () =>
        renderElement({ tag: 'selection-home', attributes: { 'large-id': scenarios['japan-food'] }, pageUrl: PAGE, apiBase: origin });
      // The home draws its frames' sections with the lists' error in place: not a page to keep.
      expect((await render()).status).toBe(503);
      status = 0;
      expect((await render()).status).toBe(503);
      // Too many requests from the host's one address, still so at the second try: a fault of the moment.
      status = 429;
      expect((await render()).status).toBe(503);
      status = 403;
      expect((await render()).status).toBeUndefined();
      // A bad request is the API's answer to this request, every time: not a fault of the moment.
      status = 400;
      expect((await render()).status).toBeUndefined();
      // A conflict is one (the client tries it again, as it does 429).
      status = 409;
      expect((await render()).status).toBe(503);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("says the reader's time zone where the host gives it, and a device id of the render's own, never a runtime storage's", async () => {
    // What the API is told: each call's headers, through a server in front of the reference API.
    const seen: { timezone?: string; device?: string }[] = [];
    const front: Server = createServer((request, response) => {
      seen.push({ timezone: String(request.headers.timezone), device: String(request.headers.web_device_id) });
      void fetch(`${running.origin}/api${request.url}`).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    // A runtime with a storage of its own (Deno's localStorage, Node's with --localstorage-file).
    const kept = new Map<string, string>();
    const runtimeStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    Object.assign(globalThis, { localStorage: runtimeStorage });
    kept.set('selection-widgets:web_device_id', 'one-id-for-every-reader');
    try {
      const apiBase = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
      const render = (timeZone?: string) =>
        renderElement({
          tag: 'selection-best',
          attributes: { 'large-id': scenarios['japan-food'] ?? '' },
          pageUrl: PAGE,
          apiBase,
          timeZone,
        });
      await render('Asia/Seoul');
      expect(seen.map((call) => call.timezone)).toEqual(['Asia/Seoul', 'Asia/Seoul']);
      const first = new Set(seen.map((call) => call.device));
      seen.length = 0;
      await render();
      expect(seen[0]?.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
      const second = new Set(seen.map((call) => call.device));
      expect(first.size, 'one id a render').toBe(1);
      expect([...first, ...second]).not.toContain('one-id-for-every-reader');
      expect([...first][0]).not.toBe([...second][0]);
      expect([...kept.keys()]).toEqual(['selection-widgets:web_device_id']);
      await expect(render('Seoul')).rejects.toThrow(/timeZone must be an IANA time zone name/);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it("names pageUrl when it is not the page's absolute http(s) URL (a request's path alone, a host without its scheme)", async () => {
    for (const pageUrl of ['/selection/x/best', 'localhost:3000/selection/x/best']) {
      await expect(renderElement({ tag: 'selection-best', attributes: { 'large-id': 'x' }, pageUrl, apiBase: api() })).rejects.toThrow(
        /pageUrl must be the page's absolute URL/,
      );
    }
  });

  it('a paused service sends the page to the construction page (302), as the browser would', async () => {
    await fetch(`${running.origin}/api/mock/selection/server-pause`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    const paused = await renderElement({
      tag: 'selection-best',
      attributes: { 'large-id': scenarios['japan-food'] },
      pageUrl: PAGE,
      apiBase: api(),
      config: { constructionUrl: '/maintenance' },
    });
    expect(paused).toMatchObject({ status: 302, location: '/maintenance' });
  });

  it('keeps each render apart: concurrent renders with their own configuration, page, person and answers', async () => {
    const largeId = scenarios['japan-food'] ?? '';
    const { first, token } = await buyerWithHeart(largeId);

    const renders = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        renderElement({
          tag: 'selection-best',
          attributes: { 'large-id': largeId },
          pageUrl: `https://shop${index}.example/best`,
          apiBase: api(),
          config: { itemUrl: `/shop${index}/goods/{itemId}` },
          // Signed in by the cookie; anonymous with no token, or an empty one (a host's `session.token ?? ''`),
          // which the cookie does not override.
          ...(index % 2 === 0
            ? { cookie: `theme=dark; access_token=${encodeURIComponent(token)}` }
            : index === 1
              ? { token: '', cookie: `access_token=${encodeURIComponent(token)}` }
              : {}),
          nonce: `nonce-${index}`,
        }),
      ),
    );
    renders.forEach(({ html }, index) => {
      const signedIn = index % 2 === 0;
      expect(hrefs(html)).toContain(`/shop${index}/goods/${first?.itemId}`);
      expect(html.match(/\/shop\d\/goods\//g)?.every((link) => link === `/shop${index}/goods/`)).toBe(true);
      expect(html.match(/nonce="[^"]*"/g)).toEqual([`nonce="nonce-${index}"`, `nonce="nonce-${index}"`]);
      expect(servedData(html).signedIn).toBe(signedIn);
      // The signed-in renders show the person's heart; the others show nobody's.
      expect(html.includes('aria-pressed="true"')).toBe(signedIn);
    });
  });

  it('keeps renders apart with two copies of the package in one process (bundled twice, two versions)', async () => {
    const largeId = scenarios['japan-food'] ?? '';
    const { token } = await buyerWithHeart(largeId);
    const options = { tag: 'selection-best', attributes: { 'large-id': largeId }, pageUrl: PAGE, apiBase: api() } as const;
    // This copy renders, then a second copy of the whole module graph does.
    await renderElement(options);
    vi.resetModules();
    const copy = (await import('./index.ts')) as typeof import('./index.ts');
    await copy.renderElement(options);
    // Then this copy renders a signed-in page and an anonymous one at once.
    const [signedIn, anonymous] = await Promise.all([renderElement({ ...options, token }), renderElement(options)]);
    expect(servedData(signedIn.html).signedIn).toBe(true);
    expect(signedIn.html).toContain('aria-pressed="true"');
    expect(servedData(anonymous.html).signedIn).toBe(false);
    expect(anonymous.html, "the signed-in person's heart").not.toContain('aria-pressed="true"');
  });

  it("writes each attribute so the browser's parser gives the element the value the server drew from", async () => {
    const { html } = await renderElement({
      tag: 'selection-best',
      attributes: { 'large-id': scenarios['japan-food'] ?? '', title: 'a\r\nb\0c' },
      pageUrl: PAGE,
      apiBase: api(),
    });
    // A CR as it is would be read as LF; a NUL is U+FFFD once parsed, so it is drawn from as that.
    expect(html).toContain('title="a&#13;\nb\uFFFDc"');
  });

  it('ends at its signal: the calls on their way end, no other is sent, and the render rejects with its reason', async () => {
    // An API that never answers: only the signal can end the render before its 10 s limit.
    const received: string[] = [];
    const silent = createServer((request) => void received.push(request.url ?? ''));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const controller = new AbortController();
      const rendering = renderElement({
        tag: 'selection-home',
        attributes: { 'large-id': scenarios['japan-food'] ?? '' },
        pageUrl: PAGE,
        apiBase: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`,
        config: { requestTimeout: 10_000 },
        signal: controller.signal,
      });
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
      const sent = received.length;
      controller.abort();
      await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
      expect(received, 'no call after the signal').toHaveLength(sent);
      // A signal already ended: nothing is sent, whatever the tag.
      for (const tag of ['selection-best', 'selection-guide']) {
        const ended = renderElement({ tag, attributes: { 'large-id': 'x' }, pageUrl: PAGE, apiBase: api(), signal: AbortSignal.abort() });
        await expect(ended, tag).rejects.toMatchObject({ name: 'AbortError' });
      }
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("takes the nonce from the page's configuration too, the option before it", async () => {
    const render = (options: { nonce?: string }) =>
      renderElement({
        tag: 'selection-best',
        attributes: { 'large-id': scenarios['japan-food'] ?? '' },
        pageUrl: PAGE,
        apiBase: api(),
        config: { nonce: 'from-config' },
        ...options,
      });
    expect((await render({})).html.match(/nonce="[^"]*"/g)).toEqual(['nonce="from-config"', 'nonce="from-config"']);
    expect((await render({ nonce: 'from-option' })).html.match(/nonce="[^"]*"/g)).toEqual(['nonce="from-option"', 'nonce="from-option"']);
  });

  it("sticks its navs below the host's header from the first paint: the configured stickyTop is a rule of its served sheet", async () => {
    const render = (config: { stickyTop?: number | string }) =>
      renderElement({
        tag: 'selection-best',
        attributes: { 'large-id': scenarios['japan-food'] ?? '' },
        pageUrl: PAGE,
        apiBase: api(),
        config,
      });
    const hostRules = (html: string) => html.match(/:host\{--selection-sticky-top:[^}]*\}/g) ?? [];
    expect(hostRules((await render({ stickyTop: 56 })).html)).toEqual([':host{--selection-sticky-top:56px}']);
    expect(hostRules((await render({ stickyTop: '64' })).html)).toEqual([':host{--selection-sticky-top:64px}']);
    // Unset, the page's custom property (default 48px) decides.
    expect(hostRules((await render({})).html)).toEqual([]);
  });

  it('leaves the guide and the coupon to the browser: the tag as it is', async () => {
    const guide = await renderElement({ tag: 'selection-guide', attributes: { 'large-id': 'a"b' }, pageUrl: PAGE, apiBase: api() });
    expect(guide).toEqual({ html: '<selection-guide large-id="a&quot;b"></selection-guide>' });
    // Its configuration is checked as every tag's is.
    await expect(
      renderElement({ tag: 'selection-coupon', pageUrl: PAGE, apiBase: api(), config: { requestTimeout: 'abc' } }),
    ).rejects.toThrow('renderElement: config.requestTimeout must be a number');
    // Named as the host wrote it, on a served tag too.
    await expect(renderElement({ tag: 'selection-best', pageUrl: PAGE, apiBase: api(), config: { stickyTop: '56px' } })).rejects.toThrow(
      'renderElement: config.stickyTop must be a number',
    );
    await expect(renderElement({ tag: 'selection-best', pageUrl: PAGE, apiBase: 1 as unknown as string })).rejects.toThrow(
      'renderElement: apiBase must be a string',
    );
    // Left out by a script (TypeScript requires it), or null, or empty, on a served tag or not.
    for (const tag of ['selection-best', 'selection-guide']) {
      for (const apiBase of [undefined, null, ' ']) {
        await expect(renderElement({ tag, pageUrl: PAGE, apiBase } as unknown as Parameters<typeof renderElement>[0])).rejects.toThrow(
          'renderElement: apiBase is required',
        );
      }
    }
    // In the page's configuration instead, as the loader takes it: taken.
    expect(
      (
        await renderElement({ tag: 'selection-guide', pageUrl: PAGE, config: { apiBase: api() } } as unknown as Parameters<
          typeof renderElement
        >[0])
      ).html,
    ).to.equal('<selection-guide></selection-guide>');
    await expect(renderElement({ tag: 'script', pageUrl: PAGE, apiBase: api() })).rejects.toThrow(TypeError);
    // A tag of the package's prefix that is none of its elements is a typo, said; another prefix is the host's.
    await expect(renderElement({ tag: 'selection-homes', pageUrl: PAGE, apiBase: api() })).rejects.toThrow(
      'renderElement: "selection-homes" is no element of selection-widgets',
    );
    expect(await renderElement({ tag: 'shop-banner', pageUrl: PAGE, apiBase: api() })).toEqual({ html: '<shop-banner></shop-banner>' });
    // Any name HTML gives a custom element, and any attribute name its parser reads as one, in lower case.
    for (const tag of ['x-foo_bar', 'x-foo.bar', 'math-α', 'emotion-😍'])
      expect(
        (await renderElement({ tag, attributes: { 'data-test_id': 'a', 'xml:lang': 'ko' }, pageUrl: PAGE, apiBase: api() })).html,
      ).toBe(`<${tag} data-test_id="a" xml:lang="ko"></${tag}>`);
    for (const tag of ['X-foo', 'x_foo', '1-x', 'x-foo bar', 'x-<b>'])
      await expect(renderElement({ tag, pageUrl: PAGE, apiBase: api() })).rejects.toThrow(`"${tag}" is not a custom element's tag name`);
    // Every element of the loader's is either served or left to the browser.
    expect([...Object.keys(SERVER_ELEMENTS), ...BROWSER_ELEMENTS].sort()).toEqual(Object.keys(registry).sort());
    // A wrong name is said before any call is made.
    const hits = running.hits.length;
    for (const name of ['onclick="x"', 'largeId', 'a b', 'a/b', 'a=b', "a'", 'a>', '']) {
      const attributes = { 'large-id': scenarios['japan-food'] ?? '', [name]: '1' };
      await expect(renderElement({ tag: 'selection-best', attributes, pageUrl: PAGE, apiBase: api() })).rejects.toThrow(
        `"${name}" is not an attribute name`,
      );
    }
    expect(running.hits.slice(hits)).toEqual([]);
  });

  it('says the other mistakes a script can make as TypeErrors before any call, not as a page that is not found or down', async () => {
    const hits = running.hits.length;
    const best = (extra: Record<string, unknown>) =>
      renderElement({
        tag: 'selection-best',
        attributes: { 'large-id': scenarios['japan-food'] ?? '' },
        pageUrl: PAGE,
        apiBase: api(),
        ...extra,
      } as Parameters<typeof renderElement>[0]);
    // An id from a database as a number (was: no attribute, and a 404 page).
    await expect(best({ attributes: { 'large-id': 12345 } })).rejects.toThrow(
      'renderElement: attributes["large-id"] must be a string, not number',
    );
    // A base that makes no http(s) address (was: every call failed, and a 503 page).
    for (const apiBase of ['http://[::1', 'javascript:alert(1)', 'file:///etc/passwd'])
      await expect(best({ apiBase })).rejects.toThrow(`renderElement: apiBase must be the API's base URL`);
    await expect(best({ legacyApiBase: 'ftp://legacy.example/api_base' })).rejects.toThrow('renderElement: legacyApiBase must be');
    // A token that is not one (was: sent as "Bearer [object Object]", and the render said signed in).
    await expect(best({ token: { id: 1 } })).rejects.toThrow('renderElement: token must be a string');
    // A layout that is neither (was: drawn as the desktop's, silently).
    for (const viewport of ['tablet', 'Phone', 1])
      await expect(best({ viewport })).rejects.toThrow('renderElement: viewport must be "phone" or "desktop"');
    // A time limit no timer can wait (was: every call ended at once, or a RangeError).
    await expect(best({ config: { requestTimeout: 2 ** 33 } })).rejects.toThrow(
      'renderElement: config.requestTimeout must be at most 2147483647',
    );
    // A token no header can carry (was: every call failed before it left, and a 503 page).
    for (const token of ['토큰', 'a\nb', 'bearer token'])
      await expect(best({ token })).rejects.toThrow('renderElement: token must be a bearer token');
    // Options of another type (were: a TypeError from inside the render, or nothing said at all).
    await expect(best({ cookie: 5 })).rejects.toThrow("renderElement: cookie must be the request's Cookie header");
    await expect(best({ signal: {} })).rejects.toThrow('renderElement: signal must be an AbortSignal');
    await expect(best({ config: 'nonsense' })).rejects.toThrow("renderElement: config must be an object of the loader's options");
    // A time limit of 0 ends every call at once (was: taken, and every page a 503).
    await expect(best({ config: { requestTimeout: 0 } })).rejects.toThrow(
      'renderElement: config.requestTimeout must be a number of at least 1',
    );
    // A mistake is named even in a render already ended.
    await expect(best({ token: 1, signal: AbortSignal.abort() })).rejects.toThrow(TypeError);
    await expect(best({ config: { stickyTop: 'x' }, signal: AbortSignal.abort() })).rejects.toThrow(TypeError);
    expect(running.hits.slice(hits)).toEqual([]);
    // `null` is no token, as before (a session's `token ?? null`): an anonymous render, the person's cookie not read.
    const { token } = await buyerWithHeart(scenarios['japan-food'] ?? '');
    expect(servedData((await best({ cookie: `access_token=${encodeURIComponent(token)}` })).html).signedIn).toBe(true);
    expect(servedData((await best({ token: null, cookie: `access_token=${encodeURIComponent(token)}` })).html).signedIn).toBe(false);
    // A visitor's cookie whose token no header can carry (a stray or forged value): a render for
    // nobody (was: every call failed before it left, and a 503 page that said signed in).
    for (const cookie of ['access_token=%ED%95%9C', 'access_token=x%0D%0AX-Injected:%201']) {
      const render = await best({ cookie });
      expect(render.status, cookie).toBeUndefined();
      expect(servedData(render.html).signedIn).toBe(false);
    }
    // Left out (undefined, null) is no attribute, as before.
    expect((await renderElement({ tag: 'selection-guide', attributes: { 'large-id': null }, pageUrl: PAGE, apiBase: api() })).html).toBe(
      '<selection-guide></selection-guide>',
    );
  });
});

describe('renderElement <selection-home>', () => {
  const home = (key: string, search = '', extra: Partial<Parameters<typeof renderElement>[0]> = {}) =>
    renderElement({
      tag: 'selection-home',
      attributes: { 'large-id': scenarios[key] ?? key },
      pageUrl: `https://shop.example/selection/${scenarios[key] ?? key}${search}`,
      apiBase: api(),
      ...extra,
    });

  /** Every embedded answer is the reference API's own answer to the same request. */
  async function expectRealAnswers(html: string): Promise<void> {
    const { answers } = servedData(html);
    expect(answers.length).toBeGreaterThan(0);
    for (const { key, status, body } of answers) {
      const [method, target = '', query = '{}', sent = '{}'] = key.split(' ');
      const [, path = ''] = /^api:(.*)$/.exec(target) ?? [];
      const search = new URLSearchParams(Object.entries(JSON.parse(query) as Record<string, string>)).toString();
      const answer = await fetch(`${api()}${path}${search ? `?${search}` : ''}`, {
        method,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: sent }),
      });
      expect([key, answer.status]).toEqual([key, status]);
      expect(await answer.json()).toEqual(body);
    }
  }

  it('leaves no timer of its own behind once it has resolved: nothing of the render holds the process or its memory', async () => {
    // The timers the render sets that have neither run nor been cleared when it resolves, and would
    // keep the process up (not `fetch`'s own for its kept-alive connections, which do not).
    const pending = new Set<unknown>();
    const { setTimeout: set, clearTimeout: clear } = globalThis;
    globalThis.setTimeout = ((run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer = set(() => {
        pending.delete(timer);
        run(...args);
      }, ms);
      pending.add(timer);
      return timer;
    }) as typeof setTimeout;
    globalThis.clearTimeout = ((timer: Parameters<typeof clearTimeout>[0]) => {
      pending.delete(timer);
      clear(timer);
    }) as typeof clearTimeout;
    try {
      for (const search of ['', '?tab=1']) {
        const { html } = await home('sneakers', search);
        expect(html).toContain('shadowrootmode="open"');
        // Each call's state was read through a derived store, which outlived the render by a second.
        const held = [...pending].filter((timer) => (timer as NodeJS.Timeout).hasRef());
        expect(held.length, `timers left by the render of ${search || 'the home'}`).toBe(0);
      }
    } finally {
      globalThis.setTimeout = set;
      globalThis.clearTimeout = clear;
    }
  });

  it('sends the first screen’s calls side by side: the vote page’s list leaves while the frames are still on their way', async () => {
    // A proxy before the reference API holds the frames' answer until another call arrives; a render
    // that asks for the frames alone first gets it back only when the proxy gives up waiting.
    let others = 0;
    let releaseFrames: (() => void) | undefined;
    let listedBeforeFrames = false;
    const proxy = createServer((request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        if (request.url?.includes('/selection-frame-data/large-data/')) {
          if (others > 0) listedBeforeFrames = true;
          else
            await new Promise<void>((resolve) => {
              releaseFrames = resolve;
              setTimeout(resolve, 3_000).unref();
            }).finally(() => (releaseFrames = undefined));
        } else {
          others += 1;
          if (releaseFrames) {
            listedBeforeFrames = true;
            releaseFrames();
          }
        }
        const answer = await fetch(`${running.origin}${request.url}`, {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { html } = await home('sneakers', '?path=vote', { apiBase: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api` });
      expect(listedBeforeFrames).toBe(true);
      expect(html).toMatch(/part="[^"]*vote-card/);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('template A (japan-food): title, banners, categories, picks and the first products, from the answers it embeds', async () => {
    const { html, status } = await home('japan-food');
    expect(status).toBeUndefined();
    expect(html).toContain('data-template="A"');
    await expectRealAnswers(html);
    const { answers } = servedData(html);
    const frames = answers.find((answer) => answer.key.includes('large-data'))?.body as {
      selectionFrameDataList: (Frame & { imgList: { viewType: string; url: string }[] })[];
    };
    const large = frames.selectionFrameDataList[0];
    expect(html).toContain(`<h1 class="page-title">${escaped(large?.title ?? '')}</h1>`);
    for (const banner of large?.imgList.filter((image) => image.viewType === 'A') ?? [])
      expect(html).toContain(`src="${escaped(banner.url)}"`);
    expect(hrefs(html)).toContain(`/selection/${large?._id}/children`);
    const lists = answers.filter((answer) => answer.key.includes('get-legacies')).map((answer) => answer.body as { storeItemList: Item[] });
    // The picks and the product list: their first cards with names and links.
    expect(lists.length).toBe(2);
    // The bundle row closes the page after the whole list: never in a first screen, left to the browser.
    expect(answers.filter((answer) => answer.key.includes('/item/bundleable-item-list'))).toEqual([]);
    expect(html).not.toContain('part="bundle-slider"');
    // The answers come after the markup: a browser parsing the page as it arrives draws the first screen first.
    expect(html.indexOf('<script type="application/json"')).toBeGreaterThan(html.lastIndexOf('part="product-card"'));
    for (const list of lists) {
      for (const item of list.storeItemList.slice(0, 4)) {
        expect(html).toContain(escaped(item.itemName));
        expect(hrefs(html)).toContain(`/item/${item.itemId}`);
      }
    }
  });

  it('template B (outlet): twelve round category links at either width, of which a phone shows eight by its stylesheet', async () => {
    const desktop = await home('outlet');
    expect(desktop.html).toContain('data-template="B"');
    const circles = (html: string) => hrefs(html).filter((href) => new URL(href, PAGE).searchParams.has('target_id'));
    expect(circles(desktop.html)).toHaveLength(12);
    const phone = await home('outlet', '', { viewport: 'phone' });
    expect(circles(phone.html)).toEqual(circles(desktop.html));
    // The served sheet, cut to the rules the markup uses, keeps the rule that hides a phone's last four.
    for (const { html } of [desktop, phone])
      expect(html).toMatch(/767px\)\s*\{[^@]*\.circles__list\s*>\s*li:nth-child\(n ?\+ ?9\)\s*\{\s*display:\s*none/);
    expect(servedData(phone.html)).toMatchObject({ phone: true });
    expect(servedData(desktop.html)).toMatchObject({ phone: false });
  });

  it('template C (sneakers): the discovery tab, the review tab with its own stylesheet, and the vote page', async () => {
    const discovery = await home('sneakers');
    expect(discovery.html).toContain('data-template="C"');
    expect(discovery.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>새로운 발견</);
    expect(discovery.html.match(/<style /g)).toHaveLength(1);

    const review = await home('sneakers', '?tab=1');
    expect(review.html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>새로운 리뷰</);
    expect(review.html).toContain('part="review-tab"');
    // The section nav and the daily vote, as the browser draws them first.
    expect(review.html).toContain('part="review-nav"');
    expect(review.html).toMatch(/part="vote-card[ "]/);
    // Every section, each below the daily vote in a Suspense boundary of its own (hydrated after the tab).
    for (const section of ['vote', 'preparing', 'content', 'request']) expect(review.html).toContain(`review-section--${section}"`);
    // Each with its content: no section's loading stand-in is in the HTML.
    expect(review.html).not.toContain('data-state="loading"');
    expect(review.html.match(/<!--\$-->/g)?.length).toBeGreaterThanOrEqual(4);
    // The review side's stylesheet comes with it, as a second <style>, whole (the element's own is cut
    // to what the markup uses; the part's is adopted from this copy until the part adopts its own).
    expect(review.html.match(/<style /g)).toHaveLength(2);
    expect(review.html.match(/<style data-selection-served data-selection-used-rules>/g)).toHaveLength(1);
    expect(review.html).toContain('.vote-card');
    await expectRealAnswers(review.html);

    const votes = await home('sneakers', '?path=vote&sortType=RECENTLY_REGISTERED');
    expect(votes.html).toContain('part="vote-page"');
    expect(votes.html).toMatch(/<option value="RECENTLY_REGISTERED" selected/);
    expect(servedData(votes.html).answers.some((answer) => answer.key.includes('"sortType":"RECENTLY_REGISTERED"'))).toBe(true);
  });

  it("a category in the URL that is not the selection's: its first screen is the selection's own list under ALL, as the browser draws it", async () => {
    // The products of the grid, in order (the markup's cards after the grid opens; the data block names none this way).
    const gridIds = (html: string) =>
      [...html.slice(html.indexOf('part="product-grid"')).matchAll(/data-item-id="([^"]+)"/g)].map((match) => match[1]);
    const outlet = (await apiCall<{ selectionFrameDataList: Frame[] }>(`/selection-frame-data/all-list/${scenarios.outlet}`))
      .selectionFrameDataList;
    const foreign = outlet.find((frame) => frame.parentId !== null)?._id ?? '';
    const own = await home('japan-food');
    expect(gridIds(own.html).length).toBeGreaterThan(3);
    for (const targetId of [foreign, 'deadbeefdeadbeefdeadbeef']) {
      const { html, status } = await home('japan-food', `?target_id=${targetId}`);
      expect(status, targetId).toBeUndefined();
      expect(gridIds(html), targetId).toEqual(gridIds(own.html));
      expect(html).toMatch(/aria-selected="true"[^>]*data-frame-id="all"/);
      expect(html).not.toContain('part="list-error"');
    }
  });

  it("a category in the URL that is not the selection's: its list, asked before the tree was in, neither travels nor fails the page", async () => {
    // The reference API behind a proxy that fails that category's list with a server error.
    const proxy: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        if (body.includes('deadbeefdeadbeefdeadbeef')) {
          response.writeHead(500, { 'content-type': 'application/json' });
          return void response.end('{"code":"X"}');
        }
        void fetch(`${running.origin}/api${request.url}`, {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          ...(body ? { body } : {}),
        }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { html, status } = await renderElement({
        tag: 'selection-home',
        attributes: { 'large-id': scenarios['japan-food'] },
        pageUrl: `${PAGE}?target_id=deadbeefdeadbeefdeadbeef`,
        apiBase: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      });
      expect(status).toBeUndefined();
      expect(html).not.toContain('part="list-error"');
      const keys = servedData(html).answers.map((answer) => answer.key);
      expect(keys.some((key) => key.includes('"selectionFrameDataId":"deadbeefdeadbeefdeadbeef"'))).toBe(false);
      expect(keys.some((key) => key.includes(`"selectionFrameDataId":"${scenarios['japan-food']}"`))).toBe(true);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('the search mode from the URL: its results and picks', async () => {
    const { html } = await home('japan-food', `?searchText=${encodeURIComponent('라멘')}`);
    expect(html).toContain('part="search-results"');
    expect(servedData(html).answers.some((answer) => answer.key.includes('"inputText":"라멘"'))).toBe(true);
  });

  it('every fallback screen, and a small3 category as a redirect to its parent with the same query', async () => {
    expect((await home('no-frames')).html).toContain(screenMessages.noFrames);
    expect((await home('no-template-name')).html).toContain(screenMessages.noTemplateName);
    const unknown = await home('unknown-template');
    expect(unknown.html).toContain(screenMessages.unknownTemplate);
    expect(unknown.html).toContain('>Z<');
    // Fallback screens of a selection as it is (no frames, no template) are its page: 200.
    expect((await home('no-frames')).status).toBeUndefined();
    const malformed = await home('malformed');
    // An answer its schema refuses: the error screen, and a page no cache should keep.
    expect(malformed.status).toBe(503);
    expect(malformed.html).toContain('data-state="error"');
    expect(malformed.html).toContain(escaped(errorMessages.temporary));
    const missing = await home('no-such-selection');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(screenMessages.notFound);

    const frames = await apiCall<{ selectionFrameDataList: Frame[] }>(`/selection-frame-data/large-data/${scenarios['small3-node']}`);
    const parent = frames.selectionFrameDataList.at(-1)?.parentId;
    expect(await home('small3-node', '?sortType=RECENT')).toMatchObject({ status: 302, location: `/selection/${parent}?sortType=RECENT` });
  });
});

describe('renderElement with hostile data', () => {
  /** The reference API behind a proxy that poisons every text and URL of every answer (tests/e2e/hostile.ts). */
  let proxy: Server;
  let proxyOrigin: string;
  const count: PoisonCount = { texts: 0, urls: 0 };
  /** What the proxy does to each answer instead of poisoning it, while a test sets it. */
  let rewrite: ((body: unknown) => unknown) | undefined;

  beforeAll(async () => {
    proxy = createServer((request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request) chunks.push(chunk as Buffer);
        const answer = await fetch(`${running.origin}${request.url}`, {
          method: request.method,
          headers: { 'content-type': 'application/json' },
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        const body: unknown = await answer.json();
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(rewrite ? rewrite(body) : poison(body, count)));
      })();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => proxy.close(resolve)));

  it('writes every value as text: no markup from data, no unsafe link, and the data block stays inert and reads back', async () => {
    for (const [tag, attributes] of [
      ['selection-best', { 'large-id': scenarios['japan-food'] ?? '' }],
      ['selection-children', { 'large-id': scenarios['japan-food'] ?? '' }],
      ['selection-story-list', { 'selection-frame-data-id': scenarios.sneakers ?? '', 'story-type': 'SNEAKERS' }],
      // Template B: its round category links carry images from data.
      ['selection-home', { 'large-id': scenarios.outlet ?? '' }],
    ] as const) {
      const before = count.texts;
      const { html } = await renderElement({ tag, attributes, pageUrl: PAGE, apiBase: `${proxyOrigin}/api` });
      expect(count.texts, `${tag}: strings poisoned`).toBeGreaterThan(before);
      expect(html).toMatch(/__pwned|XSS/);
      // Only the element's own data block is a script; nothing from the data opens a tag.
      expect(html.match(/<script/gi), tag).toEqual(['<script']);
      expect(html.match(/<\/script/gi), tag).toEqual(['</script']);
      for (const opened of ['<img src=x', '<svg onload', '<iframe', '<math', '<xss', '<a href="javascript']) {
        expect(html.toLowerCase().includes(opened), `${tag}: ${opened} made from data`).toBe(false);
      }
      expect(hrefs(html).filter(isUnsafeUrl), `${tag}: unsafe links`).toEqual([]);
      const block = /<script type="application\/json" data-selection-served>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(block).not.toMatch(/<|>|\u2028|\u2029/);
      // The block reads back to the poisoned answers, unchanged.
      const data = servedData(html);
      expect(JSON.stringify(data)).toMatch(/<script>window.__pwned=1<\/script>|<img src=x onerror/);
    }
  });

  it('an id cut in half (a lone surrogate) makes a link that finds nothing, not a render that throws', async () => {
    // Every item id starts with half of an emoji pair.
    const cut = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(cut)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, key === 'itemId' ? `\ud83d${String(each)}` : cut(each)]))
          : value;
    rewrite = cut;
    try {
      const { html } = await renderElement({
        tag: 'selection-best',
        attributes: { 'large-id': scenarios['japan-food'] ?? '' },
        pageUrl: PAGE,
        apiBase: `${proxyOrigin}/api`,
      });
      const links = hrefs(html).filter((href) => href.startsWith('/item/'));
      expect(links.length).toBeGreaterThan(0);
      // The half is written as U+FFFD, as URLSearchParams writes it.
      expect(links.every((href) => href.startsWith('/item/%EF%BF%BD'))).toBe(true);
    } finally {
      rewrite = undefined;
    }
  });

  it('a title that closes the data block, opens a comment or breaks a line stays one value', async () => {
    const largeId = scenarios['japan-food'] ?? '';
    const title = `</script><script>window.__pwned=1</script><!-- \u2028\u2029 ]]> ${HOSTILE_TEXTS[1]}`;
    await fetch(`${running.origin}/api/mock/selection/frames/${largeId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title }),
    });
    const { html } = await renderElement({ tag: 'selection-best', attributes: { 'large-id': largeId }, pageUrl: PAGE, apiBase: api() });
    expect(html.match(/<script/gi)).toEqual(['<script']);
    expect(html).not.toContain('<!--');
    expect(html).toContain(escaped(title));
    const frames = servedData(html).answers.find((answer) => answer.key.includes('large-data'))?.body as {
      selectionFrameDataList: Frame[];
    };
    expect(frames.selectionFrameDataList[0]?.title).toBe(title);
  });
});
