import * as v from 'valibot';
import { SafeLinkSchema, isSafeLinkUrl } from './safe-url.ts';

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
  /** Where a banner leads; absent for decorative images and dropped when it is not a web URL. */
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
  /** Links of the frame; those that are not web URLs are left out. */
  webUrls: v.optional(
    v.pipe(
      v.array(WebUrlSchema),
      v.filterItems((link) => isSafeLinkUrl(link.url)),
    ),
    [],
  ),
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
