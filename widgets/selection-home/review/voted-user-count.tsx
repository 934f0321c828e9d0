/** "N명 참여 중": how many people take part in today's vote. */
import { votedUserCountQuery } from '../../../core/api/votes.ts';
import { formatNumber } from '../../../core/domain/format.ts';
import { reviewMessages } from '../../../core/messages/review.ts';
import { useQuery } from '../../ui/use-query.ts';

export function VotedUserCount({ largeId }: { largeId: string }) {
  const count = useQuery(votedUserCountQuery(largeId));
  if (!count.data) return null;
  return (
    <p className="vote-users" part="voted-user-count">
      {reviewMessages.votedUsers(formatNumber(count.data.votedUserNums))}
    </p>
  );
}
