/**
 * The trip from the review tab to the vote page and back, for a person and their focus:
 * "투표 전체보기" is a step forward, and focus goes to the vote page's heading; the vote page's ‹
 * goes back over that step as the browser's Back does (restoring where the tab was scrolled to), or,
 * on a vote page opened at its address, to the tab; back on the tab, by either way, focus returns to
 * "투표 전체보기". A page slot: the tab and the vote page are drawn one at a time.
 */
import { pageSlot } from '../../../core/page-slot.ts';

interface Trip {
  /** The vote page was opened by "투표 전체보기": its heading takes focus as it is drawn. */
  arriving: boolean;
  /** The vote page has gone: "투표 전체보기" takes focus as it is drawn again. */
  returning: boolean;
  /** The vote page drawn was opened by "투표 전체보기" (not at its address): going back restores where the tab was scrolled to. */
  stepped: boolean;
}

const trip = (): Trip => pageSlot('vote-page-trip', () => ({ arriving: false, returning: false, stepped: false }));

/** "투표 전체보기" was pressed. */
export function leaveForVotePage(): void {
  Object.assign(trip(), { arriving: true, returning: false });
}

/** The vote page is drawn: whether its heading takes focus (once). */
export function arrivedAtVotePage(): boolean {
  const state = trip();
  const arriving = state.arriving;
  Object.assign(state, { arriving: false, returning: false, stepped: arriving });
  return arriving;
}

/** The vote page has gone (by its ‹, the browser's Back, or any other way). */
export function leftVotePage(): void {
  trip().returning = true;
}

/**
 * "투표 전체보기" is drawn: whether it takes focus (once), and whether the page is brought to it
 * (`reveal`): back over the step that opened the vote page, the tab is where it was scrolled to; from
 * a vote page opened at its address, the tab opens at its top, the link far below.
 */
export function returnedFromVotePage(): false | { reveal: boolean } {
  const state = trip();
  const returning = state.returning;
  state.returning = false;
  return returning && { reveal: !state.stepped };
}
