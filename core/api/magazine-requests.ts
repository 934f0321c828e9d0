/** The magazine calls as plain request descriptions (no schemas), so the loader can start them. */
import type { RequestSpec } from '../http/request-spec.ts';
import { STORY_TYPES, type StoryType } from '../schemas/story-types.ts';

/**
 * Stories a page of the story list shows: whole rows at the grid's 4 columns and at a phone's 2, so
 * the list's window can set a page far from the view aside (a page ending mid-row stays drawn).
 */
export const STORY_LIST_PAGE_SIZE = 12;
/** Previews the review tab shows before its "more" link. */
export const MAGAZINE_PREVIEW_LIMIT = 4;

export const magazinePreviewRequest = (largeId: string, storyType: string, limit = MAGAZINE_PREVIEW_LIMIT): RequestSpec => ({
  path: '/magazine/preview-list',
  query: { selectionFrameLargeDataId: largeId, storyType, limit },
});

export const storyListRequest = (params: {
  selectionFrameDataId: string;
  storyType: string;
  page: number;
  limit?: number;
}): RequestSpec => ({
  path: '/magazine/list',
  query: { limit: STORY_LIST_PAGE_SIZE, ...params },
});

/**
 * The story-type attribute as the calls take it: trimmed, upper case, SNEAKERS when absent; undefined
 * for a type there is none of (the element's not-found screen, with nothing asked for).
 */
export function storyTypeOf(value: string | null | undefined): StoryType | undefined {
  const type = (value ?? '').trim().toUpperCase() || 'SNEAKERS';
  return STORY_TYPES.find((known) => known === type);
}

/** The first screen of `<selection-story-list>`, started by the loader. */
export const storyListFirstScreen = (selectionFrameDataId: string, storyType: string): RequestSpec[] => [
  storyListRequest({ selectionFrameDataId, storyType, page: 1 }),
];
