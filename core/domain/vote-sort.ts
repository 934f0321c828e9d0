/**
 * Vote sort orders of the full vote list (SPEC §4), the default first. They share the URL's
 * `sortType` parameter with the product sorts but never collide with them, and are matched
 * ignoring whitespace (SPEC §5).
 */
import type { voteSortLabels } from '../messages/review.ts';

export const VOTE_SORT_TYPES = ['HIGHEST_VOTE_RATE', 'RECENTLY_REGISTERED'] as const;
export type VoteSortType = (typeof VOTE_SORT_TYPES)[number];

export const DEFAULT_VOTE_SORT: VoteSortType = 'HIGHEST_VOTE_RATE';

/** A known vote sort, whitespace anywhere ignored (`' HIGHEST_VOTE _RATE'`); otherwise undefined. */
export function parseVoteSort(value: string | null | undefined): VoteSortType | undefined {
  if (value === null || value === undefined) return undefined;
  const compact = value.replace(/\s+/g, '');
  return VOTE_SORT_TYPES.find((sort) => sort === compact);
}

/** Every vote sort has its Korean label: a missing one fails the type check here. */
export type VoteSortLabels = Complete<typeof voteSortLabels>;
type Complete<T extends Record<VoteSortType, string>> = T;
