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

/** Discount rate in whole percent, or 0 when there is none. */
export function discountRate(price: number, originalPrice: number | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
