/** SPEC §9 pick sizes: the slider shows up to 20 (15 on a phone where the variant says so). */

export const PICK_SLIDER_MAX = 20;
export const PICK_SLIDER_MAX_PHONE = 15;
export const DISCOVERY_PICK_LIMIT = 40;
export const SEARCH_PICK_LIMIT = 8;

/**
 * Page `n` (1-based) of the pick slider as a request: a phone asks for 40 at once; a desktop loads
 * 4 per page, and from page 3 on 8 at a time, continuing where the last page ended.
 */
export function pickPage(n: number, phone: boolean): { page: number; limit: number } {
  if (phone) return { page: n, limit: 40 };
  if (n <= 2) return { page: n, limit: 4 };
  // Items 0–7 came in two pages of 4; page n ≥ 3 covers items 8(n-2) … 8(n-1)-1, i.e. page n-1 of 8.
  return { page: n - 1, limit: 8 };
}

/** How many pages of `pickPage` hold the first `shown` picks. */
export function pickPageCount(shown: number, phone: boolean): number {
  if (shown <= 0) return 0;
  if (phone) return Math.ceil(shown / 40);
  if (shown <= 8) return Math.ceil(shown / 4);
  return 2 + Math.ceil((shown - 8) / 8);
}

/** How many search-mode picks show before "더 보기". */
export const searchPicksShown = (phone: boolean): number => (phone ? 2 : 4);
