/**
 * The sneakers review tab's and vote page's calls described as data (no client, no schemas), so the
 * loader's head start and the widget's queries are the same requests.
 */
import type { RequestSpec } from '../http/request-spec.ts';
import { DEFAULT_VOTE_SORT, type VoteSortType } from '../domain/vote-sort.ts';
import { REVIEW_REQUEST_PAGE_SIZE } from '../schemas/review-request.ts';
import type { VoteProcess } from '../schemas/vote.ts';
import { magazinePreviewRequest } from './magazine-requests.ts';

/** SPEC §9: pages of 15 on the full list; the preview asks 16 and shows 15; preparing shows 50. */
export const VOTE_PAGE_SIZE = 15;
export const VOTE_PREVIEW_LIMIT = 16;
export const VOTE_PREVIEW_SHOWN = 15;
export const PREPARING_LIMIT = 50;

export const VOTE_LIST_PATH = '/selection-frame-vote/buyer-list';
export const VOTED_COUNT_PATH = '/selection-frame-voted-user/count-for-buyer';
export const REVIEW_REQUEST_LIST_PATH = '/selection-frame-review-request/buyer-list';

export interface VoteListParams {
  largeId: string;
  page: number;
  limit: number;
  voteProcess: VoteProcess;
  sortType?: VoteSortType;
}

export const voteListRequest = ({ largeId, page, limit, voteProcess, sortType = DEFAULT_VOTE_SORT }: VoteListParams): RequestSpec => ({
  path: VOTE_LIST_PATH,
  query: { page, limit, selectionFrameLargeDataId: largeId, sortType, voteProcess },
  personal: true,
});

/** How many people take part in the vote of `voteProcess` ("N명 참여 중", above the vote cards). */
export const votedUserCountRequest = (largeId: string, voteProcess: VoteProcess = 'VOTING'): RequestSpec => ({
  path: VOTED_COUNT_PATH,
  query: { selectionFrameLargeDataId: largeId, voteProcess },
});

/** The review tab's preview: 16 asked, 15 shown, a "more" button when there are more. */
export const votePreviewParams = (largeId: string): VoteListParams => ({
  largeId,
  page: 1,
  limit: VOTE_PREVIEW_LIMIT,
  voteProcess: 'VOTING',
});
export const preparingParams = (largeId: string): VoteListParams => ({
  largeId,
  page: 1,
  limit: PREPARING_LIMIT,
  voteProcess: 'REVIEW_PREPARING',
});
/** A page of the full vote list (`path=vote`). */
export const votePageParams = (largeId: string, page: number, sortType: VoteSortType = DEFAULT_VOTE_SORT): VoteListParams => ({
  largeId,
  page,
  limit: VOTE_PAGE_SIZE,
  voteProcess: 'VOTING',
  sortType,
});

export const reviewRequestListRequest = (largeId: string, page: number): RequestSpec => ({
  path: REVIEW_REQUEST_LIST_PATH,
  query: { page, limit: REVIEW_REQUEST_PAGE_SIZE, selectionFrameLargeDataId: largeId },
  personal: true,
});

/**
 * What the review tab shows first: the vote preview and its voter count, review preparing, review
 * content and requests. The vote list comes first, here and on the vote page (`homeStart` reads it so).
 */
export const reviewTabFirstScreen = (largeId: string): RequestSpec[] => [
  voteListRequest(votePreviewParams(largeId)),
  votedUserCountRequest(largeId),
  voteListRequest(preparingParams(largeId)),
  magazinePreviewRequest(largeId, 'SNEAKERS'),
  reviewRequestListRequest(largeId, 1),
];

/** What the vote page (`path=vote`) shows first: its voter count and the first page of its list in `sortType`. */
export const votePageFirstScreen = (largeId: string, sortType?: VoteSortType): RequestSpec[] => [
  voteListRequest(votePageParams(largeId, 1, sortType)),
  votedUserCountRequest(largeId),
];
