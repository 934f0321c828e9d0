/**
 * Vote / cancel vote of a daily new-item vote. A vote changes every cached vote list at once (all
 * elements of the page show the same count) and rolls back when the server refuses.
 */
import { invalidateQueries, updateQueries } from '../cache/query-cache.ts';
import { queryPrefix } from '../api/define-query.ts';
import { VOTE_LIST_PATH, VOTED_COUNT_PATH } from '../api/votes.ts';
import { reviewMessages } from '../messages/review.ts';
import type { SelectionFrameVote, SelectionFrameVoteList } from '../schemas/vote.ts';
import type { MutationResult } from './mutation.ts';
import { countAfter, postOrDelete, runToggle } from './toggle.ts';

/** Sets one vote's state in every cached vote list; the count moves by one and never below 0. */
function showVoted(voteId: string, isVoted: boolean): void {
  updateQueries<SelectionFrameVoteList>(queryPrefix(VOTE_LIST_PATH), (list) => {
    if (!list.selectionFrameVotes.some((vote) => vote._id === voteId && vote.isVoted !== isVoted)) return list;
    return {
      ...list,
      selectionFrameVotes: list.selectionFrameVotes.map((vote) =>
        vote._id === voteId && vote.isVoted !== isVoted ? { ...vote, isVoted, votedCount: countAfter(vote.votedCount, isVoted) } : vote,
      ),
    };
  });
}

/** Server answers that mean our cached state was behind: ask again for the truth. */
const STALE_STATE_CODES = ['ALREADY_VOTED', 'NOT_VOTED', 'VOTE_CLOSED', 'NOT_FOUND'];

/**
 * Votes for `vote`, or cancels the vote when it is already voted. One change per vote at a time: a
 * second one while the first is pending is refused with the waiting message of the one in flight.
 */
export async function toggleVote(vote: Pick<SelectionFrameVote, '_id' | 'isVoted'>): Promise<MutationResult<{ isVoted: boolean }>> {
  const on = !vote.isVoted;
  const result = await runToggle({
    key: `vote:${vote._id}`,
    on,
    waiting: { on: reviewMessages.votePending, off: reviewMessages.voteCancelPending },
    show: (isVoted) => showVoted(vote._id, isVoted),
    call: (isVoted) => postOrDelete(isVoted, '/selection-frame-voted-user', 'selectionFrameVoteId', vote._id),
    staleCodes: STALE_STATE_CODES,
    onStale: () => invalidateQueries(queryPrefix(VOTE_LIST_PATH)),
  });
  if (!result.ok) return result;
  // Whether the person is a new voter only the server knows.
  invalidateQueries(queryPrefix(VOTED_COUNT_PATH));
  return { ok: true, data: { isVoted: on } };
}
