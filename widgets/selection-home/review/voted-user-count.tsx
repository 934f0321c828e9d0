/** "N명 참여 중": how many people take part in today's vote. */
import { votedUserCountQuery } from '../../../core/api/votes.ts';
import { formatNumber } from '../../../core/domain/format.ts';
import { messages } from '../../../core/messages/index.ts';
import { useQuery } from '../../ui/use-query.ts';

export function VotedUserCount({ largeId }: { largeId: string }) {
  const count = useQuery(votedUserCountQuery(largeId));
  if (!count.data) return null;
  return (
    <p className="vote-users" part="voted-user-count">
      {messages.review.votedUsers(formatNumber(count.data.votedUserNums))}
    </p>
  );
}
