import * as v from 'valibot';
import { pageParam } from './page.ts';
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

/** The answer of a change that returns nothing else (vote, cancel, like, unlike, delete). */
/** The vote and review-request calls answer with the one OK schema (./ok.ts); this older name stays for their callers. */
export { OkResultSchema as OkResponseSchema } from './ok.ts';

/** SPEC §9: vote lists are asked 15 a page, 16 for the preview (15 shown) and 50 preparing. */
export const VOTE_LIST_LIMITS = [15, 16, 50] as const;

/** The two statuses a vote list is asked by. */
export const VOTE_PROCESSES = ['VOTING', 'REVIEW_PREPARING'] as const;
export const VoteProcessSchema = v.picklist(VOTE_PROCESSES);
export type VoteProcess = (typeof VOTE_PROCESSES)[number];

/** Query of `GET /selection-frame-vote/buyer-list` as it arrives (strings). */
export const VoteListQuerySchema = v.object({
  page: pageParam(),
  limit: v.pipe(v.string(), v.trim(), v.toNumber(), v.picklist(VOTE_LIST_LIMITS)),
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
  /** A vote sort; matched ignoring whitespace by the reader. */
  sortType: v.optional(v.string()),
  voteProcess: VoteProcessSchema,
});

/** Query of `GET /selection-frame-voted-user/count-for-buyer`. */
export const VotedUserCountQuerySchema = v.object({
  selectionFrameLargeDataId: v.pipe(v.string(), v.nonEmpty()),
  voteProcess: v.optional(VoteProcessSchema, 'VOTING'),
});

/** Body of `POST /selection-frame-voted-user`. */
export const VoteInputSchema = v.object({ selectionFrameVoteId: v.pipe(v.string(), v.nonEmpty()) });
