/** The selection calls of SPEC §7, as cacheable query definitions with their schemas. */
import * as v from 'valibot';
import { STALE_TIME } from '../cache/stale-times.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { defineQuery as define } from './define-query.ts';
import { GuideResponseSchema, type GuideResponse } from '../schemas/guide.ts';
import { LinkTabListSchema, type LinkTabList } from '../schemas/link-tab.ts';
import { SelectionFrameListSchema, type SelectionFrameList } from '../schemas/selection-frame.ts';
import {
  BundleableItemsSchema,
  SelectionItemQuerySchema,
  StoreItemListSchema,
  type BundleableItems,
  type SelectionItemQuery,
  type SelectionItemQueryInput,
  type StoreItemList,
} from '../schemas/store-item.ts';
import { TimeDealListSchema, type TimeDealList } from '../schemas/time-deal.ts';
import {
  allListRequest,
  bundleableItemsRequest,
  guideRequest,
  largeDataRequest,
  linkTabsRequest,
  pickedChildListRequest,
  storeItemsRequest,
  timeDealsRequest,
} from './selection-requests.ts';

/** Chain of frames from the large frame to `nodeId`; the first record decides the template. */
export const largeDataQuery = (nodeId: string): QueryDef<SelectionFrameList> =>
  define(SelectionFrameListSchema, largeDataRequest(nodeId), STALE_TIME.short);

/** Every frame of the selection containing `nodeId`, for the category navigation. */
export const allListQuery = (nodeId: string): QueryDef<SelectionFrameList> =>
  define(SelectionFrameListSchema, allListRequest(nodeId), STALE_TIME.short);

/** Medium categories that hold picks (cached for an hour). */
export const pickedChildListQuery = (largeId: string): QueryDef<SelectionFrameList> =>
  define(SelectionFrameListSchema, pickedChildListRequest(largeId), STALE_TIME.pickedList);

/** Canonical item query: defaults filled in, so equal queries share a cache key. */
export function itemQuery(input: SelectionItemQueryInput): SelectionItemQuery {
  return v.parse(SelectionItemQuerySchema, input);
}

export const storeItemsQuery = (input: SelectionItemQueryInput): QueryDef<StoreItemList> => {
  const query = itemQuery(input);
  return define(StoreItemListSchema, storeItemsRequest(query), query.isPick ? STALE_TIME.picks : STALE_TIME.short);
};

export const bundleableItemsQuery = (params: {
  storeItemId: string;
  selectionFrameDataId: string;
  limit?: number;
  page?: number;
}): QueryDef<BundleableItems> => define(BundleableItemsSchema, bundleableItemsRequest({ limit: 30, page: 1, ...params }), STALE_TIME.short);

export const guideQuery = (largeId: string): QueryDef<GuideResponse> =>
  define(GuideResponseSchema, guideRequest(largeId), STALE_TIME.short);

export const linkTabsQuery = (): QueryDef<LinkTabList> => define(LinkTabListSchema, linkTabsRequest(), STALE_TIME.short);

export const timeDealsQuery = (): QueryDef<TimeDealList> => define(TimeDealListSchema, timeDealsRequest(), STALE_TIME.short);
