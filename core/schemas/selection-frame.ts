import * as v from 'valibot';
import { SafeLinkSchema } from './safe-url.ts';

export const FRAME_TYPES = ['large', 'medium', 'small', 'small2', 'small3'] as const;
export const IMG_VIEW_TYPES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const TEMPLATE_NAMES = ['A', 'B', 'C'] as const;

export const FrameImageSchema = v.object({
  viewType: v.picklist(IMG_VIEW_TYPES),
  url: v.string(),
  width: v.number(),
  height: v.number(),
  /** What a banner says (its message), for people who cannot see the image; decorative images have none. */
  alt: v.optional(v.string()),
  /**
   * Where a banner leads, beside the frame's `webUrls` (it goes first); absent for decorative images
   * and dropped when it is not a web URL.
   */
  linkUrl: v.optional(SafeLinkSchema),
});

export const WebUrlSchema = v.object({
  viewType: v.string(),
  url: v.string(),
});

export const SubTitleSchema = v.object({
  viewType: v.picklist(['A', 'B', 'C']),
  text: v.string(),
});

export const SelectionFrameSchema = v.object({
  _id: v.string(),
  title: v.string(),
  type: v.picklist(FRAME_TYPES),
  parentId: v.nullable(v.string()),
  sort: v.number(),
  /** Set on the large frame; decides template A, B or C. May be missing or unknown. */
  templateName: v.optional(v.nullable(v.string()), null),
  /** A non-empty pick title enables the PICK tab. */
  pickTitle: v.optional(v.string(), ''),
  imgList: v.optional(v.array(FrameImageSchema), []),
  /**
   * Where the frame's pictures lead, by view type (the n-th picture of a type, the n-th link of that
   * type: see `homeScreen`'s banners). Kept in order, unsafe ones too, so that one dropped does not
   * hand its picture's link to the next: a link that is not a web URL is dropped as it is paired.
   */
  webUrls: v.optional(v.array(WebUrlSchema), []),
  subTitleList: v.optional(v.array(SubTitleSchema), []),
});

/**
 * `GET /selection-frame-data/large-data/{id}`: the chain of frames from the large frame down to
 * the requested node (first record = the large frame). Empty while a selection has no frames yet.
 * `GET /selection-frame-data/all-list/{id}`: every frame of the large selection, flat.
 * `GET /selection-frame-data/is-pick/child-list/{id}`: medium frames that hold picks.
 */
export const SelectionFrameListSchema = v.object({
  selectionFrameDataList: v.array(SelectionFrameSchema),
});

export type FrameType = (typeof FRAME_TYPES)[number];
export type FrameImage = v.InferOutput<typeof FrameImageSchema>;
export type SelectionFrame = v.InferOutput<typeof SelectionFrameSchema>;
export type SelectionFrameList = v.InferOutput<typeof SelectionFrameListSchema>;
