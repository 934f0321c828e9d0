/** The benchmarks' statistics: the median of a list of figures, and how sure a ratio of two is. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The geometric mean of ratios: the typical ratio of a set of pages, where 2× on one page and 0.5× on
 * another even out (their arithmetic mean would say 1.25×).
 */
export function geometricMean(ratios) {
  if (ratios.length === 0 || ratios.some((ratio) => !(ratio > 0))) throw new Error('geometricMean: positive ratios, at least one');
  return Math.exp(ratios.reduce((sum, ratio) => sum + Math.log(ratio), 0) / ratios.length);
}

/** A small seeded generator (mulberry32): the same figures always give the same interval. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The interval that holds the ratio of medians `median(values) / median(over)` with the chance
 * `level` (a percentile bootstrap): the rounds are drawn again at random, with replacement, keeping
 * each round's two loads together (they were taken side by side), `resamples` times. How far the
 * ratio of one run can move through the machine's noise alone: a goal inside it is not decided by
 * that run.
 */
export function ratioInterval(values, over, { level = 0.9, resamples = 4000, seed = 1 } = {}) {
  if (values.length !== over.length || values.length === 0) throw new Error('ratioInterval: one figure of each per round');
  const random = seeded(seed);
  const rounds = values.length;
  const ratios = [];
  for (let sample = 0; sample < resamples; sample += 1) {
    const drawn = Array.from({ length: rounds }, () => Math.floor(random() * rounds));
    ratios.push(median(drawn.map((round) => values[round])) / median(drawn.map((round) => over[round])));
  }
  ratios.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  return { low: ratios[Math.floor(tail * (resamples - 1))], high: ratios[Math.ceil((1 - tail) * (resamples - 1))] };
}

/**
 * Two kinds' figures taken side by side, one of each per round: the ratio of their medians, the
 * spread of the rounds' own ratios (`min`, `max`) and the ratio's 90% interval (`low`, `high`).
 */
export function pairedRatio(values, over) {
  const ratios = values.map((value, index) => value / over[index]);
  return { ratio: median(values) / median(over), min: Math.min(...ratios), max: Math.max(...ratios), ...ratioInterval(values, over) };
}
