/**
 * A measured load starts on a quiet machine. The browser, the demo host and the benchmark share this
 * machine's cores; the load before has left work behind it (its context torn down, its renderer's
 * garbage, the demo host still answering its last calls and drawing its pictures). Started at once,
 * the next load pays for that work: on a 2-core machine it took more than half of a first card's
 * time, and most on whichever kind came next in the rotation, so the ratios measured the leftovers
 * as much as the pages. Chromium's CPU throttling slows a page down by keeping a core busy itself, so
 * the wait comes before a page is throttled (and the SSR page's server render shares what is left).
 *
 * `untilQuiet` waits until the cores have been idle enough for a few sampling windows in a row, read
 * from the operating system's CPU times (`os.cpus()`), and gives up waiting after `limit`: a machine
 * that never quiets still runs the benchmark, and the wait says so.
 */
import { cpus } from 'node:os';

/** The share of the time between two `os.cpus()` readings the cores spent idle, over all cores (0–1). */
export function idleShare(before, after) {
  let idle = 0;
  let total = 0;
  after.forEach((core, index) => {
    const earlier = before[index]?.times;
    if (!earlier) return;
    for (const [kind, ms] of Object.entries(core.times)) {
      const spent = ms - (earlier[kind] ?? 0);
      total += spent;
      if (kind === 'idle') idle += spent;
    }
  });
  return total > 0 ? idle / total : 1;
}

/**
 * Resolves once `windows` sampling windows of `windowMs` in a row were each at least `idle` idle
 * (the share over all cores), or after `limit` ms of windows; with `{ waited, quiet }`: the windows'
 * time it waited (nominal: a late timer adds to the real wait), and whether it found quiet.
 * `read` stands for `os.cpus()` (the unit tests give readings of their own), `sleep` for a timer.
 */
export async function untilQuiet({
  idle = 0.85,
  windows = 2,
  windowMs = 100,
  limit = 5_000,
  read = cpus,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
} = {}) {
  let quietWindows = 0;
  let waited = 0;
  let before = read();
  while (quietWindows < windows) {
    if (waited >= limit) return { waited, quiet: false };
    await sleep(windowMs);
    waited += windowMs;
    const after = read();
    quietWindows = idleShare(before, after) >= idle ? quietWindows + 1 : 0;
    before = after;
  }
  return { waited, quiet: true };
}

/** The measured loads of this run, and those that started before the machine had quieted. */
const tally = { loads: 0, unquiet: 0 };

/**
 * Before a measured load: `untilQuiet`, counted in the run's tally (`quietReport`). The load before
 * it, and its context's own start, leave work behind. Call it before the page is throttled:
 * Chromium's CPU throttling slows a page down by keeping a core busy itself.
 */
export async function beforeLoad() {
  tally.loads += 1;
  if (!(await untilQuiet()).quiet) tally.unquiet += 1;
}

/** This run's tally of measured loads, as `beforeLoad` counted them. */
export const quietTally = () => ({ ...tally });

/** A run's line on its loads: how many started without the machine having quieted. */
export const quietReport = () =>
  `${tally.unquiet} of ${tally.loads} measured loads started before the machine had quieted (quiet.mjs gave up after 5 s)`;
