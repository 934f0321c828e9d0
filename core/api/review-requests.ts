/**
 * Review requests of a selection: the list, 25 a page, the 100 most recent (submit, delete, like:
 * core/actions/review-requests.ts).
 */
import { STALE_TIME } from '../cache/stale-times.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { SelectionFrameReviewRequestListSchema, type SelectionFrameReviewRequestList } from '../schemas/review-request.ts';
import { defineQuery, queryPrefix } from './define-query.ts';
import { REVIEW_REQUEST_LIST_PATH, reviewRequestListRequest } from './review-tab-requests.ts';

export { REVIEW_REQUEST_MAX_PAGES, REVIEW_REQUEST_PAGE_SIZE } from '../schemas/review-request.ts';

/** The key prefix of every cached page of every selection's review requests. */
export const REVIEW_REQUEST_LIST_PREFIX = queryPrefix(REVIEW_REQUEST_LIST_PATH);

export const reviewRequestListQuery = (largeId: string, page: number): QueryDef<SelectionFrameReviewRequestList> =>
  defineQuery(SelectionFrameReviewRequestListSchema, reviewRequestListRequest(largeId, page), STALE_TIME.short);
