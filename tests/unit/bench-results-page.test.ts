import { describe, expect, it } from 'vitest';
import {
  goalRows,
  resultsPage,
  when,
  type CardRow,
  type DevtoolsEffectResult,
  type FirstScreenResult,
  type LighthouseRow,
  type LongListResult,
  type ProfileResult,
  type Ratio,
} from '../bench/results-page.mjs';

const at = '2026-12-01T23:39:30.000Z';
const measuredOn = {
  commit: '9f70e99',
  changed: false,
  machine: { cpu: 'Intel(R) Xeon(R) Processor', cores: 2, memoryGiB: 24, os: 'Linux 6.1.0' },
  browser: 'Chromium 131.0.6778.85',
};
const MEASURED = '2026-12-01 23:39 UTC, of commit 9f70e99 on 2 × Intel(R) Xeon(R) Processor (24 GiB, Linux 6.1.0), Chromium 131.0.6778.85';

/** A ratio measured with its interval, the spread of its pairs around it. */
const ratio = (value: number): Ratio => ({ ratio: value, min: value - 0.2, max: value + 0.3, low: value - 0.1, high: value + 0.1 });

/**
 * Three pages at both conditions, each goal's figures chosen so its worst page is plain and its
 * geometric mean differs from the arithmetic one where it counts: the widget over the React floor
 * at 4× CPU is 1.00, 1.44 and 1.21 (geometric mean 1.20×, arithmetic 1.22×). The story list's row
 * has no served page (as a run before those were measured), japan-food's 4× CPU row a baseline.
 */
const card = (page: string, condition: string, overReactFloor: number, ssr?: number, baseline?: number): CardRow => ({
  page,
  condition,
  runs: 15,
  ...ratio(1.5),
  reactFloor: ratio(1.2),
  overReactFloor: ratio(overReactFloor),
  ...(ssr === undefined ? {} : { ssr: { ...ratio(ssr), serverShare: 0.21 } }),
  ...(baseline === undefined ? {} : { baseline: ratio(baseline) }),
});
const NETWORK = '4× CPU + 150 ms, 9 Mbps';
const cards = [
  card('japan-food home', '4× CPU', 1.0, 0.81, 1.3),
  card('japan-food home', NETWORK, 1.0, 0.64),
  card('children', '4× CPU', 1.44, 1.0),
  card('children', NETWORK, 1.21, 0.49),
  card('story list', '4× CPU', 1.21),
  card('story list', NETWORK, 1.1),
];
const figures = (lcp: number) => ({ score: 99, lcp, tbt: 0, cls: 0 });
/** LCP over the React floor's 1.00, 1.44 and 1.21 (geometric mean 1.20×); the served LCP 0.81 and 0.64 (0.72×). */
const lighthouse = (page: string, lcpOverReactFloor: number, ssr?: { lcpRatio: number; tbt: number }): LighthouseRow => ({
  page,
  ...figures(2000),
  lcpRatio: 1.4,
  lcpOverReactFloor,
  floor: figures(1500),
  reactFloor: { ...figures(1700), lcpRatio: 1.13 },
  ...(ssr ? { ssr: { ...figures(1200), ...ssr } } : {}),
});
const lighthouseRows = [
  lighthouse('japan-food home', 1.0, { lcpRatio: 0.81, tbt: 16 }),
  lighthouse('children', 1.44, { lcpRatio: 0.64, tbt: 3 }),
  lighthouse('story list', 1.21),
];
const firstScreen: FirstScreenResult = {
  measuredAt: at,
  measuredOn,
  runs: 15,
  lighthouseRuns: 3,
  rows: [
    ...cards,
    // As first-screen.mjs records a sort change: the ratio over its runs and their spread, no interval.
    {
      page: 'japan-food home',
      condition: 'sort change, 4× CPU: new first card / the same fetch alone',
      runs: 15,
      ratio: 5.94,
      min: 5.74,
      max: 6.24,
      baseline: { ratio: 5.5, min: 5.1, max: 6.0 },
    },
  ],
  lighthouse: lighthouseRows,
};
const longList: LongListResult = {
  measuredAt: at,
  measuredOn,
  likes: 25,
  rows: [
    {
      build: 'this build',
      elements: { 1: 560, 5: 1401, 10: 1398 },
      elementRatio10to1: 1398 / 560,
      likeMs: { 21: 19.7, 210: 21.6 },
      likeRatio210to21: 21.6 / 19.7,
    },
  ],
};
const devtoolsEffect: DevtoolsEffectResult = {
  measuredAt: at,
  measuredOn,
  runs: 3,
  rows: [
    {
      page: 'best',
      ssr: { visitor: { blocking: 54, longest: 98 }, devtools: { blocking: 159, longest: 154 } },
      reactFloor: { visitor: { blocking: 6, longest: 55 }, devtools: { blocking: 1234, longest: 112 } },
      firstCard: {
        visitor: { widgetOverReactFloor: ratio(1.25), reactFloorOverFloor: ratio(1.32), ssrOverFloor: ratio(0.9) },
        devtools: { widgetOverReactFloor: ratio(1.1), reactFloorOverFloor: ratio(1.4), ssrOverFloor: ratio(1.05) },
      },
    },
  ],
};
const profile: ProfileResult = {
  measuredAt: at,
  measuredOn,
  runs: 5,
  samplingUs: 200,
  rows: [
    {
      page: 'outlet home',
      widget: { card: 879, parts: { own: 122.1, react: 58.6, outside: 503.7, host: 64.1, other: 14.6 } },
      reactFloor: { card: 590, parts: { own: 47.4, react: 63.4, outside: 377.7, host: 63.9, other: 12.2 } },
    },
    // A part a kind lacks counts 0 (the React floor ran no host script here, neither kind anything else).
    {
      page: 'best',
      widget: { card: 700, parts: { own: 80, react: 40, outside: 400, host: 10 } },
      reactFloor: { card: 600, parts: { own: 20, react: 50, outside: 390 } },
    },
  ],
};

