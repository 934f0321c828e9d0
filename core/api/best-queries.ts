/**
 * The first screen of `<selection-best>`: the loader starts these requests before React arrives;
 * the widget asks for the same ones and adopts them.
 */
import { largeDataRequest, storeItemsRequest } from './selection-requests.ts';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionItemQuery } from '../schemas/store-item.ts';
import { PRODUCT_PAGE_SIZE } from './home-queries.ts';

/** The best list: every product of the selection, most purchases first (구매많은순). */
export function bestListInput(largeId: string): Omit<SelectionItemQuery, 'page'> {
  return {
    selectionFrameDataId: largeId,
    isPick: false,
    inputText: '',
    isItemPriceWithShippingFee: false,
    viewSoldOut: true,
    isShippingFeeFree: false,
    sortType: 'PURCHASE',
    limit: PRODUCT_PAGE_SIZE,
  };
}

/**
 * A page of the best list, as `<ProductList input={bestListInput(largeId)}>` asks for it: the
 * loader's head start asks for page 1, and the best page's title waits for its answer.
 */
export function bestListPage(largeId: string, page: number): SelectionItemQuery {
  return { ...bestListInput(largeId), page };
}

export function bestFirstScreen(largeId: string): RequestSpec[] {
  return [largeDataRequest(largeId), storeItemsRequest(bestListPage(largeId, 1))];
}
