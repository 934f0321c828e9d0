/** `$voteSort`: the vote page's sort, kept in the URL's `sortType` beside the other page state. */
import { computed } from 'nanostores';
import { parseSelectionUrl } from '../domain/selection-url.ts';
import { voteSortFromSearch, type VoteSortType } from '../domain/vote-sort.ts';
import { $selectionUrl } from './selection-url.ts';

const currentSearch = () => (typeof location === 'undefined' ? '' : location.search);

// $selectionUrl is set again on every URL change (push, replace, popstate): read the raw parameter
// then, because the product sort parser drops vote sorts.
export const $voteSort = computed($selectionUrl, (): VoteSortType => voteSortFromSearch(currentSearch()));

/** Writes the vote sort into the URL (replacing the entry: a sort change is not a step back). */
export function setVoteSort(sort: VoteSortType): void {
  if (typeof history === 'undefined') return;
  const params = new URLSearchParams(location.search);
  params.set('sortType', sort);
  history.replaceState(history.state, '', `${location.pathname}?${params.toString()}${location.hash}`);
  $selectionUrl.set(parseSelectionUrl(location.search));
}