describe('results page: what `npm run bench` writes into results.md', () => {
  it('names the commit, the machine and the browser beside the time a run measured', () => {
    expect(when(firstScreen)).toBe(MEASURED);
    expect(resultsPage({ firstScreen })).toContain(`Measured ${MEASURED}; rounds per page and condition: 15.`);
  });

  it('says when files had changed beside the commit, when there was no git, and leaves out a browser it could not name', () => {
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
      // Pages without a served page are left out of its goals.
      'SSR first card ≤ 1.00× the floor (4× CPU)': ['children', '1.00×', '[0.90–1.10]', '0.90×', 'yes'],
      'SSR first card ≤ 1.00× the floor (4× CPU + 150 ms, 9 Mbps)': ['japan-food home', '0.64×', '[0.54–0.74]', '0.56×', 'yes'],
      'widget first card ≤ 1.15× the React floor (4× CPU)': ['children', '1.44×', '[1.34–1.54]', '1.20×', '**no**'],
      'widget first card ≤ 1.25× the React floor (with the network)': ['children', '1.21×', '[1.11–1.31]', '1.10×', 'yes'],
      'widget LCP ≤ 1.20× the React floor’s': ['children', '1.44×', '—', '1.20×', '**no**'],
      'SSR LCP ≤ 1.00× the floor’s': ['japan-food home', '0.81×', '—', '0.72×', 'yes'],
      // A time and a shift are not pooled over the pages.
      'SSR TBT ≤ 100 ms, hydration included': ['japan-food home', '16 ms', '—', '—', 'yes'],
      'SSR CLS ≤ 0.01 through hydration': ['japan-food home', '0.000', '—', '—', 'yes'],
    });
  });

  it('writes each first-card row whole, with a column for the baseline where a run had one and a dash where a row has none', () => {
    const page = resultsPage({ firstScreen });
    expect(page).toContain(
      "| page | condition | SSR / floor | SSR: the server's render | widget / floor | baseline / floor | React floor / floor | widget / React floor |",
    );
    expect(page).toContain(
      '| japan-food home | 4× CPU | 0.81× [0.71–0.91] (0.61–1.11) | 21% of its first card | 1.50× [1.40–1.60] (1.30–1.80) | 1.30× [1.20–1.40] (1.10–1.60) | 1.20× [1.10–1.30] (1.00–1.50) | 1.00× [0.90–1.10] (0.80–1.30) |',
    );
    expect(page).toContain(
      '| story list | 4× CPU | — | — | 1.50× [1.40–1.60] (1.30–1.80) | — | 1.20× [1.10–1.30] (1.00–1.50) | 1.21× [1.11–1.31] (1.01–1.51) |',
    );
    expect(page).toContain('| widget first card ≤ 1.15× the React floor (4× CPU) | children | 1.44× | [1.34–1.54] | 1.20× | **no** |');
  });

  it('writes the sort change with the spread of its runs, and Lighthouse with a dash for a page not served', () => {
    const page = resultsPage({ firstScreen });
    expect(page).toContain(
      '| page | condition | ratio | baseline |\n| --- | --- | --- | --- |\n| japan-food home | 4× CPU | 5.94× (5.74–6.24) | 5.50× (5.10–6.00) |',
    );
    expect(page).toContain('runs per page and kind: 3 (medians)');
    expect(page).toContain(
      '| story list | 99 (—, 99, 99) | — | 1.40× (2,000 ms) | 1.13× | 1.21× | 0 ms (—, 0 ms, 0 ms) | 0.000 (—, 0.000, 0.000) |',
    );
  });

  it('writes the long list and what DevTools adds when a run recorded them, and leaves them out when not', () => {
    const page = resultsPage({ firstScreen, longList, devtoolsEffect });
    expect(page).toContain(`Measured ${MEASURED}: elements on the page`);
    expect(page).toContain('| this build | 560 / 1,401 / 1,398 | 2.50× | 1.10× (21.6 / 19.7 ms) |');
    expect(page).toContain(`Measured ${MEASURED} (tests/bench/devtools-effect.mjs)`);
    expect(page).toContain('| best | 54 ms / 159 ms | 98 ms / 154 ms | 6 ms / 1,234 ms | 55 ms / 112 ms |');
    expect(page).toContain(
      '| best | 1.25× [1.15–1.35] / 1.10× [1.00–1.20] | 1.32× [1.22–1.42] / 1.40× [1.30–1.50] | 0.90× [0.80–1.00] / 1.05× [0.95–1.15] |',
    );
    const alone = resultsPage({ firstScreen });
    expect(alone).not.toContain('## Long list');
    expect(alone).not.toContain('## What DevTools adds');
    expect(alone).not.toContain('## Where the time goes');
  });

  it('writes where the main thread’s time goes, each part of the widget beside the React floor’s and the difference', () => {
    const page = resultsPage({ firstScreen, profile });
    expect(page).toContain(`Measured ${MEASURED} (tests/bench/profile.mjs)`);
    expect(page).toContain('a sample every 200 µs');
    expect(page).toContain('Loads per page and kind: 5, alternated.');
    expect(page).toContain('| outlet home | 122 / 47 | 59 / 63 | 504 / 378 | 64 / 64 | 15 / 12 | +75, −4, +126 | 879 ms / 590 ms |');
    expect(page).toContain('| best | 80 / 20 | 40 / 50 | 400 / 390 | 10 / 0 | 0 / 0 | +60, −10, +10 | 700 ms / 600 ms |');
  });

  it('says the first card is not measured yet when no run recorded it', () => {
    const page = resultsPage({});
    expect(page).toContain('## First card\n\nNot measured yet (tests/bench/first-screen.mjs).');
    expect(page).not.toContain('## Goals');
  });
});
