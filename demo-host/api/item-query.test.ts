import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { BundleableItemsSchema, SORT_TYPES } from '../../core/schemas/store-item.ts';
import type { SortType, StoreItem } from '../../core/schemas/store-item.ts';
import { DEMO_EMAILS, DEMO_USER_IDS } from './demo-users.ts';
import { popularityScore } from './item-query.ts';
import { subtreeIds } from './state.ts';
import type { TestApi } from './testing.ts';
import { createTestApi } from './testing.ts';

const SORT_KEY: Record<SortType, (item: StoreItem) => number> = {
  POPULAR: (item) => -popularityScore(item),
  LOW_PRICE: (item) => item.itemPriceForBuyer,
  RECENT: (item) => -Date.parse(item.regDate),
  REVIEW: (item) => -item.reviewCount,
  LIKE: (item) => -item.likeCount,
  PURCHASE: (item) => -item.purchaseCount,
};

/** Asserts the list is ordered by the key, ties by item id, and that ties or steps really occur. */
function expectSorted(items: readonly StoreItem[], key: (item: StoreItem) => number): void {
  for (let i = 1; i < items.length; i += 1) {
    const a = items[i - 1] as StoreItem;
    const b = items[i] as StoreItem;
    const ok = key(a) < key(b) || (key(a) === key(b) && a.itemId < b.itemId);
    if (!ok) throw new Error(`out of order at ${i}: ${a.itemId} (${key(a)}) before ${b.itemId} (${key(b)})`);
  }
}

let api: TestApi;
let largeId: string;
let all: StoreItem[];

beforeAll(async () => {
  api = await createTestApi();
  largeId = api.scenarios['japan-food'];
  all = await api.allItems({ selectionFrameDataId: largeId });
});

describe('POST /api/item/get-legacies — sort orders', () => {
  it.each(SORT_TYPES)('%s orders every match by its key, ties broken by item id', async (sortType) => {
    const items = await api.allItems({ selectionFrameDataId: largeId, sortType });
    expect(items).toHaveLength(all.length);
    expectSorted(items, SORT_KEY[sortType]);
  });

  it('sorts by POPULAR when no sort type is given', async () => {
    expectSorted(all, SORT_KEY.POPULAR);
  });

  it('the six orders are genuinely different', async () => {
    const firsts = await Promise.all(
      SORT_TYPES.map(async (sortType) =>
        (await api.items({ selectionFrameDataId: largeId, sortType, limit: 10 })).storeItemList.map((i) => i.itemId).join(),
      ),
    );
    expect(new Set(firsts).size).toBe(SORT_TYPES.length);
  });
});

describe('POST /api/item/get-legacies — filters', () => {
  it('limits the list to the node and its descendants', async () => {
    const state = api.state;
    for (const id of [api.scenarios['small3-node'], ...(state.childIds.get(largeId) ?? [])]) {
      const items = await api.allItems({ selectionFrameDataId: id });
      const below = subtreeIds(state, id);
      const expected = state.items.filter((record) => below.has(record.categoryId)).length;
      expect(items.length).toBe(expected);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThan(all.length);
      for (const item of items) expect(below.has(state.itemsById.get(item.itemId)?.categoryId ?? '')).toBe(true);
    }
  });

  it('isPick returns only curated picks', async () => {
    const picks = await api.allItems({ selectionFrameDataId: largeId, isPick: true });
    const expected = api.state.items.filter((record) => record.largeId === largeId && record.isPick);
    expect(picks.length).toBe(expected.length);
    expect(picks.length).toBeLessThan(all.length);
    for (const item of picks) expect(api.state.itemsById.get(item.itemId)?.isPick).toBe(true);
  });

  it('viewSoldOut=false hides sold-out products; the default shows them', async () => {
    const soldOut = all.filter((item) => item.isSoldOut).length;
    expect(soldOut).toBeGreaterThan(0);
    const visible = await api.allItems({ selectionFrameDataId: largeId, viewSoldOut: false });
    expect(visible.length).toBe(all.length - soldOut);
    expect(visible.some((item) => item.isSoldOut)).toBe(false);
  });

  it('isShippingFeeFree=true keeps free-shipping products only', async () => {
    const free = await api.allItems({ selectionFrameDataId: largeId, isShippingFeeFree: true });
    expect(free.length).toBe(all.filter((item) => item.isShippingFeeFree).length);
    expect(free.length).toBeGreaterThan(0);
    expect(free.length).toBeLessThan(all.length);
    expect(free.every((item) => item.isShippingFeeFree)).toBe(true);
  });

  it('inputText is trimmed and matches item or brand names case-insensitively', async () => {
    const byBrand = await api.allItems({ selectionFrameDataId: largeId, inputText: '  cALBEE ' });
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((item) => item.brandName === 'Calbee')).toBe(true);
    expect(byBrand.length).toBe(all.filter((item) => item.brandName === 'Calbee').length);

    const byName = await api.allItems({ selectionFrameDataId: largeId, inputText: '포키' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((item) => item.itemName.includes('포키'))).toBe(true);

    const none = await api.items({ selectionFrameDataId: largeId, inputText: '존재하지않는상품명' });
    expect(none).toEqual({ storeItemList: [], storeItemNums: 0, maxPage: 0 });

    const blank = await api.items({ selectionFrameDataId: largeId, inputText: '   ', limit: 1 });
    expect(blank.storeItemNums).toBe(all.length);
  });

  it('combines filters', async () => {
    const items = await api.allItems({
      selectionFrameDataId: largeId,
      isShippingFeeFree: true,
      viewSoldOut: false,
      isPick: true,
    });
    const expected = api.state.items.filter((r) => r.largeId === largeId && r.isPick && r.item.isShippingFeeFree && !r.item.isSoldOut);
    expect(items.length).toBe(expected.length);
  });
});

