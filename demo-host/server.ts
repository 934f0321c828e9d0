/** `npm start`: serves the demo host and the reference API on PORT (default 4173). */
import { serve } from '@hono/node-server';
import { createCdn, createShop } from './embedding.ts';
import { createDemoHost } from './host.ts';

const port = Number(process.env.PORT ?? 4173);
const hostname = process.env.HOST;
// Where the server renders reach this server: a wildcard address (every interface) by loopback.
const reachable =
  !hostname || hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
const origin = `http://${reachable}:${port}`;
// DEMO_ROOT serves another build's dist/ and dist-demo/ (the benchmark compares builds side by side).
const { app } = createDemoHost({ origin, ...(process.env.DEMO_ROOT ? { root: process.env.DEMO_ROOT } : {}) });

serve({ fetch: app.fetch, port, ...(hostname ? { hostname } : {}) }, (info) => {
  console.log(`selection-widgets demo host: http://localhost:${info.port}`);
});

// Embedding from other origins (see embedding.ts): a CDN for the bundle and a shop page using it.
const cdnPort = process.env.CDN_PORT ? Number(process.env.CDN_PORT) : undefined;
const shopPort = process.env.SHOP_PORT ? Number(process.env.SHOP_PORT) : undefined;
if (cdnPort && shopPort) {
  serve({ fetch: createCdn().fetch, port: cdnPort, hostname: '127.0.0.1' }, (info) =>
    console.log(`  CDN: http://127.0.0.1:${info.port}/dist/`),
  );
  const shop = createShop({ api: `http://localhost:${port}`, cdn: `http://127.0.0.1:${cdnPort}` });
  serve({ fetch: shop.fetch, port: shopPort, hostname: '127.0.0.1' }, (info) =>
    console.log(`  shop on another origin: http://127.0.0.1:${info.port}/selection/{largeId}`),
  );
}
