import { describe, expect, it } from 'vitest';
import { discountRate, formatCappedCount, formatNumber, formatWon, LIKE_COUNT_CAP, VOTE_COUNT_CAP } from './format.ts';

describe('Korean formats (SPEC §9)', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
  });

  it('writes every number as Intl.NumberFormat for ko-KR does, whole numbers without going through Intl', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const whole = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 12900, 1234567890];
    // A fixed sequence of whole numbers of every length up to 15 digits, all under 2^53 (a linear
    // congruential generator), every seventh negative.
    let seed = 20261127;
    const spread = Array.from({ length: 500 }, (_, index) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const value = Math.floor((seed / 2147483648) * 10 ** ((index % 15) + 1));
      return index % 7 === 0 ? 0 - value : value;
    });
    const wholes = [...whole, ...whole.map((value) => 0 - value), Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, ...spread];
    const expected = wholes.map((value) => intl.format(value));
    // Every use of an Intl number formatter reads its `format`: counted while the whole numbers are written.
    const prototype = Intl.NumberFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(prototype, 'format')!;
    let throughIntl = 0;
    Object.defineProperty(prototype, 'format', {
      ...format,
      get: function (this: Intl.NumberFormat) {
        throughIntl += 1;
        return format.get!.call(this);
      },
    });
    let written: string[];
    try {
      written = wholes.map(formatNumber);
    } finally {
      Object.defineProperty(prototype, 'format', format);
    }
    expect(written).toEqual(expected);
    expect(throughIntl).toBe(0);
    // What is not a safe whole number still goes through Intl.
    for (const value of [1234.5, -0.25, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('caps vote counts at 9,999+ and like counts at 99+', () => {
    expect(formatCappedCount(9999, VOTE_COUNT_CAP)).toBe('9,999');
    expect(formatCappedCount(10000, VOTE_COUNT_CAP)).toBe('9,999+');
    expect(formatCappedCount(99, LIKE_COUNT_CAP)).toBe('99');
    expect(formatCappedCount(100, LIKE_COUNT_CAP)).toBe('99+');
    expect(formatCappedCount(-3, LIKE_COUNT_CAP)).toBe('0');
  });

  it('computes whole-percent discounts only when there is one', () => {
    expect(discountRate(8000, 10000)).toBe(20);
    expect(discountRate(10000, 10000)).toBe(0);
    expect(discountRate(10000, undefined)).toBe(0);
  });

  it('floors the discount rate instead of rounding it up', () => {
    // 19.95% off: rounding would claim 20%.
    expect(discountRate(8005, 10000)).toBe(19);
    expect(discountRate(28900, 31900)).toBe(9);
    // Exact rates stay exact (no 0.1 + 0.2 style loss): 30% of 33,000.
    expect(discountRate(23100, 33000)).toBe(30);
    expect(discountRate(99, 100)).toBe(1);
  });
});
