import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users.ts';
import { colourFor } from './images.ts';
import { createTestApi } from './testing.ts';

describe('/api/mock/selection/hostile', () => {
  it('poisons every answer (not the sign-in) until turned off, and a reset turns it off', async () => {
    const api = await createTestApi();
    const frames = `/api/selection-frame-data/large-data/${api.scenarios['japan-food']}`;
    const title = async () =>
      ((await (await api.get(frames)).json()) as { selectionFrameDataList: { title: string }[] }).selectionFrameDataList[0]?.title;
    const plain = await title();
    expect(await (await api.post('/api/mock/selection/hostile', { on: true })).json()).toEqual({ on: true, texts: 0, urls: 0 });
    const poisoned = await title();
    expect(poisoned).not.toBe(plain);
    expect(poisoned?.startsWith(plain ?? '')).toBe(true);
    const count = (await (await api.get('/api/mock/selection/hostile')).json()) as { texts: number; urls: number };
    expect(count.texts).toBeGreaterThan(0);
    expect(count.urls).toBeGreaterThan(0);
    const login = await api.post('/api_base/auth/app/login', { email: DEMO_EMAILS.buyer1, password: DEMO_PASSWORD });
    expect(JSON.stringify(await login.json())).not.toMatch(/__pwned|XSS/);

    await api.post('/api/mock/selection/hostile', { on: false });
    expect(await title()).toBe(plain);
    await api.post('/api/mock/selection/hostile', { on: true });
    await api.post('/api/mock/selection/reset', {});
    expect(await title()).toBe(plain);
  });
});

