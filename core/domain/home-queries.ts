/**
 * The first screen of `<selection-home>`, built from its attribute and the URL. The loader starts
 * these requests before React arrives; the widget asks for the same ones and adopts them.
 */
import { allListRequest, largeDataRequest, storeItemsRequest } from '../api/selection-requests.ts';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionItemQuery } from '../schemas/store-item.ts';
import type { SelectionUrlState } from './selection-url.ts';

export const PRODUCT_PAGE_SIZE = 21;
export const PRODUCT_ROW_SIZE = 3;

/** A complete item query (every field set), so the loader's request is the widget's request. */
export function productListInput(nodeId: string, url: SelectionUrlState, page = 1): SelectionItemQuery {
  return {
    // The PICK tab shows curated picks, narrowed to a pick category when one is chosen.
    selectionFrameDataId: (url.isPick ? url.pick : undefined) ?? url.targetId ?? nodeId,
    isPick: url.isPick === true,
    inputText: url.searchText ?? '',
    isItemPriceWithShippingFee: false,
    viewSoldOut: url.viewSoldout ?? true,
    isShippingFeeFree: url.isShippingFeeFree ?? false,
    sortType: url.sortType ?? 'POPULAR',
    limit: PRODUCT_PAGE_SIZE,
    page,
  };
}

export function homeFirstScreen(nodeId: string, url: SelectionUrlState): RequestSpec[] {
  return [largeDataRequest(nodeId), allListRequest(nodeId), storeItemsRequest({ ...productListInput(nodeId, url) })];
}
