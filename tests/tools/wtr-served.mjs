/**
 * Server-rendered markup for the browser tests: `GET /__served/<tag>?<attributes>` answers the
 * element's HTML as `selection-widgets/server` renders it (its source, bundled once for Node with
 * esbuild), its calls made to the reference API on this same server, for the page the test runs in
 * (the request's referrer, so the URL state is the page's). A browser test puts that HTML into its
 * page and lets the element take it over, in each engine.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The dev-server middleware; `plugins` are the esbuild plugins the test bundles use (CSS as text). */
export function servedMarkup({ plugins = [] } = {}) {
  let server;
  async function load() {
    const outfile = path.join(process.cwd(), 'node_modules/.cache/selection-widgets-wtr/server.mjs');
    await mkdir(path.dirname(outfile), { recursive: true });
    await build({
      entryPoints: [path.join(process.cwd(), 'server/index.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // React's production build, bundled: its development build, loaded in the test runner's own
      // process, calls console methods the runner's terminal does not have.
      define: { 'process.env.NODE_ENV': '"production"' },
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      outfile,
      plugins,
      logLevel: 'silent',
    });
    return import(`${pathToFileURL(outfile).href}?at=${Date.now()}`);
  }
  return async (ctx, next) => {
    const tag = /^\/__served\/(selection-[a-z-]+)$/.exec(ctx.path)?.[1];
    if (!tag) return next();
    server ??= load();
    const { renderElement } = await server;
    const rendered = await renderElement({
      tag,
      attributes: Object.fromEntries(new URLSearchParams(ctx.querystring)),
      pageUrl: ctx.get('referer') || `${ctx.origin}/`,
      apiBase: `${ctx.origin}/api`,
      legacyApiBase: `${ctx.origin}/api_base`,
      viewport: 'desktop',
    });
    ctx.status = rendered.status ?? 200;
    ctx.type = 'text/html';
    ctx.body = rendered.html;
  };
}
