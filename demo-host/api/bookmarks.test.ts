import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookmarkChangeSchema, BookmarkCheckSchema } from '../../core/schemas/bookmark.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { DEMO_EMAILS } from './demo-users.ts';
import { bearer, createTestApi, type TestApi } from './testing.ts';

const ADD = '/api_base/bookmark/add';
const REMOVE = '/api_base/bookmark/remove';
const CHECK = '/api_base/bookmark/check';

let api: TestApi;
let item: StoreItem;

async function listed(itemId: string, token?: string): Promise<StoreItem> {
  const all = await api.allItems({ selectionFrameDataId: api.scenarios.outlet }, token);
  const found = all.find((entry) => entry.itemId === itemId);
  if (!found) throw new Error(`item ${itemId} not listed`);
  return found;
}

async function change(path: string, itemId: string, token: string) {
  const response = await api.post(path, { itemId }, bearer(token));
  expect(response.status).toBe(200);
  return v.parse(BookmarkChangeSchema, await response.json());
}

async function check(itemId: string, token: string): Promise<boolean> {
  const response = await api.get(`${CHECK}?itemId=${encodeURIComponent(itemId)}`, bearer(token));
  expect(response.status).toBe(200);
  return v.parse(BookmarkCheckSchema, await response.json()).isBooked;
}

beforeEach(async () => {
  api = await createTestApi();

  const all = await api.allItems({ selectionFrameDataId: api.scenarios.outlet });
  // An item nobody has wished in the seed.
  const candidate = all.find((entry) => ![...api.state.bookmarks.values()].some((set) => set.has(entry.itemId)));
  if (!candidate) throw new Error('no unwished item in the seed');
  item = candidate;
});

describe('bookmark calls need a signed-in user', () => {
  it.each([
    ['add', () => api.post(ADD, { itemId: item.itemId })],
    ['remove', () => api.post(REMOVE, { itemId: item.itemId })],
    ['check', () => api.get(`${CHECK}?itemId=${item.itemId}`)],
    ['add with an unknown token', () => api.post(ADD, { itemId: item.itemId }, { Authorization: 'Bearer nope' })],
  ])('%s answers 401 AUTH_HEADER_INVALID without a bearer user and changes nothing', async (_label, call) => {
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'AUTH_HEADER_INVALID', message: '로그인 후 다시 시도해주세요.' });
    expect((await listed(item.itemId)).likeCount).toBe(item.likeCount);
  });
});

describe('POST /api_base/bookmark/add and remove', () => {
  it('add books the item for that user only, once, and counts one like', async () => {
    const token = await api.login(DEMO_EMAILS.buyer2);
    expect(await check(item.itemId, token)).toBe(false);

    expect(await change(ADD, item.itemId, token)).toEqual({ itemId: item.itemId, isBooked: true, likeCount: item.likeCount + 1 });
    // A repeated add (double tap, retry) neither fails nor counts twice.
    expect(await change(ADD, item.itemId, token)).toEqual({ itemId: item.itemId, isBooked: true, likeCount: item.likeCount + 1 });

    expect(await check(item.itemId, token)).toBe(true);
    expect(await listed(item.itemId, token)).toMatchObject({ isBooked: true, likeCount: item.likeCount + 1 });
    // Anonymous callers and other users see the count but not a wish of their own.
    expect(await listed(item.itemId)).toMatchObject({ isBooked: false, likeCount: item.likeCount + 1 });
    const other = await api.login(DEMO_EMAILS.buyer1);
    expect(await check(item.itemId, other)).toBe(false);
    expect((await listed(item.itemId, other)).isBooked).toBe(false);
  });

  it('remove unbooks the item, is idempotent, and never takes the count below its start', async () => {
    const token = await api.login(DEMO_EMAILS.buyer2);
    await change(ADD, item.itemId, token);
    expect(await change(REMOVE, item.itemId, token)).toEqual({ itemId: item.itemId, isBooked: false, likeCount: item.likeCount });
    expect(await change(REMOVE, item.itemId, token)).toEqual({ itemId: item.itemId, isBooked: false, likeCount: item.likeCount });
    expect(await check(item.itemId, token)).toBe(false);
    expect(await listed(item.itemId, token)).toMatchObject({ isBooked: false, likeCount: item.likeCount });
  });

  it('two users liking one item count two likes; each removal takes one away', async () => {
    const first = await api.login(DEMO_EMAILS.buyer1);
    const second = await api.login(DEMO_EMAILS.buyer2);
    await change(ADD, item.itemId, first);
    expect((await change(ADD, item.itemId, second)).likeCount).toBe(item.likeCount + 2);
    expect((await change(REMOVE, item.itemId, first)).likeCount).toBe(item.likeCount + 1);
    expect(await listed(item.itemId, second)).toMatchObject({ isBooked: true, likeCount: item.likeCount + 1 });
  });

  it('removes a seeded wish of buyer1 and reflects it in get-legacies', async () => {
    const token = await api.login(DEMO_EMAILS.buyer1);
    const mine = await api.allItems({ selectionFrameDataId: api.scenarios.outlet }, token);
    const booked = mine.find((entry) => entry.isBooked);
    if (!booked) throw new Error('buyer1 has no seeded wish in outlet');
    const result = await change(REMOVE, booked.itemId, token);
    expect(result).toEqual({ itemId: booked.itemId, isBooked: false, likeCount: Math.max(0, booked.likeCount - 1) });
    expect((await listed(booked.itemId, token)).isBooked).toBe(false);
  });

  it('answers 404 for an unknown item and 400 for a missing itemId', async () => {
    const token = await api.login(DEMO_EMAILS.buyer2);
    expect((await api.post(ADD, { itemId: 'no-such-item' }, bearer(token))).status).toBe(404);
    expect((await api.get(`${CHECK}?itemId=no-such-item`, bearer(token))).status).toBe(404);
    const missing = await api.post(ADD, {}, bearer(token));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { code: string }).code).toBe('INVALID_QUERY');
    expect((await api.get(CHECK, bearer(token))).status).toBe(400);
  });

  it('a seed reset forgets the new wishes and restores the count', async () => {
    const token = await api.login(DEMO_EMAILS.buyer2);
    await change(ADD, item.itemId, token);
    await api.post('/api/mock/selection/reset', {});
    expect(await check(item.itemId, token)).toBe(false);
    expect((await listed(item.itemId)).likeCount).toBe(item.likeCount);
  });
});
