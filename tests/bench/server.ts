/**
 * The benchmark's server: the product's demo host (the reference API, the built bundle, the widget
 * pages) with the floor pages added (floor/routes.ts). PORT, and DEMO_ROOT to serve another
 * checkout's build (a before/after), as `demo-host/server.ts` reads them.
 */
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createDemoHost } from '../../demo-host/host.ts';
import { addFloors, FLOOR_BUILD } from './floor/routes.ts';

if (!existsSync(`${FLOOR_BUILD}/floor-react.js`)) {
  console.error(`bench: no ${FLOOR_BUILD}/floor-react.js: build the React floor first (npm run bench does)`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 4199);
const { app } = createDemoHost({ origin: `http://localhost:${port}`, ...(process.env.DEMO_ROOT ? { root: process.env.DEMO_ROOT } : {}) });
addFloors(app);

serve({ fetch: app.fetch, port }, (info) => {
  console.log(`selection-widgets bench demo host: http://localhost:${info.port}`);
});
