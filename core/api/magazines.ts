/** Magazine previews of the review tab and the story-list pages (story type SNEAKERS). */
import { STALE_TIME } from '../cache/stale-times.ts';
import type { QueryDef } from '../cache/query-def.ts';
import {
  MagazineListSchema,
  MagazinePreviewListSchema,
  type MagazineList,
  type MagazinePreviewList,
  type StoryType,
} from '../schemas/magazine.ts';
import { defineQuery } from './define-query.ts';
import { magazinePreviewRequest, storyListRequest } from './magazine-requests.ts';

export const magazinePreviewQuery = (largeId: string, storyType: StoryType = 'SNEAKERS'): QueryDef<MagazinePreviewList> =>
  defineQuery(MagazinePreviewListSchema, magazinePreviewRequest(largeId, storyType), STALE_TIME.short);

export const storyListQuery = (params: { selectionFrameDataId: string; storyType: string; page: number }): QueryDef<MagazineList> =>
  defineQuery(MagazineListSchema, storyListRequest(params), STALE_TIME.short);
