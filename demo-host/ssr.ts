/**
 * Server-rendered pages of the demo host: each element is rendered through `selection-widgets/server`
 * (the built `dist/server.js`, as a host installs it from the package) into the page's HTML, and
 * the same loader as on the other pages takes it over in the browser, signed in when the visitor is
 * (their auth cookie goes to the render). The page's address given to the render is on the demo host's
 * own origin (where it listens), never the request's `Host` header: the relative API base is resolved
 * against it, and the visitor's cookie goes with those calls. `/ssr/csp/…` serves the same
 * pages under a strict content security policy with this response's nonce on the element's
 * stylesheet and data. Each keeps its links to other selection pages (a category, the children and
 * best pages, a small3 redirect) among its own, so a visitor without script stays on served pages.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RenderElement, RenderedElement } from '../server/types.ts';
import { SafeHtml } from './pages/html.ts';
import { ssrPage } from './pages/pages.ts';

/**
 * `url`'s path and query on `origin`, whatever the path: set on a URL of `origin`, not resolved
 * against it (a path `//elsewhere.example/…` resolved would be another site's address).
 */
export const sameOrigin = (url: string, origin: string): string => {
  const { pathname, search } = new URL(url);
  const page = new URL(origin);
  page.pathname = pathname;
  page.search = search;
  return page.href;
};

/** The CSP of a server-rendered page: as `strictCsp`, with the response's nonce allowed on `<style>`. */
export type CspOf = (nonce: string) => string;

interface ElementOnPage {
  title: string;
  tag: string;
  attributes: Record<string, string>;
  /** Elements the page holds besides, drawn in the browser (the first-visit guide). */
  after?: { tag: string; attributes: Record<string, string> }[];
}

/** The demo host's configuration of the widgets, as its loader tag gives it (pages/layout.ts). */
const CONFIG = { apiBase: '/api', legacyApiBase: '/api_base', loginUrl: '/login' } as const;

/**
 * `origin`: the demo host's own address, as docs/server-rendering.md tells a host to build `pageUrl`
 * on the site's origin.
 */
export function registerSsrPages(app: Hono, root: string, origin: string, strictCsp: CspOf): void {
  let server: Promise<{ renderElement: RenderElement }> | undefined;
  const renderElement: RenderElement = async (options) => {
    server ??= import(pathToFileURL(path.resolve(root, 'dist/server.js')).href) as Promise<{ renderElement: RenderElement }>;
    return (await server).renderElement(options);
  };

  /** `prefix`: the served pages' own (`/ssr` or `/ssr/csp`), where their links to other selection pages stay. */
  async function respond(c: Context, onPage: ElementOnPage, prefix: string): Promise<Response> {
    const nonce = prefix === '/ssr/csp' ? randomBytes(16).toString('base64') : undefined;
    const selectionUrl = `${prefix}/selection/{largeId}`;
    // The review tab's "리뷰 콘텐츠 더 보기" leads to the served story list too (it has no first screen without script elsewhere).
    const storyListUrl = `${prefix}/story-list?selection-frame-data-id={largeId}&story-type={storyType}`;
    const common = {
      // The request's path and query, on the host's own origin.
      pageUrl: sameOrigin(c.req.url, origin),
      // The layout to draw first, as a host guesses it from the request (the element draws the real width's after).
      viewport: /Mobile|Android|iPhone/i.test(c.req.header('user-agent') ?? '') ? ('phone' as const) : ('desktop' as const),
      apiBase: CONFIG.apiBase,
      legacyApiBase: CONFIG.legacyApiBase,
      config: { loginUrl: CONFIG.loginUrl, selectionUrl, storyListUrl },
      ...(nonce ? { nonce } : {}),
      // `?render=anonymous`: a page rendered for nobody (as a CDN would cache it); the person's own
      // hearts and votes load in the browser after hydration.
      ...(c.req.header('cookie') && c.req.query('render') !== 'anonymous' ? { cookie: c.req.header('cookie') } : {}),
    };
    const started = performance.now();
    const rendered: RenderedElement = await renderElement({ ...common, tag: onPage.tag, attributes: onPage.attributes });
    if (rendered.location) return c.redirect(rendered.location, 302);
    const others = await Promise.all((onPage.after ?? []).map((element) => renderElement({ ...common, ...element })));
    const renderMs = performance.now() - started;
    const body = new SafeHtml([rendered, ...others].map((element) => element.html).join('\n'));
    // As docs/server-rendering.md tells a host: the render's status (404 no such selection, 503 a call failed), else 200.
    const response = c.html(
      ssrPage({ title: onPage.title, body, nonce, selectionUrl, storyListUrl }),
      (rendered.status ?? 200) as ContentfulStatusCode,
    );
    response.headers.set('cache-control', 'no-store');
    // How long the page's elements took to render, as the browser's developer tools show it (the navigation's `serverTiming`).
    response.headers.set('server-timing', `render;desc="renderElement";dur=${renderMs.toFixed(1)}`);
    if (nonce) response.headers.set('content-security-policy', strictCsp(nonce));
    return response;
  }

  const home = (largeId: string): ElementOnPage => ({
    title: '셀렉션 (SSR)',
    tag: 'selection-home',
    attributes: { 'large-id': largeId },
    after: [{ tag: 'selection-guide', attributes: { 'large-id': largeId } }],
  });
  const children = (largeId: string): ElementOnPage => ({
    title: '전체 카테고리 (SSR)',
    tag: 'selection-children',
    attributes: { 'large-id': largeId },
  });
  const best = (largeId: string): ElementOnPage => ({ title: '베스트 (SSR)', tag: 'selection-best', attributes: { 'large-id': largeId } });
  const storyList = (c: Context): ElementOnPage => ({
    title: '리뷰 콘텐츠 (SSR)',
    tag: 'selection-story-list',
    attributes: {
      'selection-frame-data-id': c.req.query('selection-frame-data-id') ?? '',
      'story-type': c.req.query('story-type') ?? 'SNEAKERS',
    },
  });

  for (const prefix of ['/ssr', '/ssr/csp']) {
    app.get(`${prefix}/selection/:largeId`, (c) => respond(c, home(c.req.param('largeId')), prefix));
    app.get(`${prefix}/selection/:largeId/children`, (c) => respond(c, children(c.req.param('largeId')), prefix));
    app.get(`${prefix}/selection/:largeId/best`, (c) => respond(c, best(c.req.param('largeId')), prefix));
    app.get(`${prefix}/story-list`, (c) => respond(c, storyList(c), prefix));
  }
}
