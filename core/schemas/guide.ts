import * as v from 'valibot';
import { SafeLinkSchema } from './safe-url.ts';

export const GUIDE_VARIANTS = ['JAPAN_FOOD', 'OUTLET', 'SNEAKERS'] as const;

export const GuideSlideSchema = v.object({
  imgUrl: v.string(),
  width: v.number(),
  height: v.number(),
  title: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
});

export const GuideSchema = v.object({
  _id: v.string(),
  selectionFrameLargeDataId: v.string(),
  variant: v.picklist(GUIDE_VARIANTS),
  /** At least one: a guide with none would open an empty box (its counter "1 / 0"). */
  slides: v.pipe(v.array(GuideSlideSchema), v.minLength(1)),
  /** Outlet: the last slide's enter-and-get-coupon button claims this code. */
  couponCode: v.optional(v.string()),
  /** Sneakers: the banner links here; dropped when it is not a web URL. */
  webUrl: v.optional(SafeLinkSchema),
});

/** `GET /selection-frame-first-enterance-guide?selectionFrameLargeDataId=` */
export const GuideResponseSchema = v.object({
  guide: v.nullable(GuideSchema),
});

export type Guide = v.InferOutput<typeof GuideSchema>;
export type GuideResponse = v.InferOutput<typeof GuideResponseSchema>;
