import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../tests/unit/api-server.ts';
import { storeItemsQuery } from '../api/selection.ts';
import { bookmarkCheckQuery } from '../api/bookmarks.ts';
import { clearQueryCache, resetQueries } from '../cache/query-cache.ts';
import { fetchQuery as fetchDef, queryState as stateOf } from '../cache/query-cache.ts';
import { configure } from '../config.ts';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { messages } from '../messages/index.ts';
import type { SelectionItemQueryInput, StoreItem } from '../schemas/store-item.ts';
import { toggles, likeKey as toggleKey, shownToggle } from '../stores/toggles.ts';
import { likeKey, toggleLike } from './like.ts';
import { isPending } from './pending.ts';

let running: RunningApi;
let outlet: string;

const popular: SelectionItemQueryInput = { selectionFrameDataId: '', sortType: 'POPULAR', limit: 100 };
const byPrice: SelectionItemQueryInput = { selectionFrameDataId: '', sortType: 'LOW_PRICE', limit: 100 };

async function login(email: string): Promise<string> {
  const response = await fetch(`${running.origin}/api_base/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'selection1234' }),
  });
  const body = (await response.json()) as { user: { auth: { access_token: string } } };
  return body.user.auth.access_token;
}

/** The item as a cached list holds it (`undefined` when the list does not hold it). */
function cached(input: SelectionItemQueryInput, itemId: string): StoreItem | undefined {
  return stateOf(storeItemsQuery(input))
    .get()
    .data?.storeItemList.find((item) => item.itemId === itemId);
}

/** The item's like as every heart shows it: the page's overlay over the list's own value. */
function shown(input: SelectionItemQueryInput, itemId: string): { isBooked: boolean; likeCount: number } | undefined {
  const item = cached(input, itemId);
  if (!item) return undefined;
  const like = shownToggle(toggleKey(itemId), { on: item.isBooked, count: item.likeCount });
  return { isBooked: like.on, likeCount: like.count };
}

beforeAll(async () => {
  running = await startApi();
  outlet = ((await (await fetch(`${running.origin}/api/mock/selection/scenarios`)).json()) as Record<string, string>).outlet ?? '';
  popular.selectionFrameDataId = outlet;
  byPrice.selectionFrameDataId = outlet;
});

afterAll(() => running.close());

beforeEach(async () => {
  running.api.reset();
  configure({ apiBase: `${running.origin}/api`, legacyApiBase: `${running.origin}/api_base` });
  clearQueryCache();
  setAuthTokenSource(() => undefined);
});

describe('toggleLike', () => {
  it('likes at once wherever the item is shown, through its overlay entry, then keeps the server’s answer', async () => {
    const token = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    const [first] = (await fetchDef(storeItemsQuery(popular))).storeItemList;
    await fetchDef(storeItemsQuery(byPrice));
    if (!first) throw new Error('empty list');
    expect(first.isBooked).toBe(false);

    const listBefore = stateOf(storeItemsQuery(byPrice)).get().data;
    const done = toggleLike(first);
    // Optimistic: both lists show the heart and the count before the server answers.
    expect(shown(popular, first.itemId)).toEqual({ isBooked: true, likeCount: first.likeCount + 1 });
    expect(shown(byPrice, first.itemId)).toEqual({ isBooked: true, likeCount: first.likeCount + 1 });
    expect(isPending(likeKey(first.itemId))).toBe(true);
    const result = await done;
    expect(result).toMatchObject({ ok: true, data: { isBooked: true, likeCount: first.likeCount + 1 } });
    expect(isPending(likeKey(first.itemId))).toBe(false);
    expect(await fetchDef(bookmarkCheckQuery(first.itemId))).toEqual({ isBooked: true });
    // No cached response was walked or rewritten.
    expect(stateOf(storeItemsQuery(byPrice)).get().data).toBe(listBefore);

    // Toggled again from the list's own (older) value: the shown state decides, so it unlikes.
    expect(await toggleLike(first)).toMatchObject({ ok: true, data: { isBooked: false, likeCount: first.likeCount } });
    expect(shown(byPrice, first.itemId)).toEqual({ isBooked: false, likeCount: first.likeCount });
  });

  it('refuses a second toggle of the same item while the first is on its way, with the waiting message', async () => {
    const token = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    const [first, second] = (await fetchDef(storeItemsQuery(popular))).storeItemList;
    if (!first || !second) throw new Error('empty list');
    const pending = toggleLike(first);
    const refused = await toggleLike({ ...first, isBooked: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'PENDING', message: messages.likes.likePending } });
    // Another item is not blocked.
    const other = toggleLike(second);
    expect((await pending).ok).toBe(true);
    expect((await other).ok).toBe(true);
    expect(shown(popular, first.itemId)?.isBooked).toBe(true);
    const bookmarks = running.api.state.bookmarks.get('65a000000000000000000002');
    expect([...(bookmarks ?? [])].sort()).toEqual([first.itemId, second.itemId].sort());
  });

  it('puts the heart and the count back when the server refuses (not signed in)', async () => {
    const [first] = (await fetchDef(storeItemsQuery(popular))).storeItemList;
    if (!first) throw new Error('empty list');
    const done = toggleLike(first);
    expect(shown(popular, first.itemId)?.isBooked).toBe(true);
    const result = await done;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('AUTH_HEADER_INVALID');
      expect(result.error.isLoginRequired).toBe(true);
    }
    expect(shown(popular, first.itemId)).toEqual({ isBooked: false, likeCount: first.likeCount });
    expect(isPending(likeKey(first.itemId))).toBe(false);
  });

  it('forgets the page’s likes when the signed-in person changes', async () => {
    const token = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    const [first] = (await fetchDef(storeItemsQuery(popular))).storeItemList;
    if (!first) throw new Error('empty list');
    await toggleLike(first);
    expect(toggles().get()[toggleKey(first.itemId)]?.on).toBe(true);
    resetQueries();
    expect(toggles().get()[toggleKey(first.itemId)]).toBeUndefined();
  });

  it('keeps the heart of a like answered after the person changed out of the new person’s lists', async () => {
    const token = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    const [first] = (await fetchDef(storeItemsQuery(popular))).storeItemList;
    if (!first) throw new Error('empty list');
    // Tapped, then signed out while the like is on its way: the server takes it, for the earlier person.
    const done = toggleLike(first);
    setAuthTokenSource(() => undefined);
    resetQueries();
    expect((await done).ok).toBe(true);
    expect(toggles().get()[toggleKey(first.itemId)], 'no heart laid over the signed-out lists').toBeUndefined();
    // A refusal that comes after the change puts back nothing of the earlier person's either: liked
    // again, then tapped off with a token the server no longer takes, and signed out meanwhile.
    setAuthTokenSource(() => token);
    await toggleLike(first);
    setAuthTokenSource(() => 'expired');
    const refused = toggleLike(first);
    expect(toggles().get()[toggleKey(first.itemId)]?.on, 'the tap shown at once').toBe(false);
    setAuthTokenSource(() => undefined);
    resetQueries();
    expect((await refused).ok, 'refused: the token').toBe(false);
    expect(toggles().get()[toggleKey(first.itemId)]).toBeUndefined();
  });
});
