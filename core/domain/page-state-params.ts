/**
 * The query parameters of the elements' page state (SPEC §2), by the field of `SelectionUrlState`
 * each holds: apart from the parsing (selection-url.ts), for the code that only needs their names.
 */
import type { SelectionUrlState } from './selection-url.ts';

/** The query parameters that are the elements' page state (a host's own, a tracking one, are not). */
export const PARAM = {
  targetId: 'target_id',
  isPick: 'isPick',
  searchText: 'searchText',
  sortType: 'sortType',
  voteSort: 'sortType',
  viewSoldout: 'viewSoldout',
  isShippingFeeFree: 'isShippingFeeFree',
  tab: 'tab',
  path: 'path',
  pick: 'pick',
} as const satisfies Record<keyof SelectionUrlState, string>;
