/** The reference API on a real socket, counting the requests it answers, for the client's tests. */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createReferenceApi, type ReferenceApi } from '../../demo-host/api/app.ts';

export interface RunningApi {
  api: ReferenceApi;
  origin: string;
  /** `METHOD /path` of every request answered, in order. */
  hits: string[];
  close(): Promise<void>;
}

export async function startApi(): Promise<RunningApi> {
  const api = createReferenceApi();
  const hits: string[] = [];
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: (request) => {
          hits.push(`${request.method} ${new URL(request.url).pathname}`);
          return api.app.fetch(request);
        },
      },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    api,
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