describe('POST /api/item/get-legacies — shipping fee in the price', () => {
  it('adds each product’s shipping fee to the buyer price and sorts LOW_PRICE on it', async () => {
    const withFee = await api.allItems({
      selectionFrameDataId: largeId,
      isItemPriceWithShippingFee: true,
      sortType: 'LOW_PRICE',
    });
    const plain = new Map(all.map((item) => [item.itemId, item]));
    for (const item of withFee) {
      const base = plain.get(item.itemId) as StoreItem;
      expect(item.itemPriceForBuyer).toBe(base.itemPriceForBuyer + base.shippingFee);
    }
    expect(withFee.some((item) => item.shippingFee > 0)).toBe(true);
    expectSorted(withFee, SORT_KEY.LOW_PRICE);
    // The fee changes the order, so sorting on the plain price would fail the check above.
    const plainOrder = (await api.allItems({ selectionFrameDataId: largeId, sortType: 'LOW_PRICE' })).map((i) => i.itemId);
    expect(withFee.map((item) => item.itemId)).not.toEqual(plainOrder);
  });
});

describe('POST /api/item/get-legacies — paging', () => {
  it('pages by limit, counts every match and reports maxPage = ceil(total / limit)', async () => {
    const first = await api.items({ selectionFrameDataId: largeId, limit: 21, page: 1 });
    expect(first.storeItemList).toHaveLength(21);
    expect(first.storeItemNums).toBe(all.length);
    expect(first.maxPage).toBe(Math.ceil(all.length / 21));
    const second = await api.items({ selectionFrameDataId: largeId, limit: 21, page: 2 });
    expect([...first.storeItemList, ...second.storeItemList]).toEqual(all.slice(0, 42));
    const last = await api.items({ selectionFrameDataId: largeId, limit: 21, page: first.maxPage });
    expect(last.storeItemList).toEqual(all.slice((first.maxPage - 1) * 21));
    const beyond = await api.items({ selectionFrameDataId: largeId, limit: 21, page: first.maxPage + 1 });
    expect(beyond.storeItemList).toEqual([]);
    expect(beyond.storeItemNums).toBe(all.length);
  });

  it('defaults to 21 per page', async () => {
    const page = await api.items({ selectionFrameDataId: largeId });
    expect(page.storeItemList).toHaveLength(21);
  });

  it('reports maxPage 0 for an empty selection', async () => {
    const empty = await api.items({ selectionFrameDataId: api.scenarios['no-frames'] });
    expect(empty).toEqual({ storeItemList: [], storeItemNums: 0, maxPage: 0 });
  });
});

