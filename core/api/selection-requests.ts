/** The selection calls of SPEC §7 as plain request descriptions (no schemas: the loader uses them). */
import { urlPart } from '../domain/url-part.ts';
import type { RequestSpec } from '../http/request-spec.ts';

export const largeDataRequest = (nodeId: string): RequestSpec => ({ path: `/selection-frame-data/large-data/${urlPart(nodeId)}` });
export const allListRequest = (nodeId: string): RequestSpec => ({ path: `/selection-frame-data/all-list/${urlPart(nodeId)}` });
export const pickedChildListRequest = (largeId: string): RequestSpec => ({
  path: `/selection-frame-data/is-pick/child-list/${urlPart(largeId)}`,
});
/** `body` must be a complete selection item query (every field set), as the widgets send it. */
export const storeItemsRequest = (body: Record<string, unknown>): RequestSpec => ({
  path: '/item/get-legacies',
  method: 'POST',
  body,
  personal: true,
});
export const bundleableItemsRequest = (query: {
  storeItemId: string;
  selectionFrameDataId: string;
  limit: number;
  page: number;
}): RequestSpec => ({
  path: '/item/bundleable-item-list',
  query,
  personal: true,
});
export const guideRequest = (largeId: string): RequestSpec => ({
  path: '/selection-frame-first-enterance-guide',
  query: { selectionFrameLargeDataId: largeId },
});
export const linkTabsRequest = (): RequestSpec => ({ path: '/link-tab/list-for-user' });
export const timeDealsRequest = (): RequestSpec => ({ path: '/time-deal/buyer' });
