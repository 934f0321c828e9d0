import type { sortLabels } from '../messages/products.ts';

/** Product sort orders of the selection item query (SPEC §4), the default first. */
export const SORT_TYPES = ['POPULAR', 'LOW_PRICE', 'RECENT', 'REVIEW', 'LIKE', 'PURCHASE'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/** Every sort has its Korean label: a missing one fails the type check here. */
export type SortLabels = Complete<typeof sortLabels>;
type Complete<T extends Record<SortType, string>> = T;