describe('POST /api/item/get-legacies — wishes', () => {
  it('isBooked reflects the bearer user’s bookmarks and is false for anonymous callers', async () => {
    const expected = api.state.bookmarks.get(DEMO_USER_IDS.buyer1) ?? new Set<string>();
    expect(expected.size).toBeGreaterThan(0);
    expect(all.every((item) => !item.isBooked)).toBe(true);

    const token = await api.login(DEMO_EMAILS.buyer1);
    const mine = await api.allItems({ selectionFrameDataId: largeId }, token);
    expect(
      mine
        .filter((item) => item.isBooked)
        .map((item) => item.itemId)
        .sort(),
    ).toEqual(
      mine
        .filter((item) => expected.has(item.itemId))
        .map((item) => item.itemId)
        .sort(),
    );
    expect(mine.some((item) => item.isBooked)).toBe(true);

    api.state.bookmarks.set(DEMO_USER_IDS.buyer2, new Set([all[5]?.itemId ?? '']));
    const other = await api.allItems({ selectionFrameDataId: largeId }, await api.login(DEMO_EMAILS.buyer2));
    expect(other.filter((item) => item.isBooked).map((item) => item.itemId)).toEqual([all[5]?.itemId]);
  });

  it('does not authenticate by cookie or by a token in the URL', async () => {
    const token = await api.login(DEMO_EMAILS.buyer1);
    const body = JSON.stringify({ selectionFrameDataId: largeId, limit: 100 });
    const requests: { path: string; headers: Record<string, string> }[] = [
      { path: '/api/item/get-legacies', headers: { Cookie: `access_token=${token}` } },
      { path: `/api/item/get-legacies?access_token=${token}&token=${token}`, headers: {} },
    ];
    for (const request of requests) {
      const response = await api.app.request(request.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...request.headers },
        body,
      });
      const { storeItemList } = (await response.json()) as { storeItemList: StoreItem[] };
      expect(storeItemList.some((item) => item.isBooked)).toBe(false);
    }
  });
});

describe('POST /api/item/get-legacies — bad input', () => {
  it.each([
    ['no node id', {}],
    ['unknown sort', { sortType: 'CHEAP' }],
    ['limit 0', { limit: 0 }],
    ['limit over 100', { limit: 101 }],
    ['fractional page', { page: 1.5 }],
    ['page 0', { page: 0 }],
    ['isPick as text', { isPick: 'true' }],
    ['viewSoldOut as text', { viewSoldOut: 'false' }],
  ])('answers 400 INVALID_QUERY for %s', async (_label, patch) => {
    const body = { selectionFrameDataId: largeId, ...patch };
    if (_label === 'no node id') delete (body as { selectionFrameDataId?: string }).selectionFrameDataId;
    const response = await api.post('/api/item/get-legacies', body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.message).not.toBe('');
  });

  it('answers 400 for a body that is not JSON and 404 for an unknown node', async () => {
    expect((await api.post('/api/item/get-legacies', '{oops')).status).toBe(400);
    const response = await api.post('/api/item/get-legacies', { selectionFrameDataId: 'ffffffffffffffffffffffff' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});

describe('GET /api/item/bundleable-item-list', () => {
  const url = (query: Record<string, string>) => `/api/item/bundleable-item-list?${new URLSearchParams(query).toString()}`;
  const fetchBundle = async (query: Record<string, string>) => {
    const response = await api.get(url(query));
    expect(response.status).toBe(200);
    return v.parse(BundleableItemsSchema, await response.json());
  };

  it('returns up to 30 purchasable bundleable items of the selection, without the current item', async () => {
    const current = api.state.items.find((r) => r.largeId === largeId && r.isBundleable)?.item.itemId ?? '';
    const { storeItems, bundleShippingFee } = await fetchBundle({
      storeItemId: current,
      selectionFrameDataId: api.scenarios['small3-node'],
      limit: '30',
      page: '1',
    });
    expect(bundleShippingFee).toBe(3000);
    expect(storeItems).toHaveLength(30);
    expect(storeItems.map((item) => item.itemId)).not.toContain(current);
    for (const item of storeItems) {
      const record = api.state.itemsById.get(item.itemId);
      expect(record?.largeId).toBe(largeId);
      expect(record?.isBundleable).toBe(true);
      expect(item.isSoldOut).toBe(false);
    }
  });

  it('caps the limit at 30 and honours a smaller one', async () => {
    expect((await fetchBundle({ selectionFrameDataId: largeId, limit: '80' })).storeItems).toHaveLength(30);
    expect((await fetchBundle({ selectionFrameDataId: largeId, limit: '4' })).storeItems).toHaveLength(4);
  });

  it('shuffles per request', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      orders.add((await fetchBundle({ selectionFrameDataId: largeId })).storeItems.map((item) => item.itemId).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('answers 400 for a bad limit or a missing node and 404 for an unknown node', async () => {
    expect((await api.get(url({ selectionFrameDataId: largeId, limit: 'many' }))).status).toBe(400);
    expect((await api.get(url({ selectionFrameDataId: largeId, page: '0' }))).status).toBe(400);
    expect((await api.get(url({ limit: '30' }))).status).toBe(400);
    expect((await api.get(url({ selectionFrameDataId: 'ffffffffffffffffffffffff' }))).status).toBe(404);
  });
});
