import * as v from 'valibot';
import { FrameImageSchema } from './selection-frame.ts';

/** SPEC §4: vote status values; the vote list is requested by one of them as `voteProcess`. */
export const VOTE_STATUSES = ['VOTING', 'REVIEW_PREPARING', 'REVIEW_COMPLETED', 'REVIEW_STOPPED'] as const;
export const VoteStatusSchema = v.picklist(VOTE_STATUSES);
export type VoteStatus = (typeof VOTE_STATUSES)[number];

const TitledFrameSchema = v.object({ title: v.string() });

/** Titles of the category chain a vote item belongs to; the small3 node carries the item's images. */
export const VoteFrameInfoSchema = v.object({
  medium: TitledFrameSchema,
  small: TitledFrameSchema,
  small2: TitledFrameSchema,
  small3: v.object({
    title: v.string(),
    imgList: v.optional(v.array(FrameImageSchema), []),
  }),
});

export const SelectionFrameVoteSchema = v.object({
  _id: v.string(),
  selectionFrameLargeDataId: v.string(),
  /** Status of the item; the list is filtered by it, so a server may leave it out. */
  status: v.optional(VoteStatusSchema),
  /** Whether the signed-in buyer has voted. */
  isVoted: v.optional(v.boolean(), false),
  votedCount: v.pipe(v.number(), v.minValue(0)),
  /** Registration time; the "recently registered" sort uses it. */
  regDate: v.optional(v.string()),
  /** Last status change; the review-preparing progress bar counts whole days from it. */
  lastReviewPreparingChangedDate: v.optional(v.nullable(v.string()), null),
  selectionFrameDataInfo: VoteFrameInfoSchema,
});

/** `GET /selection-frame-vote/buyer-list` */
export const SelectionFrameVoteListSchema = v.object({
  selectionFrameVotes: v.array(SelectionFrameVoteSchema),
  maxPage: v.number(),
});

/** `GET /selection-frame-voted-user/count-for-buyer` */
export const VotedUserCountSchema = v.object({
  votedUserNums: v.number(),
});

export type VoteFrameInfo = v.InferOutput<typeof VoteFrameInfoSchema>;
export type SelectionFrameVote = v.InferOutput<typeof SelectionFrameVoteSchema>;
export type SelectionFrameVoteList = v.InferOutput<typeof SelectionFrameVoteListSchema>;
export type VotedUserCount = v.InferOutput<typeof VotedUserCountSchema>;
