/** The CPU times of one core, as `os.cpus()` gives them (milliseconds by kind). */
export interface CoreTimes {
  times: Record<string, number>;
}

export function idleShare(before: readonly CoreTimes[], after: readonly CoreTimes[]): number;

export function untilQuiet(options?: {
  idle?: number;
  windows?: number;
  windowMs?: number;
  limit?: number;
  read?: () => readonly CoreTimes[];
  sleep?: (ms: number) => Promise<unknown>;
}): Promise<{ waited: number; quiet: boolean }>;

export function beforeLoad(): Promise<void>;
export function quietTally(): { loads: number; unquiet: number };
export function quietReport(): string;
