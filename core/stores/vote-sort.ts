/** `$voteSort`: the vote page's sort, kept in the URL's `sortType` beside the other page state. */
import { computed } from 'nanostores';
import { DEFAULT_VOTE_SORT, type VoteSortType } from '../domain/vote-sort.ts';
import { $selectionUrl, updateSelectionUrl } from './selection-url.ts';

export const $voteSort = computed($selectionUrl, (url): VoteSortType => url.voteSort ?? DEFAULT_VOTE_SORT);

/** Writes the vote sort into the URL (replacing the entry: a sort change is not a step back). */
export function setVoteSort(sort: VoteSortType): void {
  updateSelectionUrl({ voteSort: sort }, 'replace');
}
