export function median(values: number[]): number;
export function geometricMean(ratios: number[]): number;
export function ratioInterval(
  values: number[],
  over: number[],
  options?: { level?: number; resamples?: number; seed?: number },
): { low: number; high: number };
export function pairedRatio(values: number[], over: number[]): { ratio: number; min: number; max: number; low: number; high: number };
