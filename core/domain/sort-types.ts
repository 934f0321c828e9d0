/** Product sort orders of the selection item query (SPEC §4), the default first. */
export const SORT_TYPES = ['POPULAR', 'LOW_PRICE', 'RECENT', 'REVIEW', 'LIKE', 'PURCHASE'] as const;
export type SortType = (typeof SORT_TYPES)[number];
