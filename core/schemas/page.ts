/** The paging convention every list call shares (the one OK answer is ./ok.ts). */
import * as v from 'valibot';
import { intParam } from './query-params.ts';

/** The highest page number a list query accepts. */
export const MAX_PAGE_NUMBER = 999_999;

/**
 * `page`: 1-based, an integer given as a number (JSON body) or its decimal string (query string),
 * 1 when absent. A list answers `maxPage` = ceil(count / limit), so an empty list has `maxPage` 0;
 * paging continues while the page number is below `maxPage`.
 */
export const pageParam = () => v.optional(intParam(1, MAX_PAGE_NUMBER), 1);
