import * as v from 'valibot';

/** Story types of magazine previews; the sneakers review content uses SNEAKERS. */
export const STORY_TYPES = ['SNEAKERS'] as const;
export const StoryTypeSchema = v.picklist(STORY_TYPES);
export type StoryType = (typeof STORY_TYPES)[number];

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
