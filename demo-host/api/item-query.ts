// The selection item query (`POST /item/get-legacies`): filters, six sort orders and paging.
import type { SelectionItemQuery, SortType, StoreItem, StoreItemList } from '../../core/schemas/store-item.ts';
import type { ApiState, ItemRecord } from './state.ts';
import { subtreeIds } from './state.ts';
import { maxPageOf } from './paging.ts';

/** The POPULAR order: purchases weigh most, then reviews, then likes. */
export function popularityScore(item: Pick<StoreItem, 'purchaseCount' | 'reviewCount' | 'likeCount'>): number {
  return item.purchaseCount * 3 + item.reviewCount * 2 + item.likeCount;
}

/** Higher key first unless the order is ascending. */
const SORT_KEYS: Record<SortType, { key: (item: StoreItem) => number; ascending: boolean }> = {
  POPULAR: { key: popularityScore, ascending: false },
  LOW_PRICE: { key: (item) => item.itemPriceForBuyer, ascending: true },
  RECENT: { key: (item) => Date.parse(item.regDate), ascending: false },
  REVIEW: { key: (item) => item.reviewCount, ascending: false },
  LIKE: { key: (item) => item.likeCount, ascending: false },
  PURCHASE: { key: (item) => item.purchaseCount, ascending: false },
};

/** A stable total order: the sort key, then the item id. */
export function compareItems(sortType: SortType, a: StoreItem, b: StoreItem): number {
  const { key, ascending } = SORT_KEYS[sortType];
  const difference = ascending ? key(a) - key(b) : key(b) - key(a);
  if (difference !== 0) return difference;
  return a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0;
}

/** The card a user sees: their wish flag, and the shipping fee folded in when asked. */
export function presentItem(record: ItemRecord, bookmarks: ReadonlySet<string> | undefined, withShippingFee = false): StoreItem {
  const { item } = record;
  const fee = withShippingFee ? item.shippingFee : 0;
  return {
    ...item,
    itemPriceForBuyer: item.itemPriceForBuyer + fee,
    originalPrice: item.originalPrice === undefined ? undefined : item.originalPrice + fee,
    isBooked: bookmarks?.has(item.itemId) ?? false,
  };
}

export function queryItems(state: ApiState, query: SelectionItemQuery, userId: string | null): StoreItemList {
  const categories = subtreeIds(state, query.selectionFrameDataId);
  const text = query.inputText.trim().toLowerCase();
  const bookmarks = userId === null ? undefined : state.bookmarks.get(userId);
  const matches = state.items
    .filter(
      (record) =>
        categories.has(record.categoryId) &&
        (!query.isPick || record.isPick) &&
        (query.viewSoldOut || !record.item.isSoldOut) &&
        (!query.isShippingFeeFree || record.item.isShippingFeeFree) &&
        (text === '' || record.item.itemName.toLowerCase().includes(text) || record.item.brandName.toLowerCase().includes(text)),
    )
    .map((record) => presentItem(record, bookmarks, query.isItemPriceWithShippingFee))
    .sort((a, b) => compareItems(query.sortType, a, b));
  const start = (query.page - 1) * query.limit;
  return {
    storeItemList: matches.slice(start, start + query.limit),
    storeItemNums: matches.length,
    maxPage: maxPageOf(matches.length, query.limit),
  };
}
