/**
 * Embedding from other origins, as a real site does it: a "CDN" serving the built bundle with CORS
 * and cache headers, and a "shop" on a third origin whose page loads the loader from the CDN and
 * calls the demo host's API. `npm start` serves them when CDN_PORT and SHOP_PORT are set; the
 * end-to-end tests always do.
 */
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { SafeHtml, html } from './pages/html.ts';

/** The bundle as a CDN serves it: any origin may load it; hashed chunks never change. */
export function createCdn(root = '.'): Hono {
  const app = new Hono();
  app.use('/dist/*', async (c, next) => {
    await next();
    c.header('access-control-allow-origin', '*');
    c.header('cache-control', c.req.path.startsWith('/dist/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
  });
  app.use('/dist/*', serveStatic({ root }));
  // An unversioned address, as a CDN gives for "the latest": it redirects to the file itself.
  app.get('/latest/selection-widgets.js', (c) => {
    c.header('access-control-allow-origin', '*');
    return c.redirect('/dist/selection-widgets.js', 302);
  });
  return app;
}

/** How the shop page hands over its configuration. */
export const SHOP_CONFIG_MODES = ['global', 'script', 'after', 'late'] as const;
export type ShopConfigMode = (typeof SHOP_CONFIG_MODES)[number];

export interface ShopOrigins {
  /** The demo host, which serves the API. */
  api: string;
  cdn: string;
}

/**
 * A shop page on its own origin: `/selection/{largeId}?config=global|script|after|late&v=…`.
 * `global` sets `window.SelectionWidgetsConfig` before the loader, `script` uses `data-*` on the
 * loader's tag, `after` calls `SelectionWidgets.configure()` in a module script after it, and `late`
 * in a module script of its own file after it (`/shop-config.js`, which may come after the elements'
 * code). `v` is the cache-busting query a site adds to the loader URL; `loader=latest` loads it by
 * the CDN's unversioned address, which redirects to the file; `twice` includes the loader a second
 * time ahead of that tag, bare (no settings) and at another address (`?v=` its value), as a tag
 * manager's older include would.
 */
export function createShop(origins: ShopOrigins): Hono {
  const app = new Hono();
  const options = {
    apiBase: `${origins.api}/api`,
    legacyApiBase: `${origins.api}/api_base`,
    itemUrl: '/goods/{itemId}',
    loginUrl: '/member/login',
  };
  const json = JSON.stringify(options).replaceAll('<', '\\u003c');
  app.get('/shop-config.js', (c) =>
    c.body(`window.SelectionWidgets.configure(${json});\n`, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/selection/:largeId', (c) => {
    const mode = (SHOP_CONFIG_MODES as readonly string[]).includes(c.req.query('config') ?? '')
      ? (c.req.query('config') as ShopConfigMode)
      : 'global';
    const version = c.req.query('v');
    const twice = c.req.query('twice');
    const file = c.req.query('loader') === 'latest' ? 'latest/selection-widgets.js' : 'dist/selection-widgets.js';
    const loader = `${origins.cdn}/${file}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
    const body = html`<!doctype html>
      <html lang="ko">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>다른 사이트의 셀렉션 페이지</title>
          ${mode === 'global' ? inlineScript(`window.SelectionWidgetsConfig = ${json};`) : ''}
          ${twice ? html`<script type="module" src="${origins.cdn}/dist/selection-widgets.js?v=${encodeURIComponent(twice)}"></script>` : ''}
          ${
            mode === 'script'
              ? html`<script
                  type="module"
                  src="${loader}"
                  data-api-base="${options.apiBase}"
                  data-legacy-api-base="${options.legacyApiBase}"
                  data-item-url="${options.itemUrl}"
                  data-login-url="${options.loginUrl}"
                ></script>`
              : html`<script type="module" src="${loader}"></script>`
          }
          ${mode === 'after' ? inlineScript(`window.SelectionWidgets.configure(${json});`, 'module') : ''}
          ${mode === 'late' ? html`<script type="module" src="/shop-config.js"></script>` : ''}
        </head>
        <body>
          <h1>다른 사이트의 셀렉션 페이지</h1>
          <selection-home large-id="${c.req.param('largeId')}"></selection-home>
        </body>
      </html>`;
    return c.html(body.value);
  });
  app.get('/goods/:itemId', (c) =>
    c.html(
      html`<!doctype html>
        <html lang="ko">
          <meta charset="utf-8" /><title>상품</title>
          <h1>상품 ${c.req.param('itemId')}</h1>
        </html>`.value,
    ),
  );
  return app;
}

/** An inline script of the shop's own (its text is built here from JSON with `<` escaped). */
const inlineScript = (code: string, type?: 'module'): SafeHtml => new SafeHtml(`<script${type ? ` type="${type}"` : ''}>${code}</script>`);
