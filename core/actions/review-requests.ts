/**
 * Changes to a selection's review requests: submit, delete, like and unlike. Submit and delete
 * change every cached page at once; a like is the request's toggle. Each rolls back when the
 * server refuses.
 */
import { urlPart } from '../domain/url-part.ts';
import { invalidateQueries, updateQueries } from '../cache/query-cache.ts';
import { REVIEW_REQUEST_LIST_PREFIX as LIST_PREFIX, reviewRequestListQuery } from '../api/review-requests.ts';
import { ApiError, mayHaveLanded } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { prepareComment } from '../domain/comment.ts';
import { reviewMessages } from '../messages/review.ts';
import { pageSession } from '../stores/session.ts';
import { requestLikeKey } from '../stores/toggles.ts';
import {
  ReviewRequestCreatedSchema,
  type SelectionFrameReviewRequest,
  type SelectionFrameReviewRequestList,
} from '../schemas/review-request.ts';
import { OkResponseSchema } from '../schemas/vote.ts';
import { runMutation, type MutationResult } from './mutation.ts';
import { postOrDelete, runToggle } from './toggle.ts';

type Requests = SelectionFrameReviewRequestList;

function mapRequests(update: (list: SelectionFrameReviewRequest[]) => SelectionFrameReviewRequest[]): void {
  updateQueries<Requests>(LIST_PREFIX, (data) => ({ ...data, selectionFrameReviewRequests: update(data.selectionFrameReviewRequests) }));
}

const STALE_STATE_CODES = ['ALREADY_LIKED', 'NOT_LIKED', 'NOT_FOUND'];

/** Likes a request, or takes the like back when it is already liked (`entry` is what its list says). */
export async function toggleReviewRequestLike(
  entry: Pick<SelectionFrameReviewRequest, '_id' | 'isLike' | 'likeCount'>,
): Promise<MutationResult<{ isLike: boolean }>> {
  const result = await runToggle({
    key: requestLikeKey(entry._id),
    base: { on: entry.isLike, count: entry.likeCount },
    waiting: { on: reviewMessages.likePending, off: reviewMessages.likeCancelPending },
    call: (isLike) => postOrDelete(isLike, '/selection-frame-review-request-like', 'selectionFrameReviewRequestId', entry._id),
    staleCodes: STALE_STATE_CODES,
    onStale: () => invalidateQueries(LIST_PREFIX),
  });
  return result.ok ? { ok: true, data: { isLike: result.on } } : result;
}

/** Deletes the person's own request; it leaves every page at once and comes back if refused. */
export async function deleteReviewRequest(requestId: string): Promise<MutationResult<unknown>> {
  const result = await runMutation({
    key: `review-request:${requestId}`,
    waitingMessage: reviewMessages.deletePending,
    optimistic: () => {
      // Each changed page remembers its previous value, so a refusal puts the entry back in place.
      const previous = new Map<Requests, Requests>();
      updateQueries<Requests>(LIST_PREFIX, (data) => {
        if (!data.selectionFrameReviewRequests.some((entry) => entry._id === requestId)) return data;
        const next = {
          ...data,
          selectionFrameReviewRequests: data.selectionFrameReviewRequests.filter((entry) => entry._id !== requestId),
        };
        previous.set(next, data);
        return next;
      });
      return () => {
        let restored = 0;
        updateQueries<Requests>(LIST_PREFIX, (data) => {
          const before = previous.get(data);
          if (!before) return data;
          restored += 1;
          return before;
        });
        // A page changed meanwhile: ask the server instead of guessing.
        if (restored < previous.size) invalidateQueries(LIST_PREFIX);
      };
    },
    // Gone already (deleted on another device, or by this one's earlier try whose answer was lost):
    // what the person asked for is done.
    call: () =>
      request(OkResponseSchema, `/selection-frame-review-request/${urlPart(requestId)}`, { method: 'DELETE' }).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'NOT_FOUND') return { ok: true as const };
        throw error;
      }),
  });
  // Pages after the deleted entry move up by one: ask the shown pages again.
  if (result.ok) invalidateQueries(LIST_PREFIX);
  return result;
}

/** Key of the submit guard of one selection (one submit at a time, per SPEC §5). */
const submitKey = (largeId: string) => `review-request-submit:${largeId}`;

/**
 * Submits a comment, cut to 50 characters. The new request shows at the top at once (as the signed-in
 * person) and gets its id from the server; the pages are then asked again so they line up.
 */
export async function submitReviewRequest(largeId: string, text: string): Promise<MutationResult<{ _id: string }>> {
  const comment = prepareComment(text);
  const session = pageSession().get();
  const author = session.status === 'signed-in' ? session.user : undefined;
  if (!comment) {
    return { ok: false, error: new ApiError({ kind: 'invalid-input', code: 'COMMENT_REQUIRED', message: reviewMessages.commentRequired }) };
  }
  const tempId = `pending-${Date.now().toString(36)}`;
  const firstPage = reviewRequestListQuery(largeId, 1).key;
  const result = await runMutation({
    key: submitKey(largeId),
    waitingMessage: reviewMessages.requestSubmitPending,
    optimistic: () => {
      if (author) {
        const draft: SelectionFrameReviewRequest = {
          _id: tempId,
          username: author.username,
          userId: author.userId,
          regDate: new Date().toISOString(),
          comment,
          isLike: false,
          likeCount: 0,
        };
        updateQueries<Requests>(firstPage, (data) => ({
          ...data,
          selectionFrameReviewRequests: [draft, ...data.selectionFrameReviewRequests],
        }));
      }
      return () => mapRequests((list) => list.filter((entry) => entry._id !== tempId));
    },
    call: () =>
      request(ReviewRequestCreatedSchema, '/selection-frame-review-request', {
        method: 'POST',
        body: { selectionFrameLargeDataId: largeId, comment },
      }),
    commit: ({ _id }) => mapRequests((list) => list.map((entry) => (entry._id === tempId ? { ...entry, _id } : entry))),
  });
  // Sent, the list lines up with the server. So it does when the answer was lost on its way (no
  // answer, one that could not be read, a gateway's): the request may be in, and the person, whose
  // text stays in the box, sees whether it is before sending it again.
  if (result.ok || mayHaveLanded(result.error)) invalidateQueries(LIST_PREFIX);
  return result;
}
