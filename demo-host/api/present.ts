// Turns stored community records (votes, review requests, magazines) into what a user is sent.
import type { MagazinePreview } from '../../core/schemas/magazine.ts';
import type { SelectionFrameReviewRequest } from '../../core/schemas/review-request.ts';
import type { SelectionFrameVote } from '../../core/schemas/vote.ts';
import type { MagazineRecord, ReviewRequestRecord, VoteRecord } from './state.ts';

export function presentVote(record: VoteRecord, userId: string | null): SelectionFrameVote {
  const { votedUserIds, ...vote } = record;
  return { ...vote, isVoted: userId !== null && votedUserIds.has(userId) };
}

export function presentReviewRequest(record: ReviewRequestRecord, userId: string | null): SelectionFrameReviewRequest {
  const { likedUserIds, selectionFrameLargeDataId: _largeId, ...request } = record;
  return { ...request, isLike: userId !== null && likedUserIds.has(userId) };
}

export function presentMagazine(record: MagazineRecord): MagazinePreview {
  const { storyId, title, subTitle, imgUrl } = record;
  return { storyId, title, subTitle, imgUrl };
}
