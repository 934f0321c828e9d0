import { describe, expect, it } from 'vitest';
import { discountRate, formatCappedCount, formatWon, LIKE_COUNT_CAP, VOTE_COUNT_CAP } from './format.ts';

describe('Korean formats (SPEC §9)', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
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
