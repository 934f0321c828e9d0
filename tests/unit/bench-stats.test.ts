import { describe, expect, it } from 'vitest';
import { geometricMean, median, pairedRatio, ratioInterval } from '../bench/stats.mjs';

// Rounds of two loads taken side by side, as the benchmark takes them.
const noisy = (rounds: number, ratio: number, spread: number, seed: number) => {
  let state = seed;
  const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  const over = Array.from({ length: rounds }, () => 400 + random() * 300);
  const values = over.map((time) => time * ratio * (1 + (random() - 0.5) * spread));
  return { values, over };
};

describe('ratioInterval', () => {
  it('is the ratio itself when every round gives the same figures', () => {
    expect(ratioInterval([600, 600, 600], [500, 500, 500])).toEqual({ low: 1.2, high: 1.2 });
  });

  it('holds the ratio of medians, and narrows as rounds are added', () => {
    const few = noisy(5, 1.1, 0.6, 7);
    const many = noisy(45, 1.1, 0.6, 7);
    const ratioOf = ({ values, over }: { values: number[]; over: number[] }) => median(values) / median(over);
    const [short, long] = [ratioInterval(few.values, few.over), ratioInterval(many.values, many.over)];
    expect(short.low).toBeLessThanOrEqual(ratioOf(few));
    expect(short.high).toBeGreaterThanOrEqual(ratioOf(few));
    expect(long.low).toBeLessThanOrEqual(ratioOf(many));
    expect(long.high).toBeGreaterThanOrEqual(ratioOf(many));
    expect(long.high - long.low).toBeLessThan(short.high - short.low);
  });

  it('gives the same interval for the same figures', () => {
    const { values, over } = noisy(9, 1.3, 0.5, 3);
    expect(ratioInterval(values, over)).toEqual(ratioInterval(values, over));
  });

  it('keeps the two loads of a round together', () => {
    // Each round's pair is 2× apart while the rounds themselves differ a lot: drawn as pairs, every
    // resample's ratio is 2; drawn apart, most are not.
    const over = [100, 200, 400, 800, 1600, 3200, 6400];
    const values = over.map((time) => time * 2);
    expect(ratioInterval(values, over)).toEqual({ low: 2, high: 2 });
  });

  it('refuses figures that do not come in rounds', () => {
    expect(() => ratioInterval([1, 2], [1])).toThrow(/one figure of each per round/);
  });
});

describe('pairedRatio', () => {
  it('gives the ratio of medians, the spread of the rounds’ own ratios and the interval', () => {
    const values = [130, 220, 330, 400, 600];
    const over = [100, 200, 300, 400, 500];
    expect(pairedRatio(values, over)).toEqual({ ratio: 330 / 300, min: 1, max: 1.3, ...ratioInterval(values, over) });
  });
});

describe('geometricMean', () => {
  it('is the ratio itself when every page gives the same', () => {
    expect(geometricMean([1.2, 1.2, 1.2])).toBeCloseTo(1.2, 12);
  });

  it('evens out a page twice as slow and one twice as fast', () => {
    expect(geometricMean([2, 0.5])).toBeCloseTo(1, 12);
    expect(geometricMean([1.21, 1])).toBeCloseTo(1.1, 12);
  });

  it('does not depend on the order of the pages', () => {
    expect(geometricMean([1.43, 1.1, 1.26])).toBeCloseTo(geometricMean([1.26, 1.43, 1.1]), 12);
  });

  it('takes positive ratios only, at least one', () => {
    expect(() => geometricMean([])).toThrow(/positive ratios/);
    expect(() => geometricMean([1.1, 0])).toThrow(/positive ratios/);
    expect(() => geometricMean([1.1, Number.NaN])).toThrow(/positive ratios/);
  });
});
