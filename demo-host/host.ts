/** The demo host: the reference API, the built bundle and the pages that embed the widgets. */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createReferenceApi, type ReferenceApi } from './api/app.ts';
import { COUPON_DEMOS } from './api/seed/coupons.ts';
import { docsIndexPage, elementDocsPage, readElementDocs } from './pages/docs.ts';
import {
  bestPage,
  childrenPage,
  constructionPage,
  couponPage,
  indexPage,
  itemPage,
  loginPage,
  magazinePage,
  notFoundPage,
  preloadsOf,
  selectionPage,
  storyListPage,
  strictCspSelectionPage,
  type ScenarioLink,
} from './pages/pages.ts';
import { registerSsrPages } from './ssr.ts';
import { sideOf } from '../core/domain/home-side.ts';
import { parseSelectionUrl } from '../core/domain/selection-url.ts';

export interface DemoHost {
  app: Hono;
  api: ReferenceApi;
}

/**
 * `origin`: where the demo host listens (`http://localhost:4173`), the origin of the pages its server
 * renders; `root`: the checkout whose build it serves; `api`: a reference API of the caller's.
 */
export function createDemoHost(options: { origin: string; root?: string; api?: ReferenceApi }): DemoHost {
  const root = options.root ?? '.';
  // The served build's files for each element: its client-rendered pages hint the ones they open with.
  const preloads = preloadsOf(root);
  const api = options.api ?? createReferenceApi();
  const app = new Hono();

  app.all('/api/*', (c) => api.app.fetch(c.req.raw));
  app.all('/api_base/*', (c) => api.app.fetch(c.req.raw));

  // Served as a CDN would: compressed (Brotli where the browser takes it), hashed chunks cached for
  // good, the loader briefly.
  app.use('*', compress());
  app.use('*', brotli);
  app.use('/dist/*', async (c, next) => {
    await next();
    if (c.res.ok)
      c.header('cache-control', c.req.path.startsWith('/dist/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  });
  // The bundle as a host site serves it, and the demo host's own UI.
  app.use('/dist/*', serveStatic({ root }));
  app.use('/demo/*', serveStatic({ root: `${root}/dist-demo`, rewriteRequestPath: (path) => path.replace(/^\/demo/, '') }));

  const page = (body: string, status: 200 | 404 = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

  app.get('/', async () => page(indexPage(await scenarioLinks(api))));
  // A URL that opens on the sneakers review side (`tab=1` or `path=vote`) needs that side's code too,
  // which the loader asks for beside the home's: it is hinted with them (hinting the home's files alone
  // would let the home draw before it, with a loading screen between).
  app.get('/selection/:largeId', (c) =>
    page(selectionPage(c.req.param('largeId'), preloads(), sideOf(parseSelectionUrl(new URL(c.req.url).search)) !== undefined)),
  );
  app.get('/csp/selection/:largeId', (c) => {
    const nonce = randomBytes(16).toString('base64');
    const response = page(strictCspSelectionPage(c.req.param('largeId'), nonce));
    response.headers.set('content-security-policy', strictCsp(nonce));
    return response;
  });
  // What browsers refused on the strict-CSP page, as they report it (`report-uri`): a test reads it
  // where it cannot listen from the page's start (WebDriver classic runs no script before the page's).
  const cspReports: unknown[] = [];
  app.post(CSP_REPORTS_PATH, async (c) => {
    if (cspReports.length < 500) cspReports.push(await c.req.json().catch(() => null));
    return c.body(null, 204);
  });
  app.get(CSP_REPORTS_PATH, (c) => c.json(cspReports));
  app.delete(CSP_REPORTS_PATH, (c) => {
    cspReports.length = 0;
    return c.body(null, 204);
  });
  app.get('/selection/:largeId/children', (c) => page(childrenPage(c.req.param('largeId'), preloads())));
  app.get('/selection/:largeId/best', (c) => page(bestPage(c.req.param('largeId'), preloads())));
  app.get('/story-list', (c) =>
    page(storyListPage(c.req.query('selection-frame-data-id') ?? '', c.req.query('story-type') ?? 'SNEAKERS', preloads())),
  );
  app.get('/magazine/:storyId', (c) => page(magazinePage(c.req.param('storyId'), c.req.query('story-type') ?? 'SNEAKERS')));
  app.get('/item/:itemId', (c) => page(itemPage(c.req.param('itemId'))));
  app.get('/login', () => page(loginPage()));
  app.get('/construction', () => page(constructionPage()));
  app.get('/coupon', () => page(couponPage()));
  // The same pages with their elements rendered on this server (selection-widgets/server).
  registerSsrPages(app, root, options.origin, (nonce) => strictCsp(nonce, { styleNonce: true }));
  // Element reference generated from the built custom-elements.json, with seeded example values.
  app.get('/docs', () => page(docsIndexPage(readElementDocs(root))));
  app.get('/docs/:tag', async (c) => {
    const element = readElementDocs(root).find((entry) => entry.tagName === c.req.param('tag'));
    if (!element) return page(notFoundPage(), 404);
    const scenarios = Object.fromEntries((await scenarioLinks(api)).map((link) => [link.key, link.id]));
    const largeId = element.tagName === 'selection-guide' ? scenarios['outlet'] : scenarios['japan-food'];
    return page(
      elementDocsPage(element, {
        'large-id': largeId ?? '',
        'coupon-code': COUPON_DEMOS[0]?.couponCode ?? '',
        'selection-frame-data-id': scenarios['sneakers'] ?? '',
        'story-type': 'SNEAKERS',
      }),
    );
  });
  app.notFound(() => page(notFoundPage(), 404));

  return { app, api };
}

/** Where the strict-CSP page's violation reports go (POST), are read (GET) and cleared (DELETE). */
export const CSP_REPORTS_PATH = '/csp-reports';

/**
 * A host with the strictest usual policy: scripts only by nonce (and what they load), no inline
 * styles and no style attributes, Trusted Types required with no policy allowed, nothing framed.
 * Violations are reported to the demo host.
 * `styleNonce`: a `<style>` carrying the response's nonce is allowed too (a server-rendered
 * element's stylesheet in its declarative shadow root).
 */
export function strictCsp(nonce: string, { styleNonce = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    styleNonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    `report-uri ${CSP_REPORTS_PATH}`,
  ].join('; ');
}

/** Every scenario of the seed with the title of its selection, for the index page. */
async function scenarioLinks(api: ReferenceApi): Promise<ScenarioLink[]> {
  const response = await api.app.request('/api/mock/selection/scenarios');
  const scenarios = (await response.json()) as Record<string, string>;
  return Promise.all(
    Object.entries(scenarios).map(async ([key, id]) => {
      const frames = await api.app.request(`/api/selection-frame-data/large-data/${encodeURIComponent(id)}`);
      let title = key;
      if (frames.ok) {
        const body = (await frames.json()) as { selectionFrameDataList?: { title?: unknown }[] };
        const last = body.selectionFrameDataList?.at(-1)?.title;
        if (typeof last === 'string' && last) title = last;
      }
      return { key, id, title };
    }),
  );
}

/** Text a CDN compresses. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/**
 * Brotli (quality 5, as CDNs compress on the fly) for a browser that takes it; `compress()` around
 * it gzips for one that does not, and leaves a response already encoded alone.
 */
const brotli: MiddlewareHandler = async (c, next) => {
  await next();
  if (!/\bbr\b/.test(c.req.header('accept-encoding') ?? '')) return;
  if (!c.res.body || c.res.headers.has('content-encoding') || !COMPRESSIBLE.test(c.res.headers.get('content-type') ?? '')) return;
  const body = brotliCompressSync(Buffer.from(await c.res.arrayBuffer()), { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  // As `compress()` does: Hono carries the old response's headers over, so they are changed on it.
  c.res.headers.delete('content-length');
  c.res.headers.set('content-encoding', 'br');
  c.res.headers.append('vary', 'accept-encoding');
  c.res = new Response(body, c.res);
};
