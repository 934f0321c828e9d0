import * as v from 'valibot';
import { pageParam } from './page.ts';

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
export type SelectionFrameReviewRequestList = v.InferOutput<typeof SelectionFrameReviewRequestListSchema>;

/** SPEC §9: review requests are asked 25 a page; the list shows at most 4 pages. */
export const REVIEW_REQUEST_PAGE_SIZE = 25;
export const REVIEW_REQUEST_MAX_PAGES = 4;

/** Query of `GET /selection-frame-review-request/buyer-list` as it arrives (strings). */
export const ReviewRequestListQuerySchema = v.object({
  page: pageParam(),
  limit: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d?$|^100$/), v.toNumber()), String(REVIEW_REQUEST_PAGE_SIZE)),
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
});

/** Body of `POST /selection-frame-review-request`; the comment rule is checked by the reader. */
export const ReviewRequestInputSchema = v.object({
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
  comment: v.string(),
});

/** `POST /selection-frame-review-request` → the new request's id. */
export const ReviewRequestCreatedSchema = v.object({ _id: v.string() });

/** Body of `POST /selection-frame-review-request-like`. */
export const ReviewRequestLikeInputSchema = v.object({ selectionFrameReviewRequestId: v.pipe(v.string(), v.nonEmpty()) });
