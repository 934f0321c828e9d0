import * as v from 'valibot';

export const SelectionFrameReviewRequestSchema = v.object({
  _id: v.string(),
  username: v.string(),
  /** Author; the owner sees a delete button instead of a like button. */
  userId: v.string(),
  regDate: v.string(),
  comment: v.string(),
  /** Whether the signed-in buyer likes the request. */
  isLike: v.optional(v.boolean(), false),
  likeCount: v.pipe(v.number(), v.minValue(0)),
});

/** `GET /selection-frame-review-request/buyer-list` */
export const SelectionFrameReviewRequestListSchema = v.object({
  selectionFrameReviewRequests: v.array(SelectionFrameReviewRequestSchema),
  maxPage: v.number(),
});

export type SelectionFrameReviewRequest = v.InferOutput<typeof SelectionFrameReviewRequestSchema>;
export type SelectionFrameReviewRequestList = v.InferOutput<
  typeof SelectionFrameReviewRequestListSchema
>;