describe('POST /api/mock/selection/server-pause', () => {
  it('answers every other call with 503 SERVER_PAUSE until turned off', async () => {
    const api = await createTestApi();
    const on = await api.post('/api/mock/selection/server-pause', { on: true });
    expect(await on.json()).toEqual({ ok: true, on: true });

    const calls = [
      api.get(`/api/selection-frame-data/large-data/${api.scenarios['japan-food']}`),
      api.post('/api/item/get-legacies', { selectionFrameDataId: api.scenarios['japan-food'] }),
      api.get('/api/link-tab/list-for-user'),
      api.get('/api/no-such-call'),
      api.post('/api_base/auth/app/login', { email: DEMO_EMAILS.buyer1, password: DEMO_PASSWORD }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(503);
      const body = (await response.json()) as { code: string; message: string; action: string };
      expect(body.code).toBe('SERVER_PAUSE');
      expect(body.action).toBe('serverPause');
      expect(body.message).not.toBe('');
    }
    // The controls themselves keep working.
    expect((await api.get('/api/mock/selection/scenarios')).status).toBe(200);

    await api.post('/api/mock/selection/server-pause', { on: false });
    expect((await api.get('/api/link-tab/list-for-user')).status).toBe(200);
  });

  it('is turned off by a reset', async () => {
    const api = await createTestApi();
    await api.post('/api/mock/selection/server-pause', { on: true });
    expect((await api.get('/api/link-tab/list-for-user')).status).toBe(503);
    await api.post('/api/mock/selection/reset', {});
    expect((await api.get('/api/link-tab/list-for-user')).status).toBe(200);
  });

  it('rejects a body without a boolean', async () => {
    const api = await createTestApi();
    const response = await api.post('/api/mock/selection/server-pause', { on: 'yes' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_QUERY');
  });
});

describe('POST /api/mock/selection/outage', () => {
  it('answers the next calls of one path with 503, then as before; other calls and a reset are untouched', async () => {
    const api = await createTestApi();
    const frames = `/api/selection-frame-data/large-data/${api.scenarios['japan-food']}`;
    const picks = `/api/selection-frame-data/is-pick/child-list/${api.scenarios['japan-food']}`;
    expect(
      (await api.post('/api/mock/selection/outage', { path: '/is-pick/child-list/' + api.scenarios['japan-food'], times: 2 })).status,
    ).toBe(200);
    expect((await api.get(frames)).status).toBe(200);
    const failed = await api.get(picks);
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
    expect((await api.get(picks)).status).toBe(503);
    expect((await api.get(picks)).status).toBe(200);
    await api.post('/api/mock/selection/outage', { path: '/is-pick/child-list/' + api.scenarios['japan-food'], times: 1 });
    await api.post('/api/mock/selection/reset', {});
    expect((await api.get(picks)).status).toBe(200);
  });

  it('answers as a gateway in front of the API would, an HTML 502, when asked to', async () => {
    const api = await createTestApi();
    const picks = `/api/selection-frame-data/is-pick/child-list/${api.scenarios['japan-food']}`;
    await api.post('/api/mock/selection/outage', {
      path: '/is-pick/child-list/' + api.scenarios['japan-food'],
      times: 1,
      answer: 'gateway',
    });
    const failed = await api.get(picks);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toContain('text/html');
    expect(await failed.text()).toContain('Bad Gateway');
    expect((await api.get(picks)).status).toBe(200);
    expect((await api.post('/api/mock/selection/outage', { path: '/picks', times: 1, answer: 'teapot' })).status).toBe(400);
  });

  it('rejects a path that is not one, or too many times', async () => {
    const api = await createTestApi();
    expect((await api.post('/api/mock/selection/outage', { path: 'picks', times: 1 })).status).toBe(400);
    expect((await api.post('/api/mock/selection/outage', { path: '/picks', times: 11 })).status).toBe(400);
  });
});

/** A browser's preflight of a like from a shop's page. */
const PREFLIGHT = { method: 'OPTIONS', headers: { Origin: 'http://shop.example', 'Access-Control-Request-Method': 'POST' } };

describe('POST /api/mock/selection/slow', () => {
  it('holds the requests of one path, the preflight too, until the time has passed or the control ends (0, a reset); other calls go through', async () => {
    const api = await createTestApi();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      expect((await api.post('/api/mock/selection/slow', { path: '/bookmark/add', ms: 1000 })).status).toBe(200);
      let settled = false;
      const preflight = Promise.resolve(api.app.request('/api_base/bookmark/add', PREFLIGHT)).then((answer) => ((settled = true), answer));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled, 'answered before its time').toBe(false);
      // Another call goes through at once meanwhile.
      expect((await api.get(`/api/selection-frame-data/large-data/${api.scenarios['japan-food']}`)).status).toBe(200);
      await vi.advanceTimersByTimeAsync(1);
      expect((await preflight).status).toBe(204);

      // Ended, by 0 or by a reset: a request held goes on at once, and the next is not held.
      for (const ends of [{ path: '/bookmark/add', ms: 0 }, 'reset'] as const) {
        await api.post('/api/mock/selection/slow', { path: '/bookmark/add', ms: 1000 });
        let answered = false;
        const held = Promise.resolve(api.app.request('/api_base/bookmark/add', PREFLIGHT)).then((answer) => ((answered = true), answer));
        await vi.advanceTimersByTimeAsync(10);
        expect(answered, 'answered before its time').toBe(false);
        await (ends === 'reset' ? api.post('/api/mock/selection/reset', {}) : api.post('/api/mock/selection/slow', ends));
        await vi.advanceTimersByTimeAsync(0);
        expect(answered, `the held request let go after ${JSON.stringify(ends)}`).toBe(true);
        expect((await held).status).toBe(204);
        expect((await api.app.request('/api_base/bookmark/add', PREFLIGHT)).status, `after ${JSON.stringify(ends)}`).toBe(204);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a request its browser gave up while held never reach the API', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer2);
    const itemId = (
      await api.items({ selectionFrameDataId: api.scenarios.outlet, sortType: 'RECENT', viewSoldOut: false, limit: 1, page: 1 })
    ).storeItemList[0]?.itemId;
    const like = (signal?: AbortSignal) =>
      api.app.request('/api_base/bookmark/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ itemId }),
        ...(signal ? { signal } : {}),
      });
    const isBooked = async () =>
      (
        (await (await api.get(`/api_base/bookmark/check?itemId=${itemId}`, { Authorization: `Bearer ${token}` })).json()) as {
          isBooked: boolean;
        }
      ).isBooked;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await api.post('/api/mock/selection/slow', { path: '/bookmark/add', ms: 1000 });
      const leaving = new AbortController();
      const given = Promise.resolve(like(leaving.signal));
      await vi.advanceTimersByTimeAsync(500);
      leaving.abort();
      await vi.advanceTimersByTimeAsync(500);
      await given;
      expect(await isBooked(), 'a like given up while held').toBe(false);

      // The same like, kept by its browser, is booked once its time has passed.
      const kept = Promise.resolve(like());
      await vi.advanceTimersByTimeAsync(1000);
      expect((await kept).status).toBe(200);
      expect(await isBooked()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a path that is not one, or too long a wait', async () => {
    const api = await createTestApi();
    expect((await api.post('/api/mock/selection/slow', { path: 'bookmark/add', ms: 100 })).status).toBe(400);
    expect((await api.post('/api/mock/selection/slow', { path: '/bookmark/add', ms: 10_001 })).status).toBe(400);
  });
});

describe('GET /api/mock/selection/img/:name.(png|svg)', () => {
  it('serves a cacheable SVG with the size asked for and the label escaped', async () => {
    const api = await createTestApi();
    const label = '<script>alert("x")</script> & 과자';
    const response = await api.get(`/api/mock/selection/img/banner-1.svg?${new URLSearchParams({ w: '320', h: '180', label }).toString()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="180"/);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 과자');
    expect(svg).toContain(colourFor('banner-1').background);
  });

  it('derives a stable colour from the name', () => {
    expect(colourFor('a-name')).toEqual(colourFor('a-name'));
    expect(colourFor('a-name').background).not.toBe(colourFor('another-name').background);
  });

  it('serves the images the seed refers to as PNGs of the size asked for, and 404 for other extensions', async () => {
    const api = await createTestApi();
    const url = api.state.items[0]?.item.imgUrl ?? '';
    expect(url).toMatch(/^\/api\/mock\/selection\/img\/.+\.png\?/);
    const response = await api.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    const png = new Uint8Array(await response.arrayBuffer());
    // The signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([600, 600]);
    const banner = await api.get(
      `/api/mock/selection/img/banner-1.png?${new URLSearchParams({ w: '320', h: '180', label: '과자' }).toString()}`,
    );
    const bannerView = new DataView(await banner.arrayBuffer());
    expect([bannerView.getUint32(16), bannerView.getUint32(20)]).toEqual([320, 180]);
    expect((await api.get('/api/mock/selection/img/banner.gif')).status).toBe(404);
    expect((await api.get('/api/mock/selection/img/.png')).status).toBe(404);
  });
});

describe('errors', () => {
  it.each([
    '/api/selection-frame-data/large-data/ffffffffffffffffffffffff',
    '/api/selection-frame-data/all-list/ffffffffffffffffffffffff',
    '/api/selection-frame-data/is-pick/child-list/ffffffffffffffffffffffff',
    '/api/selection-frame-first-enterance-guide?selectionFrameLargeDataId=ffffffffffffffffffffffff',
    '/api/item/bundleable-item-list?selectionFrameDataId=ffffffffffffffffffffffff',
    '/api/unknown-call',
    '/api_base/unknown-call',
  ])('%s answers 404 NOT_FOUND', async (path) => {
    const api = await createTestApi();
    const response = await api.get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: '찾을 수 없어요.' });
  });

  it('answers 400 for a guide call without its query', async () => {
    const api = await createTestApi();
    const response = await api.get('/api/selection-frame-first-enterance-guide');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_QUERY');
  });
});

describe('POST /api/mock/selection/frames/:id', () => {
  it('sets edge data on one frame until the next reset', async () => {
    const api = await createTestApi();
    const id = api.scenarios['japan-food'];
    const large = async () =>
      (
        (await (await api.get(`/api/selection-frame-data/large-data/${id}`)).json()) as {
          selectionFrameDataList: { _id: string; pickTitle: string }[];
        }
      ).selectionFrameDataList.find((frame) => frame._id === id);
    expect((await large())?.pickTitle).not.toBe('');
    expect((await api.post(`/api/mock/selection/frames/${id}`, { pickTitle: '' })).status).toBe(200);
    expect((await large())?.pickTitle).toBe('');
    expect((await api.post(`/api/mock/selection/frames/${id}`, { pickTitle: 1 })).status).toBe(400);
    expect((await api.post('/api/mock/selection/frames/nope', { pickTitle: '' })).status).toBe(404);
    await api.post('/api/mock/selection/reset', {});
    expect((await large())?.pickTitle).not.toBe('');
  });
});
