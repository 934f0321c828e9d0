import * as v from 'valibot';
import { pageParam } from './page.ts';

import { STORY_TYPES } from './story-types.ts';

export { STORY_TYPES, type StoryType } from './story-types.ts';
export const StoryTypeSchema = v.picklist(STORY_TYPES);

export const MagazinePreviewSchema = v.object({
  storyId: v.string(),
  title: v.string(),
  subTitle: v.optional(v.string(), ''),
  imgUrl: v.string(),
});

/** Magazine previews of a selection: the first page and how many more there are. */
export const MagazinePreviewListSchema = v.object({
  list: v.array(MagazinePreviewSchema),
  restCount: v.pipe(v.number(), v.minValue(0)),
});

export type MagazinePreview = v.InferOutput<typeof MagazinePreviewSchema>;
export type MagazinePreviewList = v.InferOutput<typeof MagazinePreviewListSchema>;

/** SPEC §7 leaves the path open: `GET /magazine/preview-list` answers the review tab's previews. */
export const MagazinePreviewQuerySchema = v.object({
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
  storyType: StoryTypeSchema,
  limit: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d?$/), v.toNumber()), '4'),
});

/** `GET /magazine/list`: the story-list page, page by page. Any frame id of the selection works. */
export const MagazineListQuerySchema = v.object({
  selectionFrameDataId: v.pipe(v.string(), v.nonEmpty()),
  storyType: StoryTypeSchema,
  page: pageParam(),
  limit: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d?$/), v.toNumber()), '10'),
});

export const MagazineListSchema = v.object({
  list: v.array(MagazinePreviewSchema),
  maxPage: v.number(),
});

export type MagazineList = v.InferOutput<typeof MagazineListSchema>;
