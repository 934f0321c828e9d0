// Review requests: the newest-first list, submit (50 characters), own-only delete, like and unlike.
import type { Hono } from 'hono';
import { reviewMessages, reviewServerMessages } from '../../../core/messages/review.ts';
import { isCommentTooLong } from '../../../core/domain/comment.ts';
import {
  ReviewRequestCreatedSchema,
  ReviewRequestInputSchema,
  ReviewRequestLikeInputSchema,
  ReviewRequestListQuerySchema,
  SelectionFrameReviewRequestListSchema,
} from '../../../core/schemas/review-request.ts';
import { OkResponseSchema } from '../../../core/schemas/vote.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { ApiError, notFound, parseInput, readJson, respond } from '../errors.ts';
import { presentReviewRequest } from '../present.ts';
import { currentUser, requireUser } from '../sessions.ts';
import type { ReviewRequestRecord } from '../state.ts';
import { findSelection } from '../state.ts';
import { maxPageOf } from '../paging.ts';

const review = { ...reviewMessages, ...reviewServerMessages };

let created = 0;

/** A fresh 24-hex id; unique within the process, whatever the seed holds. */
function newId(): string {
  created += 1;
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${created.toString(16).padStart(8, '0')}${random}`;
}

export function registerReviewRequestRoutes(app: Hono, ctx: ApiContext): void {
  const largeIdOf = (id: string): string => {
    const selection = findSelection(ctx.state, id);
    if (!selection) throw notFound();
    return selection.largeId;
  };

  const findRequest = (id: string): ReviewRequestRecord => {
    const record = ctx.state.reviewRequests.find((entry) => entry._id === id);
    if (!record) throw notFound();
    return record;
  };

  app.get(`${API_BASE}/selection-frame-review-request/buyer-list`, (c) => {
    const query = parseInput(ReviewRequestListQuerySchema, c.req.query());
    const largeId = largeIdOf(query.selectionFrameLargeDataId);
    const user = currentUser(c, ctx.sessions);
    const matches = ctx.state.reviewRequests
      .filter((entry) => entry.selectionFrameLargeDataId === largeId)
      .sort((a, b) => Date.parse(b.regDate) - Date.parse(a.regDate) || b._id.localeCompare(a._id));
    const start = (query.page - 1) * query.limit;
    return respond(c, SelectionFrameReviewRequestListSchema, {
      selectionFrameReviewRequests: matches
        .slice(start, start + query.limit)
        .map((entry) => presentReviewRequest(entry, user?.userId ?? null)),
      maxPage: maxPageOf(matches.length, query.limit),
    });
  });

  app.post(`${API_BASE}/selection-frame-review-request`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(ReviewRequestInputSchema, await readJson(c));
    const largeId = largeIdOf(input.selectionFrameLargeDataId);
    // Counted as the client counts it: characters as people see them, in NFC (SPEC §5).
    const comment = input.comment.normalize('NFC').trim();
    if (!comment) throw new ApiError(400, 'COMMENT_REQUIRED', review.commentRequired);
    if (isCommentTooLong(comment)) throw new ApiError(400, 'COMMENT_TOO_LONG', review.commentTooLong);
    const record: ReviewRequestRecord = {
      _id: newId(),
      selectionFrameLargeDataId: largeId,
      username: user.username,
      userId: user.userId,
      regDate: ctx.now().toISOString(),
      comment,
      likeCount: 0,
      likedUserIds: new Set(),
    };
    ctx.state.reviewRequests.unshift(record);
    return respond(c, ReviewRequestCreatedSchema, { _id: record._id });
  });

  app.delete(`${API_BASE}/selection-frame-review-request/:id`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const record = findRequest(c.req.param('id'));
    if (record.userId !== user.userId) throw new ApiError(403, 'NOT_OWNER', review.notOwner);
    const list = ctx.state.reviewRequests;
    list.splice(list.indexOf(record), 1);
    return respond(c, OkResponseSchema, { ok: true });
  });

  app.post(`${API_BASE}/selection-frame-review-request-like`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const { selectionFrameReviewRequestId } = parseInput(ReviewRequestLikeInputSchema, await readJson(c));
    const record = findRequest(selectionFrameReviewRequestId);
    if (record.userId === user.userId) throw new ApiError(403, 'SELF_LIKE_NOT_ALLOWED', review.selfLikeNotAllowed);
    if (record.likedUserIds.has(user.userId)) throw new ApiError(409, 'ALREADY_LIKED', review.alreadyLiked);
    record.likedUserIds.add(user.userId);
    record.likeCount += 1;
    return respond(c, OkResponseSchema, { ok: true });
  });

  app.delete(`${API_BASE}/selection-frame-review-request-like/:id`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const record = findRequest(c.req.param('id'));
    if (!record.likedUserIds.has(user.userId)) throw new ApiError(409, 'NOT_LIKED', review.notLiked);
    record.likedUserIds.delete(user.userId);
    record.likeCount = Math.max(0, record.likeCount - 1);
    return respond(c, OkResponseSchema, { ok: true });
  });
}
