/** Page state kept in the URL (SPEC §2 query parameters), validated per SPEC §5. */
import { SORT_TYPES, type SortType } from '../schemas/sort-types.ts';
import { PARAM } from './page-state-params.ts';
import { parseVoteSort, type VoteSortType } from './vote-sort.ts';

export interface SelectionUrlState {
  targetId: string | undefined;
  isPick: boolean | undefined;
  searchText: string | undefined;
  sortType: SortType | undefined;
  /** The vote page's sort: the same `sortType` parameter, matched ignoring whitespace. */
  voteSort: VoteSortType | undefined;
  viewSoldout: boolean | undefined;
  isShippingFeeFree: boolean | undefined;
  tab: 0 | 1 | undefined;
  path: 'vote' | undefined;
  pick: string | undefined;
}

function bool(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Unknown or malformed values are dropped, never guessed. */
export function parseSelectionUrl(search: string): SelectionUrlState {
  const params = new URLSearchParams(search);
  const sort = params.get(PARAM.sortType);
  const tab = params.get(PARAM.tab);
  return {
    targetId: text(params.get(PARAM.targetId)),
    isPick: bool(params.get(PARAM.isPick)),
    searchText: text(params.get(PARAM.searchText)),
    sortType: (SORT_TYPES as readonly string[]).includes(sort ?? '') ? (sort as SortType) : undefined,
    voteSort: parseVoteSort(sort),
    viewSoldout: bool(params.get(PARAM.viewSoldout)),
    isShippingFeeFree: bool(params.get(PARAM.isShippingFeeFree)),
    tab: tab === '0' ? 0 : tab === '1' ? 1 : undefined,
    path: params.get(PARAM.path) === 'vote' ? 'vote' : undefined,
    pick: text(params.get(PARAM.pick)),
  };
}

/**
 * Writes `patch` into `search`, keeping parameters that are not ours. `undefined` removes a
 * parameter (an empty search keyword removes `searchText`).
 */
export function writeSelectionUrl(search: string, patch: Partial<SelectionUrlState>): string {
  const params = new URLSearchParams(search);
  const entries = Object.entries(patch) as [keyof SelectionUrlState, unknown][];
  const given = (value: unknown) => value !== undefined && value !== '';
  for (const [key, value] of entries) {
    const name = PARAM[key];
    if (given(value)) params.set(name, String(value));
    // `sortType` and `voteSort` are one parameter: a whole state (a link's) clears it only when neither holds it.
    else if (!entries.some(([other, held]) => PARAM[other] === name && given(held))) params.delete(name);
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** `url-state="off"` on an element: it keeps its page state to itself instead of in the URL. */
export const keepsOwnPageState = (attribute: string | null | undefined): boolean => attribute?.trim().toLowerCase() === 'off';
