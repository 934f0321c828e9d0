/** A selection's categories as the reference API gives them, for journeys that choose one by its name. */
import type { APIRequestContext } from '@playwright/test';

export interface Category {
  _id: string;
  title: string;
  parentId: string | null;
  sort: number;
}

/**
 * The categories right under `parentId` (the selection `largeId` itself when not given), in the
 * order the navigation shows them.
 */
export async function childCategories(request: APIRequestContext, largeId: string, parentId = largeId): Promise<Category[]> {
  const response = await request.get(`/api/selection-frame-data/all-list/${encodeURIComponent(largeId)}`);
  if (!response.ok()) throw new Error(`all-list of ${largeId}: ${response.status()}`);
  const { selectionFrameDataList } = (await response.json()) as { selectionFrameDataList: Category[] };
  return selectionFrameDataList.filter((frame) => frame.parentId === parentId).sort((a, b) => a.sort - b.sort);
}
