/**
 * Faults at the network edge for the end-to-end tests: one call of the page answers with a broken
 * network or server until the fault is lifted. Nothing in the product is changed for a test.
 */
import type { Page, Request, Route } from '@playwright/test';

export const FAULTS = ['abort', '403', '404', '500', '504', 'serverPause', 'invalid-json', 'schema', 'hang'] as const;
export type Fault = (typeof FAULTS)[number];

/** What a person is told for each fault (SPEC §8); `construction` is the construction page. */
export const EXPECTED: Record<Fault, 'network' | 'forbidden' | 'notFound' | 'temporary' | 'construction'> = {
  abort: 'network',
  '403': 'forbidden',
  '404': 'notFound',
  '500': 'temporary',
  '504': 'network',
  serverPause: 'construction',
  'invalid-json': 'temporary',
  schema: 'temporary',
  hang: 'network',
};

export interface FaultSwitch {
  /** Breaks every request that `matches` with `fault` until `lift()`. */
  set(matches: (request: Request) => boolean, fault: Fault): void;
  /** Lets the call through again; requests held by `hang` are let go unanswered. */
  lift(): Promise<void>;
  /** Requests the fault has hit so far. */
  readonly hits: number;
}

async function apply(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'abort':
      return route.abort('failed');
    case '403':
    case '404':
    case '500':
    case '504':
      // As a proxy in front of the API would answer: a status and no catalogue text of its own.
      return route.fulfill({ status: Number(fault), json: { code: `HTTP_${fault}` } });
    case 'serverPause':
      return route.fulfill({ status: 503, json: { code: 'SERVER_PAUSE', message: '서비스 점검 중', action: 'serverPause' } });
    case 'invalid-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"selectionFrameDataList": [{"_id": ' });
    case 'schema':
      return route.fulfill({ status: 200, json: { unexpected: [1, 2, 3], storeItemList: 'not a list', list: null } });
    case 'hang':
      return; // never answered
  }
}

/** Serves demo images from memory: the cells reload pages often and images are beside the point. */
export async function quietImages(page: Page): Promise<void> {
  await page.route('**/api/mock/selection/img/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' }),
  );
}

export async function faultSwitch(page: Page): Promise<FaultSwitch> {
  let active: { matches: (request: Request) => boolean; fault: Fault } | undefined;
  let hits = 0;
  const held: Route[] = [];
  await page.route(/\/api(_base)?\//, async (route) => {
    const request = route.request();
    if (!active || !active.matches(request)) return route.fallback();
    hits += 1;
    if (active.fault === 'hang') held.push(route);
    return apply(route, active.fault);
  });
  return {
    set(matches, fault) {
      active = { matches, fault };
      hits = 0;
    },
    async lift() {
      active = undefined;
      for (const route of held.splice(0)) await route.abort('timedout').catch(() => undefined);
    },
    get hits() {
      return hits;
    },
  };
}

/** A call of the API by method and path (and, for the item query, whether it asks for picks). */
export function call(method: string, path: RegExp, body?: (json: Record<string, unknown>) => boolean): (request: Request) => boolean {
  return (request) => {
    if (request.method() !== method || !path.test(new URL(request.url()).pathname)) return false;
    if (!body) return true;
    try {
      return body(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
    } catch {
      return false;
    }
  };
}

/** One row per call, one column per fault; ✓ held, ✗ did not, · not tried. */
export function faultTable(results: Map<string, Map<Fault, string | true>>): string {
  const width = Math.max(...[...results.keys()].map((key) => key.length), 4);
  const head = `${'call'.padEnd(width)} | ${FAULTS.map((fault) => fault.padEnd(5)).join(' | ')}`;
  const rows = [...results].map(
    ([key, cells]) =>
      `${key.padEnd(width)} | ${FAULTS.map((fault) => {
        const cell = cells.get(fault);
        return (cell === undefined ? '·' : cell === true ? '✓' : '✗').padEnd(Math.max(fault.length, 5));
      }).join(' | ')}`,
  );
  let tried = 0;
  let held = 0;
  for (const cells of results.values()) {
    for (const cell of cells.values()) {
      tried += 1;
      if (cell === true) held += 1;
    }
  }
  const failures = [...results].flatMap(([key, cells]) =>
    [...cells].filter(([, cell]) => cell !== true).map(([fault, cell]) => `  ✗ ${key} × ${fault}: ${String(cell).split('\n')[0]}`),
  );
  return [head, '-'.repeat(head.length), ...rows, '', `tried ${tried}, held ${held}`, ...failures].join('\n');
}
