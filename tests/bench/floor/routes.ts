/**
 * The floors' routes, added to a demo host by the benchmark's server: `/floor/:kind/:id` (written by
 * hand, page.ts) and `/floor-react/:kind/:id` (the same cards drawn by React alone, floor-react.tsx,
 * whose build in dist-bench/ is served at `/bench/`).
 */
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { notFoundPage } from '../../../demo-host/pages/pages.ts';
import { FLOOR_KINDS, floorPage, type FloorKind } from './page.ts';

/** Where `npm run bench` builds the React floor (tests/bench/floor/vite.config.ts). */
export const FLOOR_BUILD = 'dist-bench';

export function addFloors(app: Hono): void {
  const page = (body: string, status: 200 | 404 = 200) =>
    new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  app.use('/bench/*', serveStatic({ root: FLOOR_BUILD, rewriteRequestPath: (path) => path.replace(/^\/bench/, '') }));
  for (const [path, runtime] of [
    ['/floor', 'dom'],
    ['/floor-react', 'react'],
  ] as const) {
    app.get(`${path}/:kind/:id`, (c) => {
      const kind = c.req.param('kind');
      if (!(FLOOR_KINDS as readonly string[]).includes(kind)) return page(notFoundPage(), 404);
      return page(floorPage(kind as FloorKind, c.req.param('id'), new URL(c.req.url).search, runtime));
    });
  }
}
