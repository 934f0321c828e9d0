/** `npm start`: serves the demo host and the reference API on PORT (default 4173). */
import { serve } from '@hono/node-server';
import { createDemoHost } from './host.ts';

const port = Number(process.env.PORT ?? 4173);
const { app } = createDemoHost();

serve({ fetch: app.fetch, port, ...(process.env.HOST ? { hostname: process.env.HOST } : {}) }, (info) => {
  console.log(`selection-widgets demo host: http://localhost:${info.port}`);
});
