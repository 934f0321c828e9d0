/**
 * Vote / cancel vote of a daily new-item vote. A vote changes the vote's toggle, which every list
 * showing it reads (all elements of the page show the same count), and rolls back when the server
 * refuses.
 */
import { invalidateQueries } from '../cache/query-cache.ts';
import { queryPrefix } from '../api/define-query.ts';
import { VOTE_LIST_PATH, VOTED_COUNT_PATH } from '../api/votes.ts';
import { reviewMessages } from '../messages/review.ts';
import type { SelectionFrameVote } from '../schemas/vote.ts';
import { voteKey } from '../stores/toggles.ts';
import type { MutationResult } from './mutation.ts';
import { postOrDelete, runToggle } from './toggle.ts';

/** Server answers that mean our cached state was behind: ask again for the truth. */
const STALE_STATE_CODES = ['ALREADY_VOTED', 'NOT_VOTED', 'VOTE_CLOSED', 'NOT_FOUND'];

/**
 * Votes for `vote`, or cancels the vote when it is already voted (`vote` is what its list says; the
 * vote's toggle shows the change in every list at once). One change per vote at a time: a second one
 * while the first is pending is refused with the waiting message of the one in flight.
 */
export async function toggleVote(
  vote: Pick<SelectionFrameVote, '_id' | 'isVoted' | 'votedCount'>,
): Promise<MutationResult<{ isVoted: boolean }>> {
  const result = await runToggle({
    key: voteKey(vote._id),
    base: { on: vote.isVoted, count: vote.votedCount },
    waiting: { on: reviewMessages.votePending, off: reviewMessages.voteCancelPending },
    call: (isVoted) => postOrDelete(isVoted, '/selection-frame-voted-user', 'selectionFrameVoteId', vote._id),
    staleCodes: STALE_STATE_CODES,
    onStale: () => {
      invalidateQueries(queryPrefix(VOTE_LIST_PATH));
      invalidateQueries(queryPrefix(VOTED_COUNT_PATH));
    },
  });
  if (!result.ok) return result;
  // Whether the person is a new voter only the server knows.
  invalidateQueries(queryPrefix(VOTED_COUNT_PATH));
  return { ok: true, data: { isVoted: result.on } };
}
