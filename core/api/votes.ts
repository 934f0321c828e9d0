/**
 * Daily new-item votes: the vote lists, the voted-user count, and vote / cancel vote. A vote changes
 * every cached list at once (all elements of the page show the same count) and rolls back when the
 * server refuses.
 */
import { invalidateQueries, updateQueries } from '../cache/query-cache.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { runMutation, type MutationResult } from '../actions/mutation.ts';
import { request } from '../http/client.ts';
import { preparingParams, votePreviewParams, voteListRequest, VOTE_LIST_PATH, type VoteListParams } from './review-tab-requests.ts';
import { reviewMessages } from '../messages/review.ts';
import {
  OkResponseSchema,
  SelectionFrameVoteListSchema,
  VotedUserCountSchema,
  type SelectionFrameVote,
  type SelectionFrameVoteList,
  type VoteProcess,
  type VotedUserCount,
} from '../schemas/vote.ts';
import { defineQuery, queryPrefix } from './define-query.ts';

export { PREPARING_LIMIT, VOTE_PAGE_SIZE, VOTE_PREVIEW_LIMIT, VOTE_PREVIEW_SHOWN, voteListRequest, type VoteListParams } from './review-tab-requests.ts';

const VOTED_COUNT_PATH = '/selection-frame-voted-user/count-for-buyer';

export const voteListQuery = (params: VoteListParams): QueryDef<SelectionFrameVoteList> =>
  defineQuery(SelectionFrameVoteListSchema, voteListRequest(params), STALE_TIME.short);

/** The review tab's preview: 16 asked, 15 shown, a "more" button when there are more. */
export const votePreviewQuery = (largeId: string): QueryDef<SelectionFrameVoteList> => voteListQuery(votePreviewParams(largeId));

export const preparingQuery = (largeId: string): QueryDef<SelectionFrameVoteList> => voteListQuery(preparingParams(largeId));

export const votedUserCountQuery = (largeId: string, voteProcess: VoteProcess = 'VOTING'): QueryDef<VotedUserCount> =>
  defineQuery(VotedUserCountSchema, { path: VOTED_COUNT_PATH, query: { selectionFrameLargeDataId: largeId, voteProcess } }, STALE_TIME.short);

/** Sets one vote's state in every cached vote list; the count moves by one and never below 0. */
function setVoted(voteId: string, isVoted: boolean): void {
  updateQueries<SelectionFrameVoteList>(queryPrefix(VOTE_LIST_PATH), (list) => {
    if (!list.selectionFrameVotes.some((vote) => vote._id === voteId && vote.isVoted !== isVoted)) return list;
    return {
      ...list,
      selectionFrameVotes: list.selectionFrameVotes.map((vote) =>
        vote._id === voteId && vote.isVoted !== isVoted
          ? { ...vote, isVoted, votedCount: Math.max(0, vote.votedCount + (isVoted ? 1 : -1)) }
          : vote,
      ),
    };
  });
}

/** Server answers that mean our cached state was behind: ask again for the truth. */
const STALE_STATE_CODES = new Set(['ALREADY_VOTED', 'NOT_VOTED', 'VOTE_CLOSED', 'NOT_FOUND']);

/**
 * Votes for `vote`, or cancels the vote when it is already voted. One change per vote at a time: a
 * second one while the first is pending is refused with the waiting message of the one in flight.
 */
export async function toggleVote(vote: Pick<SelectionFrameVote, '_id' | 'isVoted'>): Promise<MutationResult<{ isVoted: boolean }>> {
  const next = !vote.isVoted;
  const id = encodeURIComponent(vote._id);
  const result = await runMutation({
    key: `vote:${vote._id}`,
    waitingMessage: next ? reviewMessages.votePending : reviewMessages.voteCancelPending,
    optimistic: () => {
      setVoted(vote._id, next);
      return () => setVoted(vote._id, !next);
    },
    call: () =>
      next
        ? request(OkResponseSchema, '/selection-frame-voted-user', { method: 'POST', body: { selectionFrameVoteId: vote._id } })
        : request(OkResponseSchema, `/selection-frame-voted-user/${id}`, { method: 'DELETE' }),
  });
  if (result.ok) {
    // Whether the person is a new voter only the server knows.
    invalidateQueries(queryPrefix(VOTED_COUNT_PATH));
    return { ok: true, data: { isVoted: next } };
  }
  if (STALE_STATE_CODES.has(result.error.code)) invalidateQueries(queryPrefix(VOTE_LIST_PATH));
  return result;
}
