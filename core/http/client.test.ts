import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApi, type RunningApi } from '../../tests/unit/api-server.ts';
import { configure } from '../config.ts';
import { largeDataQuery, storeItemsQuery } from '../api/selection.ts';
import { clearQueryCache } from '../cache/query-cache.ts';
import { fetchQuery as fetchDef, queryState as stateOf, refetchQuery } from '../cache/query-cache.ts';
import { startQuery } from '../cache/head-start.ts';
import { defineQuery } from '../api/define-query.ts';
import { largeDataRequest } from '../api/selection-requests.ts';
import { homeStart } from '../api/home-queries.ts';
import { parseSelectionUrl } from '../domain/selection-url.ts';
import { errorMessages } from '../messages/errors.ts';
import { ApiError, catalogueFor } from './api-error.ts';
import { setAuthTokenSource } from './auth-token.ts';
import { request } from './client.ts';
import { checkBanWords } from '../api/seller.ts';
import { getBanners } from '../api/legacy-storefront.ts';
import { pageHooks } from '../page-hooks.ts';
import { setPageSlotProvider } from '../page-slot.ts';
import { attemptLimits } from './wire-answer.ts';

const EchoSchema = v.object({
  timezone: v.nullable(v.string()),
  device_time: v.nullable(v.string()),
  locale: v.nullable(v.string()),
  web_device_id: v.nullable(v.string()),
  Authorization: v.nullable(v.string()),
});

let running: RunningApi;
let scenarios: Record<string, string>;

/** A plain server answering `/status/:code` with that status, for statuses the API never sends. */
let statusServer: Server;
let statusOrigin: string;

/**
 * A server that holds the first `hang` requests to each path open without answering, then answers
 * `{"ok":true}`; it counts what it received, so a retry that never leaves is seen.
 */
let hangServer: Server;
let hangOrigin: string;
const hangs = { hang: 0, received: [] as string[] };

