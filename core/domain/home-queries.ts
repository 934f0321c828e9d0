/**
 * The first screen of `<selection-home>`, built from its attribute and the URL. The loader starts
 * these requests before React arrives; the widget asks for the same ones and adopts them.
 */
import { reviewTabFirstScreen, votePageParams, voteListRequest } from '../api/review-tab-requests.ts';
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

/**
 * What `<selection-home>` asks for first in this URL state, before it knows the template. The tab,
 * the vote page and the review sort belong to the sneakers template only, so:
 * - `path=vote`: the frames and the vote list's first page in its sort;
 * - `tab=1`: the frames and the review tab's first calls (no discovery list, no category tree);
 * - `sortType=REVIEW`: the frames and the category tree; the list waits for the template, which
 *   decides whether the review sort is offered (sneakers drops it);
 * - otherwise the frames, the category tree and the product list's first page.
 */
export function homeFirstScreen(nodeId: string, url: SelectionUrlState): RequestSpec[] {
  const frames = largeDataRequest(nodeId);
  if (url.path === 'vote') return [frames, voteListRequest(votePageParams(nodeId, 1, url.voteSort))];
  if (url.tab === 1) return [frames, ...reviewTabFirstScreen(nodeId)];
  if (url.sortType === 'REVIEW') return [frames, allListRequest(nodeId)];
  return [frames, allListRequest(nodeId), storeItemsRequest({ ...productListInput(nodeId, url) })];
}
