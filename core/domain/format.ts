/**
 * Korean number formats of SPEC §9: won prices and capped counts.
 *
 * Prices and counts are whole numbers, which Korean groups by thousands with a comma, exactly as
 * `Intl.NumberFormat('ko-KR')` writes them (format.test.ts checks the two agree). They are written
 * here without Intl: a page's first Intl formatter loads the engine's locale data, 50-90 ms at 4x
 * CPU on the way to the first card. Anything else (a fraction, -0, a number past 2^53) still goes
 * through Intl, built the first time one comes.
 */

let intl: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return (intl ??= new Intl.NumberFormat('ko-KR')).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** `12900` → `12,900원` */
export const formatWon = (value: number): string => `${formatNumber(value)}원`;

/** Counts above `cap` show as `cap+`, e.g. votes `9,999+` and likes `99+`. */
export const formatCappedCount = (value: number, cap: number): string =>
  value > cap ? `${formatNumber(cap)}+` : formatNumber(Math.max(0, value));

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