beforeAll(async () => {
  running = await startApi();
  scenarios = (await (await fetch(`${running.origin}/api/mock/selection/scenarios`)).json()) as Record<string, string>;
  statusServer = createServer((req, res) => {
    const status = Number(new URL(req.url ?? '/', 'http://status.invalid').pathname.split('/').pop());
    res.writeHead(status, { 'content-type': req.url?.includes('html') ? 'text/html' : 'application/json' });
    res.end(
      req.url?.includes('html')
        ? '<html>Bad gateway</html>'
        : // A gateway's own answer: its words, no code of the API's.
          JSON.stringify(
            req.url?.includes('gateway')
              ? { message: 'Missing Authentication Token' }
              : { code: `CODE_${status}`, message: `server says ${status}` },
          ),
    );
  });
  await new Promise<void>((resolve) => statusServer.listen(0, '127.0.0.1', resolve));
  statusOrigin = `http://127.0.0.1:${(statusServer.address() as AddressInfo).port}`;
  hangServer = createServer((req, res) => {
    hangs.received.push(req.url ?? '');
    if (hangs.received.filter((url) => url === req.url).length <= hangs.hang) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => hangServer.listen(0, '127.0.0.1', resolve));
  hangOrigin = `http://127.0.0.1:${(hangServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await running.close();
  await new Promise((resolve) => statusServer.close(resolve));
  hangServer.closeAllConnections();
  await new Promise((resolve) => hangServer.close(resolve));
});

beforeEach(() => {
  configure({ apiBase: `${running.origin}/api`, legacyApiBase: `${running.origin}/api_base`, locale: 'ko-KR', requestTimeout: 15_000 });
  hangs.hang = 0;
  hangs.received.length = 0;
  setAuthTokenSource(() => undefined);
  clearQueryCache();
  running.hits.length = 0;
});

/** The ApiError a call ends in. */
const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('request headers', () => {
  it('sends timezone, device_time, locale and a stable web_device_id on every call', async () => {
    const first = await request(EchoSchema, '/mock/selection/echo-headers');
    const second = await request(EchoSchema, '/mock/selection/echo-headers');
    expect(first.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(Number.isNaN(Date.parse(first.device_time ?? ''))).toBe(false);
    expect(first.locale).toBe('ko-KR');
    expect(first.web_device_id).toMatch(/^[\w-]{8,}$/);
    expect(second.web_device_id).toBe(first.web_device_id);
    expect(first.Authorization).toBeNull();
  });

  it('sends the token as a bearer header only when there is one', async () => {
    setAuthTokenSource(() => 'secret-token-value');
    const echo = await request(EchoSchema, '/mock/selection/echo-headers');
    expect(echo.Authorization).toBe('Bearer <present>');
    expect(running.hits.at(-1)).not.toContain('secret-token-value');
  });

  it('follows the configured locale', async () => {
    configure({ locale: 'en-US' });
    expect((await request(EchoSchema, '/mock/selection/echo-headers')).locale).toBe('en-US');
  });
});

describe('errors are mapped onto the catalogue', () => {
  it('404 from the API carries its code and the not-found message', async () => {
    const error = await failure(fetchDef(largeDataQuery('no-such-id')));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: errorMessages.notFound, kind: 'http' });
  });

  it('401 asks for login with the spec message and keeps the server code', async () => {
    const error = await failure(request(v.unknown(), '/user/info', { base: 'legacy' }));
    expect(error).toMatchObject({ status: 401, code: 'AUTH_HEADER_INVALID', message: errorMessages.loginRequired, isLoginRequired: true });
  });

  it.each([
    [403, errorMessages.forbidden, undefined],
    [504, errorMessages.network, undefined],
    [500, errorMessages.temporary, errorMessages.contactSupport],
    [418, errorMessages.temporary, errorMessages.contactSupport],
  ])('HTTP %i shows its catalogue message', async (status, message, hint) => {
    configure({ apiBase: statusOrigin });
    const error = await failure(request(v.unknown(), `/status/${status}`, { method: 'POST' }));
    expect(error).toMatchObject({ status, code: `CODE_${status}`, serverMessage: `server says ${status}`, message, hint });
    // A refusal's own words are shown; a failing server's (5xx: a framework's, a gateway's) are not.
    const refusal = status < 500 ? `server says ${status}` : undefined;
    expect({ refusalMessage: error.refusalMessage, displayMessage: error.displayMessage }).toEqual({
      refusalMessage: refusal,
      displayMessage: refusal ?? message,
    });
  });

  it.each([403, 429])(
    "a gateway's own %i (its words, no code of the API's) shows the catalogue's message, not its English",
    async (status) => {
      configure({ apiBase: statusOrigin });
      const error = await failure(request(v.unknown(), `/gateway/${status}`, { method: 'POST' }));
      expect(error).toMatchObject({ status, code: `HTTP_${status}`, serverMessage: 'Missing Authentication Token' });
      expect({ refusalMessage: error.refusalMessage, displayMessage: error.displayMessage }).toEqual({
        refusalMessage: undefined,
        displayMessage: catalogueFor(status).message,
      });
    },
  );

  it('an HTML error page still becomes a typed error', async () => {
    configure({ apiBase: statusOrigin });
    const error = await failure(request(v.unknown(), '/html/502', { method: 'POST' }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', serverMessage: undefined, message: errorMessages.temporary });
  });

  it.each(['the client', "the loader's head start"])(
    "a web page where the API's JSON was due (a host's catch-all route) fails as INVALID_RESPONSE, and the console names the address, once a page (%s first)",
    async (first) => {
      // A page of its own, with two copies of the code, as the loader and the widget chunks are: the
      // word is said once a page, whichever copy hears it first.
      const slots = {};
      setPageSlotProvider(() => slots);
      vi.resetModules();
      const loaderCopy = await import('./wire-answer.ts');
      vi.resetModules();
      const page = { ...(await import('../config.ts')), ...(await import('./client.ts')) };
      page.configure({ apiBase: statusOrigin });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const paths = ['/html/200?phone=010-9999-8888', '/again/html/200', '/status/200'];
        const firstAsked = first === 'the client' ? '/html/200' : '/head-start/html/200';
        const headStart = () => loaderCopy.sendForAnswer({ path: '/head-start/html/200', method: 'POST', base: 'api' });
        if (first !== 'the client') await headStart();
        for (const path of paths) {
          await expect(page.request(v.object({ ok: v.boolean() }), path, { method: 'POST' })).rejects.toMatchObject({
            code: 'INVALID_RESPONSE',
            message: errorMessages.temporary,
          });
        }
        if (first === 'the client') await headStart();
        expect(warn.mock.calls).toEqual([
          [
            expect.stringMatching(
              new RegExp(`^\\[selection-widgets\\] SW014: ${statusOrigin}${firstAsked} answered a web page, not the API$`),
            ),
          ],
        ]);
      } finally {
        warn.mockRestore();
        setPageSlotProvider(undefined);
      }
    },
  );

  it("a relative base without a page (Node) fails at once, before any request: the URL's own error, naming the address, is the cause", async () => {
    configure({ apiBase: '/api', legacyApiBase: 'api_base' });
    for (const base of ['api', 'legacy'] as const) {
      const error = await failure(request(v.unknown(), '/anything', { base }));
      expect(error).toMatchObject({ kind: 'network', code: 'NETWORK' });
      expect(error.cause).toBeInstanceOf(TypeError);
      expect(error.cause).toMatchObject({ input: base === 'api' ? '/api/anything' : 'api_base/anything' });
    }
    // The same through a public call, whose catalogue keeps it.
    const banners = await getBanners().catch((caught: unknown) => caught);
    expect(banners).toBeInstanceOf(ApiError);
    expect((banners as ApiError).cause).toMatchObject({ input: 'api_base/banner/list' });
  });

  it('no answer at all is the network message', async () => {
    configure({ apiBase: 'http://127.0.0.1:9/api' });
    const error = await failure(request(v.unknown(), '/anything', { method: 'POST' }));
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK', status: undefined, message: errorMessages.network });
  });

  it("keeps no request's headers (the person's token) nor its query (a person's name, phone) in what an error holds", async () => {
    setAuthTokenSource(() => 'secret-token-value');
    const { inspect } = await import('node:util');
    const held = (error: ApiError) => inspect(error, { showHidden: true, depth: 8, getters: true });
    // An answer with an error status, and no answer at all.
    const refused = await failure(request(v.unknown(), '/user/info?name=%ED%99%8D&phone=010-9999-8888', { base: 'legacy' }));
    configure({ apiBase: 'http://127.0.0.1:9/api' });
    const unanswered = await failure(request(v.unknown(), '/pccc/valid?name=%ED%99%8D&phone=010-9999-8888'));
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 2;
    const late = await failure(request(v.unknown(), '/never?phone=010-9999-8888'));
    for (const error of [refused, unanswered, late]) {
      expect(held(error)).not.toContain('secret-token-value');
      expect(held(error)).not.toContain('010-9999-8888');
      // Which call it was still shows.
      expect(String((error.cause as Error | undefined)?.message)).toMatch(/\/(user\/info|pccc\/valid|never)"/);
    }
    expect([refused.status, unanswered.code, late.code]).toEqual([401, 'NETWORK', 'TIMEOUT']);
  });

  it('a response that does not match its schema is INVALID_RESPONSE, never a crash', async () => {
    const error = await failure(fetchDef(largeDataQuery(scenarios.malformed ?? '')));
    expect(error).toMatchObject({ kind: 'invalid-response', code: 'INVALID_RESPONSE', message: errorMessages.temporary });
  });

  it('serverPause hands the construction page to the page hook the bridge installs', async () => {
    const visited: string[] = [];
    pageHooks().serverPause = (url) => visited.push(url);
    await fetch(`${running.origin}/api/mock/selection/server-pause`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    try {
      const error = await failure(request(v.unknown(), '/link-tab/list-for-user', { method: 'POST' }));
      expect(error.action).toBe('serverPause');
      expect(visited).toEqual(['/construction']);
    } finally {
      pageHooks().serverPause = undefined;
      running.api.reset();
    }
  });
});

describe('head-start requests', () => {
  it('the client adopts what the loader started instead of asking again', async () => {
    const url = parseSelectionUrl('?sortType=RECENT&viewSoldout=false');
    const id = scenarios['japan-food'] ?? '';
    const plan = homeStart(id, url);
    // Every template lists this URL state the same way: the lists start beside the frames, as the loader starts them.
    expect(plan.requests.map((spec) => spec.path)).toEqual([
      '/selection-frame-data/large-data/' + id,
      '/selection-frame-data/all-list/' + id,
      '/item/get-legacies',
    ]);
    for (const spec of plan.requests) startQuery(spec);
    const [frames, items] = await Promise.all([
      fetchDef(largeDataQuery(id)),
      fetchDef(storeItemsQuery({ selectionFrameDataId: id, sortType: 'RECENT', viewSoldOut: false, limit: 21, page: 1 })),
    ]);
    expect(frames.selectionFrameDataList[0]?.templateName).toBe('A');
    expect(items.storeItemList).toHaveLength(21);
    expect(items.storeItemList.every((item) => !item.isSoldOut)).toBe(true);
    expect(running.hits.filter((hit) => hit.includes('/large-data/'))).toHaveLength(1);
    expect(running.hits.filter((hit) => hit === 'POST /api/item/get-legacies')).toHaveLength(1);
  });

  it('a view that mounts after a head start is read draws it in its first state and asks nothing more', async () => {
    const id = scenarios.outlet ?? '';
    await startQuery(largeDataRequest(id));
    const $state = stateOf(largeDataQuery(id));
    expect($state.get()).toMatchObject({ status: 'success', fetching: false });
    expect($state.get().data?.selectionFrameDataList[0]?._id).toBe(id);
    await fetchDef(largeDataQuery(id));
    expect(running.hits.filter((hit) => hit.includes('/large-data/'))).toHaveLength(1);
  });

  it('a head start still on its way, or not matching the schema, is not a first state: the client adopts and checks it', async () => {
    const id = scenarios.malformed ?? '';
    await startQuery(largeDataRequest(id));
    const $state = stateOf(largeDataQuery(id));
    expect($state.get().status).toBe('loading');
    await expect(fetchDef(largeDataQuery(id))).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    expect(running.hits.filter((hit) => hit.includes('/large-data/'))).toHaveLength(1);
  });

  it.each([404, 503])('a head start answered %i ends in the error the same call gives without one', async (status) => {
    configure({ apiBase: statusOrigin });
    const direct = await failure(request(v.unknown(), `/status/${status}`));
    const answer = startQuery({ path: `/status/${status}` });
    const adopted = await failure(request(v.unknown(), `/status/${status}`, { answer }));
    const { kind, code, serverMessage, message, hint } = direct;
    expect(adopted).toMatchObject({ status, kind, code, serverMessage, message, hint });
    expect(code).toBe(`CODE_${status}`);
  });

  it('a head start is read once; the query asked again (a retry) goes to the network', async () => {
    const id = scenarios.outlet ?? '';
    const query = largeDataQuery(id);
    expect(startQuery({ path: `/selection-frame-data/large-data/${id}` })).toBeDefined();
    await fetchDef(query);
    // A second head start of a key already loaded sends nothing.
    expect(startQuery(largeDataRequest(id))).toBeUndefined();
    await refetchQuery(query.key);
    expect(running.hits.filter((hit) => hit.includes('/large-data/'))).toHaveLength(2);
  });
});

describe('a server that never answers', () => {
  const Ok = v.object({ ok: v.literal(true) });

  it('is told within requestTimeout in all (12 s unless the host says otherwise): a short first attempt, the pause, the retry', () => {
    configure({ requestTimeout: null });
    const [first, second = 0] = attemptLimits();
    expect(first + 300 + second).toBeLessThanOrEqual(12_000);
    expect(first).toBeLessThan(second);
    configure({ requestTimeout: 20_000 });
    expect(attemptLimits().reduce((sum: number, limit) => sum + (limit ?? 0), 300)).toBe(20_000);
    // A short limit too: halved around the pause, or one attempt when halves would be too short.
    expect(attemptLimits(1_000)).toEqual([350, 350]);
    expect(attemptLimits(500)).toEqual([500]);
  });

  it('ends each attempt at the time limit, in the 504 network message, after one retry that really sends', async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 2;
    const error = await failure(request(Ok, '/never'));
    expect(error).toMatchObject({ kind: 'network', code: 'TIMEOUT', status: undefined, message: errorMessages.network });
    expect(hangs.received).toEqual(['/never', '/never']);
  });

  it('the retry after a timed-out first attempt gets the answer', async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 1;
    await expect(request(Ok, '/once')).resolves.toEqual({ ok: true });
    expect(hangs.received).toEqual(['/once', '/once']);
  });

  it('a read sent as a POST (a product list) is tried twice as a GET is; a change is sent once', async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 1;
    await expect(request(Ok, '/list', { method: 'POST', body: { page: 1 }, reads: true })).resolves.toEqual({ ok: true });
    expect(hangs.received).toEqual(['/list', '/list']);
    hangs.hang = 2;
    expect(await failure(request(Ok, '/change', { method: 'POST', body: { on: true } }))).toMatchObject({ code: 'TIMEOUT' });
    expect(hangs.received.filter((path) => path === '/change')).toEqual(['/change']);
  });

  it('a head start of a POST read that never answers does not hold the client either: the retry sends', async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 1;
    const spec = { path: '/head-start-list', method: 'POST', body: { page: 1 } } as const;
    startQuery(spec);
    await expect(fetchDef(defineQuery(Ok, spec, 0))).resolves.toEqual({ ok: true });
    expect(hangs.received).toEqual(['/head-start-list', '/head-start-list']);
  });

  it('a head start that never answers does not hold the client: it times out and the retry sends', async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
    hangs.hang = 1;
    startQuery({ path: '/head-start' });
    await expect(fetchDef(defineQuery(Ok, { path: '/head-start' }, 0))).resolves.toEqual({ ok: true });
    expect(hangs.received).toEqual(['/head-start', '/head-start']);
  });

  it("the caller's own abort ends an adopted head start at once, without a retry", async () => {
    configure({ apiBase: hangOrigin, requestTimeout: 10_000 });
    hangs.hang = 5;
    const answer = startQuery({ path: '/aborted' });
    const controller = new AbortController();
    const pending = failure(request(Ok, '/aborted', { signal: controller.signal, answer }));
    controller.abort();
    // The time limit (10 s) is past the test's own (5 s): only the abort can end this call in time.
    expect(await pending).toMatchObject({ code: 'ABORTED' });
  });

  describe('in an engine without AbortSignal.any (Safari and the iOS web views before 17.4)', () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    beforeEach(() => {
      Reflect.deleteProperty(AbortSignal, 'any');
    });
    afterEach(() => {
      if (any) Object.defineProperty(AbortSignal, 'any', any);
    });

    it("the caller's abort still ends the call at once, without a retry", async () => {
      configure({ apiBase: hangOrigin, requestTimeout: 10_000 });
      hangs.hang = 5;
      const controller = new AbortController();
      const pending = failure(request(Ok, '/joined-abort', { signal: controller.signal }));
      await vi.waitFor(() => expect(hangs.received).toContain('/joined-abort'));
      controller.abort();
      expect(await pending).toMatchObject({ code: 'ABORTED' });
      expect(hangs.received.filter((path) => path === '/joined-abort')).toHaveLength(1);
    });

    it("the time limit still ends each attempt of a call with the caller's signal, and the retry sends", async () => {
      configure({ apiBase: hangOrigin, requestTimeout: 1_000 });
      hangs.hang = 1;
      const controller = new AbortController();
      await expect(request(Ok, '/joined-timeout', { signal: controller.signal })).resolves.toEqual({ ok: true });
      expect(hangs.received.filter((path) => path === '/joined-timeout')).toHaveLength(2);
    });
  });
});

describe('a call that changes something outlives the page', () => {
  /** Whether each call `send` makes asks the browser to keep it alive as the page unloads. */
  const keptAlive = async (send: () => Promise<unknown>) => {
    const sent = vi.spyOn(globalThis, 'fetch');
    try {
      await send().catch(() => undefined);
      return sent.mock.calls.map(([, init]) => init?.keepalive === true);
    } finally {
      sent.mockRestore();
    }
  };
  const Ok = v.object({ ok: v.boolean() });

  it('a change is kept alive; a read, even one sent as a POST, and a multipart call end with the page', async () => {
    configure({ apiBase: hangOrigin, legacyApiBase: hangOrigin });
    expect(await keptAlive(() => request(Ok, '/bookmark/add', { method: 'POST', body: { itemId: 'a' } }))).toEqual([true]);
    expect(await keptAlive(() => request(Ok, '/vote/a', { method: 'DELETE' }))).toEqual([true]);
    expect(await keptAlive(() => request(Ok, '/frames'))).toEqual([false]);
    expect(await keptAlive(() => checkBanWords('금지어가 있나요?'))).toEqual([false]);
    const upload = new FormData();
    upload.append('img', new Blob(['x'.repeat(70_000)]), 'photo.jpg');
    expect(await keptAlive(() => request(Ok, '/img', { method: 'POST', body: upload }))).toEqual([false]);
    // A product list is asked for with a POST, through the query door.
    configure({ apiBase: `${running.origin}/api` });
    const list = storeItemsQuery({
      selectionFrameDataId: scenarios.outlet ?? '',
      sortType: 'RECENT',
      viewSoldOut: false,
      limit: 21,
      page: 1,
    });
    expect(await keptAlive(() => fetchDef(list))).toEqual([false]);
  });
});
