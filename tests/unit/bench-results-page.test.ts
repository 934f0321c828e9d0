import { describe, expect, it } from 'vitest';
import { browserName } from '../bench/provenance.mjs';
import {
  goalRows,
  resultsPage,
  when,
  type FirstCardRow,
  type FirstScreenResult,
  type LighthouseRow,
  type Ratio,
} from '../bench/results-page.mjs';

const measuredOn = {
  commit: '9f70e99',
  changed: false,
  machine: { cpu: 'Intel(R) Xeon(R) Processor', cores: 2, memoryGiB: 24, os: 'Linux 6.1.0' },
  browser: 'Chromium 131.0.6778.85',
};

/** A ratio measured with its interval, the spread of its pairs around it. */
const ratio = (value: number): Ratio => ({ ratio: value, min: value - 0.2, max: value + 0.3, low: value - 0.1, high: value + 0.1 });

/**
 * Two pages, each at both conditions: the widget over the React floor and the SSR page over the
 * floor chosen so each goal's worst page and geometric mean are known (1.21 and 1.44 give 1.32).
 */
const card = (page: string, condition: string, overReactFloor: number, ssr: number): FirstCardRow => ({
  page,
  condition,
  ...ratio(1.5),
  reactFloor: ratio(1.2),
  overReactFloor: ratio(overReactFloor),
  ssr: { ...ratio(ssr), serverShare: 0.21 },
});
const cards = [
  card('japan-food home', '4× CPU', 1.21, 0.81),
  card('japan-food home', '4× CPU + 150 ms, 9 Mbps', 1.0, 0.64),
  card('children', '4× CPU', 1.44, 1.0),
  card('children', '4× CPU + 150 ms, 9 Mbps', 1.21, 0.49),
];
const figures = (lcp: number) => ({ score: 99, lcp, tbt: 0, cls: 0 });
const lighthouse = (page: string, lcpOverReactFloor: number, ssrLcpRatio: number, ssrTbt: number): LighthouseRow => ({
  page,
  ...figures(2000),
  lcpRatio: 1.4,
  lcpOverReactFloor,
  floor: figures(1500),
  reactFloor: { ...figures(1700), lcpRatio: 1.13 },
  ssr: { ...figures(1200), tbt: ssrTbt, lcpRatio: ssrLcpRatio },
});
const lighthouseRows = [lighthouse('japan-food home', 1.0, 0.81, 16), lighthouse('children', 1.44, 0.64, 3)];
const firstScreen: FirstScreenResult = {
  measuredAt: '2026-12-01T23:39:30.000Z',
  measuredOn,
  runs: 15,
  lighthouseRuns: 3,
  rows: [...cards, { page: 'japan-food home', condition: 'sort change, 4× CPU: new first card / the same fetch alone', ...ratio(5.94) }],
  lighthouse: lighthouseRows,
};

describe('results page: what `npm run bench` writes into results.md', () => {
  it('names the commit, the machine and the browser beside the time a run measured', () => {
    expect(when(firstScreen)).toBe(
      '2026-12-01 23:39 UTC, of commit 9f70e99 on 2 × Intel(R) Xeon(R) Processor (24 GiB, Linux 6.1.0), Chromium 131.0.6778.85',
    );
    expect(resultsPage({ firstScreen })).toContain(
      'Measured 2026-12-01 23:39 UTC, of commit 9f70e99 on 2 × Intel(R) Xeon(R) Processor (24 GiB, Linux 6.1.0), Chromium 131.0.6778.85; rounds per page and condition: 15.',
    );
  });

  it('says when files had changed beside the commit, when there was no git, and leaves out a browser it could not name', () => {
    const at = '2026-12-01T23:39:30.000Z';
    expect(when({ measuredAt: at, measuredOn: { ...measuredOn, changed: true } })).toContain('of commit 9f70e99 with changes beside it on');
    expect(when({ measuredAt: at, measuredOn: { ...measuredOn, commit: undefined, browser: undefined } })).toBe(
      '2026-12-01 23:39 UTC, of a checkout without git on 2 × Intel(R) Xeon(R) Processor (24 GiB, Linux 6.1.0)',
    );
  });

  it('keeps the time alone for a result written before runs recorded what they measured', () => {
    expect(when({ measuredAt: '2026-11-30T08:05:59.000Z' })).toBe('2026-11-30 08:05 UTC');
  });

  it("gives each goal its worst page, and beside a ratio's its geometric mean over every page", () => {
    const rows = Object.fromEntries(goalRows(cards, lighthouseRows).map(([goal, ...rest]) => [goal, rest]));
    expect(rows).toEqual({
      'SSR first card ≤ 1.00× the floor (4× CPU)': ['children', '1.00×', '[0.90–1.10]', '0.90×', 'yes'],
      'SSR first card ≤ 1.00× the floor (4× CPU + 150 ms, 9 Mbps)': ['japan-food home', '0.64×', '[0.54–0.74]', '0.56×', 'yes'],
      'widget first card ≤ 1.15× the React floor (4× CPU)': ['children', '1.44×', '[1.34–1.54]', '1.32×', '**no**'],
      'widget first card ≤ 1.25× the React floor (with the network)': ['children', '1.21×', '[1.11–1.31]', '1.10×', 'yes'],
      'widget LCP ≤ 1.20× the React floor’s': ['children', '1.44×', '—', '1.20×', '**no**'],
      'SSR LCP ≤ 1.00× the floor’s': ['japan-food home', '0.81×', '—', '0.72×', 'yes'],
      // A time and a shift are not pooled over the pages.
      'SSR TBT ≤ 100 ms, hydration included': ['japan-food home', '16 ms', '—', '—', 'yes'],
      'SSR CLS ≤ 0.01 through hydration': ['japan-food home', '0.000', '—', '—', 'yes'],
    });
  });

  it('writes the goal table and the sections of the results it was given', () => {
    const page = resultsPage({ firstScreen });
    expect(page).toContain('| widget first card ≤ 1.15× the React floor (4× CPU) | children | 1.44× | [1.34–1.54] | 1.32× | **no** |');
    expect(page).toContain('| children | 4× CPU | 1.00× [0.90–1.10] (0.80–1.30) | 21% of its first card |');
    expect(page).toContain('| japan-food home | 4× CPU | 5.94× [5.84–6.04] (5.74–6.24) |');
    expect(page).toContain('runs per page and kind: 3 (medians)');
    expect(page).not.toContain('## Long list');
    expect(page).not.toContain('## What DevTools adds');
  });

  it('says the first card is not measured yet when no run recorded it', () => {
    const page = resultsPage({});
    expect(page).toContain('## First card\n\nNot measured yet (tests/bench/first-screen.mjs).');
    expect(page).not.toContain('## Goals');
  });

  it("names a browser without the place its build was made, as Debian's builds print it", () => {
    expect(browserName('Chromium 156.0.8078.114 built on Debian GNU/Linux 12 (bookworm)')).toBe('Chromium 156.0.8078.114');
    expect(browserName('Chromium 131.0.6778.85')).toBe('Chromium 131.0.6778.85');
  });
});
