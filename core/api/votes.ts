/** Daily new-item votes: the vote lists and the voted-user count (vote / cancel: core/actions/vote.ts). */
import { STALE_TIME } from '../cache/stale-times.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { preparingParams, votedUserCountRequest, votePreviewParams, voteListRequest, type VoteListParams } from './review-tab-requests.ts';
import {
  SelectionFrameVoteListSchema,
  VotedUserCountSchema,
  type SelectionFrameVoteList,
  type VoteProcess,
  type VotedUserCount,
} from '../schemas/vote.ts';
import { defineQuery } from './define-query.ts';

export {
  PREPARING_LIMIT,
  VOTE_LIST_PATH,
  VOTE_PAGE_SIZE,
  VOTE_PREVIEW_LIMIT,
  VOTE_PREVIEW_SHOWN,
  VOTED_COUNT_PATH,
  voteListRequest,
  type VoteListParams,
} from './review-tab-requests.ts';

export const voteListQuery = (params: VoteListParams): QueryDef<SelectionFrameVoteList> =>
  defineQuery(SelectionFrameVoteListSchema, voteListRequest(params), STALE_TIME.short);

/** The review tab's preview: 16 asked, 15 shown, a "more" button when there are more. */
export const votePreviewQuery = (largeId: string): QueryDef<SelectionFrameVoteList> => voteListQuery(votePreviewParams(largeId));

export const preparingQuery = (largeId: string): QueryDef<SelectionFrameVoteList> => voteListQuery(preparingParams(largeId));

export const votedUserCountQuery = (largeId: string, voteProcess: VoteProcess = 'VOTING'): QueryDef<VotedUserCount> =>
  defineQuery(VotedUserCountSchema, votedUserCountRequest(largeId, voteProcess), STALE_TIME.short);
