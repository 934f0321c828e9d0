import * as v from 'valibot';

/** Body of `POST /api_base/bookmark/add` and `POST /api_base/bookmark/remove`. */
export const BookmarkInputSchema = v.object({
  itemId: v.pipe(v.string(), v.nonEmpty()),
});

/** Query of `GET /api_base/bookmark/check`. */
export const BookmarkCheckQuerySchema = BookmarkInputSchema;

/** Answer of add and remove: the item's wish flag and like count after the change. */
export const BookmarkChangeSchema = v.object({
  itemId: v.string(),
  isBooked: v.boolean(),
  likeCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** `GET /api_base/bookmark/check?itemId=` */
export const BookmarkCheckSchema = v.object({
  isBooked: v.boolean(),
});

export type BookmarkInput = v.InferOutput<typeof BookmarkInputSchema>;
export type BookmarkChange = v.InferOutput<typeof BookmarkChangeSchema>;
export type BookmarkCheck = v.InferOutput<typeof BookmarkCheckSchema>;
