/** A selection's product list as the reference API gives it, for journeys that compare the grid with it. */
import type { APIRequestContext } from '@playwright/test';
import { FIRST_PRODUCT_PAGE } from '../support/first-product-page.ts';

export interface ListedPage {
  storeItemList: { itemName: string }[];
  storeItemNums: number;
  maxPage: number;
}

/** What a URL state changes in the first page's request (a sort, a filter, the picks). */
export type ListChanges = Partial<typeof FIRST_PRODUCT_PAGE>;

/** The first page of `selectionFrameDataId`'s products, with what a URL state `changes`. */
export async function listedPage(request: APIRequestContext, selectionFrameDataId: string, changes: ListChanges = {}): Promise<ListedPage> {
  const response = await request.post('/api/item/get-legacies', { data: { ...FIRST_PRODUCT_PAGE, ...changes, selectionFrameDataId } });
  if (!response.ok()) throw new Error(`get-legacies of ${selectionFrameDataId}: ${response.status()}`);
  return (await response.json()) as ListedPage;
}
