export function median(values: number[]): number;
export function ratioInterval(
  values: number[],
  over: number[],
  options?: { level?: number; resamples?: number; seed?: number },
): { low: number; high: number };
