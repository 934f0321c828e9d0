/** Korean number formats of SPEC §9: won prices and capped counts. */

const number = new Intl.NumberFormat('ko-KR');

export const formatNumber = (value: number): string => number.format(value);

/** `12900` → `12,900원` */
export const formatWon = (value: number): string => `${number.format(value)}원`;

/** Counts above `cap` show as `cap+`, e.g. votes `9,999+` and likes `99+`. */
export const formatCappedCount = (value: number, cap: number): string =>
  value > cap ? `${number.format(cap)}+` : number.format(Math.max(0, value));

export const VOTE_COUNT_CAP = 9999;
export const LIKE_COUNT_CAP = 99;

/**
 * Discount rate in whole percent, floored (a shop never claims more off than it gives: 19.9% shows
 * as 19%), or 0 when there is none. Computed in integers so 8,000 of 10,000 is exactly 20.
 */
export function discountRate(price: number, originalPrice: number | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.floor(((originalPrice - price) * 100) / originalPrice);
}
