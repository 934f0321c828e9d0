import * as v from 'valibot';

import { SORT_TYPES, type SortType } from './sort-types.ts';

export { SORT_TYPES, type SortType };
export const SortTypeSchema = v.picklist(SORT_TYPES);

export const ITEM_TYPES = ['NORMAL', 'SNEAKERS'] as const;

export const StoreItemSchema = v.object({
  itemId: v.string(),
  itemName: v.string(),
  brandName: v.optional(v.string(), ''),
  imgUrl: v.string(),
  imgWidth: v.optional(v.number(), 600),
  imgHeight: v.optional(v.number(), 600),
  /** Price the buyer pays, in won. */
  itemPriceForBuyer: v.number(),
  /** Price before discount, in won; equal to the buyer price when there is no discount. */
  originalPrice: v.optional(v.number()),
  shippingFee: v.optional(v.number(), 0),
  isShippingFeeFree: v.boolean(),
  isSoldOut: v.boolean(),
  isCrossBorder: v.optional(v.boolean(), false),
  itemType: v.optional(v.picklist(ITEM_TYPES), 'NORMAL'),
  reviewCount: v.optional(v.number(), 0),
  likeCount: v.optional(v.number(), 0),
  purchaseCount: v.optional(v.number(), 0),
  regDate: v.string(),
  /** Wish flag of the signed-in buyer. */
  isBooked: v.optional(v.boolean(), false),
});

/** Body of `POST /item/get-legacies`. */
export const SelectionItemQuerySchema = v.object({
  selectionFrameDataId: v.string(),
  isPick: v.optional(v.boolean(), false),
  inputText: v.optional(v.string(), ''),
  isItemPriceWithShippingFee: v.optional(v.boolean(), false),
  viewSoldOut: v.optional(v.boolean(), true),
  isShippingFeeFree: v.optional(v.boolean(), false),
  sortType: v.optional(SortTypeSchema, 'POPULAR'),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 21),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
});

export const StoreItemListSchema = v.object({
  storeItemList: v.array(StoreItemSchema),
  storeItemNums: v.number(),
  maxPage: v.number(),
});

/** `GET /item/bundleable-item-list` */
export const BundleableItemsSchema = v.object({
  storeItems: v.array(StoreItemSchema),
  bundleShippingFee: v.number(),
});

export type StoreItem = v.InferOutput<typeof StoreItemSchema>;
export type SelectionItemQuery = v.InferOutput<typeof SelectionItemQuerySchema>;
export type SelectionItemQueryInput = v.InferInput<typeof SelectionItemQuerySchema>;
export type StoreItemList = v.InferOutput<typeof StoreItemListSchema>;
export type BundleableItems = v.InferOutput<typeof BundleableItemsSchema>;
