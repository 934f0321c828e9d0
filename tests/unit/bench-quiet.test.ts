import { describe, expect, it } from 'vitest';
import { idleShare, untilQuiet, type CoreTimes } from '../bench/quiet.mjs';

/** Two cores' CPU times, as `os.cpus()` reads them. */
const cores = (...each: { user: number; idle: number }[]): CoreTimes[] =>
  each.map(({ user, idle }) => ({ times: { user, nice: 0, sys: 0, idle, irq: 0 } }));

/**
 * Readings of a machine whose windows of 100 ms are busy or quiet in turn, as `busy(window)` says
 * (windows count from 1): each reading adds a window's time to two cores.
 */
function machine(busy: (window: number) => boolean) {
  let window = 0;
  let times = { user: 0, idle: 0 };
  return () => {
    const isBusy = window > 0 && busy(window);
    times = { user: times.user + (isBusy ? 90 : 2), idle: times.idle + (isBusy ? 10 : 98) };
    window += 1;
    return cores(times, times);
  };
}

/** Busy for the first `windows` windows, then quiet for good. */
const busyFor = (windows: number) => machine((window) => window <= windows);

const noWait = () => Promise.resolve();

describe('idleShare', () => {
  it('is the idle share of the time between two readings, over every core', () => {
    const before = cores({ user: 100, idle: 100 }, { user: 100, idle: 100 });
    const after = cores({ user: 190, idle: 110 }, { user: 100, idle: 200 });
    // 100 ms idle on the second core and 10 on the first, of 200 ms in all.
    expect(idleShare(before, after)).toBeCloseTo(110 / 200);
  });

  it('reads a machine with no time between the readings as idle', () => {
    const same = cores({ user: 5, idle: 5 });
    expect(idleShare(same, same)).toBe(1);
  });
});

describe('untilQuiet', () => {
  it('waits out a busy machine, then for two quiet windows in a row', async () => {
    const result = await untilQuiet({ read: busyFor(5), sleep: noWait });
    // Five busy windows, then two quiet ones.
    expect(result).toEqual({ waited: 700, quiet: true });
  });

  it('starts after two windows on a machine already quiet', async () => {
    expect(await untilQuiet({ read: busyFor(0), sleep: noWait })).toEqual({ waited: 200, quiet: true });
  });

  it('counts quiet windows in a row: a busy one between them starts the count again', async () => {
    // Quiet, busy, quiet, busy, then quiet for good: the first two quiet windows in a row are the 5th and 6th.
    const read = machine((window) => window === 2 || window === 4);
    expect(await untilQuiet({ read, sleep: noWait })).toEqual({ waited: 600, quiet: true });
  });

  it('gives up after its limit on a machine that never quiets, and says so', async () => {
    expect(await untilQuiet({ read: busyFor(Number.POSITIVE_INFINITY), sleep: noWait, limit: 1_000 })).toEqual({
      waited: 1_000,
      quiet: false,
    });
  });
});
