/**
 * The page `npm run bench` leaves in tests/bench/results.md, from the figures its benchmarks recorded
 * (tests/bench/results/<name>.json, written by provenance.mjs's `startRecord`). No file is read or
 * written here: report.mjs does that, and the unit tests give this the figures they check it with.
 */
import { CPU_ONLY, WITH_NETWORK } from './conditions.mjs';
import { geometricMean } from './stats.mjs';

const x = (value) => `${value.toFixed(2)}×`;
/** `[1.38–1.66]`: the 90% interval of a ratio of medians (`ratioInterval` in stats.mjs), where measured. */
const interval = (entry) => (entry.low === undefined ? '' : `[${entry.low.toFixed(2)}–${entry.high.toFixed(2)}]`);
/** `1.52× [1.38–1.66] (1.31–1.70)`: a ratio of medians with its interval and the spread of its pairs (or runs). */
const spread = (entry) =>
  [x(entry.ratio), interval(entry), `(${entry.min.toFixed(2)}–${entry.max.toFixed(2)})`].filter((part) => part !== '').join(' ');
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const table = (head, rows) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];
/** `92 (97, 100, 98)`: a Lighthouse figure of a page's widget, then of its SSR page, floor and React floor, as `format` writes it. */
const everyKind = (row, key, format) =>
  `${format(row[key])} (${row.ssr ? format(row.ssr[key]) : '—'}, ${format(row.floor[key])}, ${format(row.reactFloor[key])})`;
const day = (iso) => iso.slice(0, 16).replace('T', ' ') + ' UTC';
/**
 * `2026-12-01 21:47 UTC, of commit d0b4dbf on 2 × Intel(R) Xeon(R) Processor (24 GiB, Linux 6.1.0),
 * Chromium 131.0.6778.85`: when a run measured, and what (provenance.mjs); the time alone for a
 * result written before runs recorded the rest.
 */
export const when = (result) => {
  const on = result.measuredOn;
  if (!on) return day(result.measuredAt);
  const commit = on.commit ? `commit ${on.commit}${on.changed ? ' with changes beside it' : ''}` : 'a checkout without git';
  const { cpu, cores, memoryGiB, os } = on.machine;
  return `${day(result.measuredAt)}, of ${commit} on ${cores} × ${cpu} (${memoryGiB} GiB, ${os})${on.browser ? `, ${on.browser}` : ''}`;
};

/**
 * Each goal with the page that comes closest to missing it: a ratio of medians at most the goal, and
 * that ratio's interval where the run measured one (the first-card goals; Lighthouse's runs are too
 * few), so a miss or a pass within the machine's noise reads as one; and, for a ratio (`shown` in ×,
 * the default), the geometric mean over every page, which moves far less from run to run.
 */
export function goalRows(cards, lighthouseRows) {
  const worst = (rows, value) => rows.reduce((found, row) => (found === undefined || value(row) > value(found) ? row : found), undefined);
  const goals = [
    ...[CPU_ONLY, WITH_NETWORK].map((condition) => ({
      goal: `SSR first card ≤ 1.00× the floor (${condition})`,
      rows: cards.filter((row) => row.condition === condition && row.ssr),
      value: (row) => row.ssr.ratio,
      sure: (row) => row.ssr,
      limit: 1,
    })),
    {
      goal: 'widget first card ≤ 1.15× the React floor (4× CPU)',
      rows: cards.filter((row) => row.condition === CPU_ONLY),
      value: (row) => row.overReactFloor.ratio,
      sure: (row) => row.overReactFloor,
      limit: 1.15,
    },
    {
      goal: 'widget first card ≤ 1.25× the React floor (with the network)',
      rows: cards.filter((row) => row.condition === WITH_NETWORK),
      value: (row) => row.overReactFloor.ratio,
      sure: (row) => row.overReactFloor,
      limit: 1.25,
    },
    {
      goal: 'widget LCP ≤ 1.20× the React floor’s',
      rows: lighthouseRows,
      value: (row) => row.lcpOverReactFloor,
      limit: 1.2,
    },
    {
      goal: 'SSR LCP ≤ 1.00× the floor’s',
      rows: lighthouseRows.filter((row) => row.ssr),
      value: (row) => row.ssr.lcpRatio,
      limit: 1,
    },
    {
      goal: 'SSR TBT ≤ 100 ms, hydration included',
      rows: lighthouseRows.filter((row) => row.ssr),
      value: (row) => row.ssr.tbt,
      limit: 100,
      shown: ms,
    },
    {
      goal: 'SSR CLS ≤ 0.01 through hydration',
      rows: lighthouseRows.filter((row) => row.ssr),
      value: (row) => row.ssr.cls,
      limit: 0.01,
      shown: (value) => value.toFixed(3),
    },
  ];
  return goals
    .filter(({ rows }) => rows.length > 0)
    .map(({ goal, rows, value, sure, limit, shown = x }) => {
      const row = worst(rows, value);
      // A ratio (a goal written in ×) is pooled over the pages; a time or a shift is not.
      const everyPage = shown === x ? x(geometricMean(rows.map(value))) : '—';
      return [goal, row.page, shown(value(row)), (sure && interval(sure(row))) || '—', everyPage, value(row) <= limit ? 'yes' : '**no**'];
    });
}

/**
 * results.md's text from the figures of each benchmark: `firstScreen` (first-screen.mjs, with its
 * Lighthouse runs), `longList` (long-list.mjs), `devtoolsEffect` (devtools-effect.mjs) and `profile`
 * (profile.mjs); a result not measured is left out, or said to be, for the first card.
 */
export function resultsPage({ firstScreen, longList, devtoolsEffect, profile }) {
  const lines = [
    '# Benchmark results',
    '',
    '<!-- Written by tests/bench/report.mjs from the last `npm run bench`; do not edit. -->',
    '',
    'Ratios of medians, never absolute times: a widget page, and the same page **server-rendered** (SSR:',
    'selection-widgets/server, hydrated), against its **floor** (the same page and calls,',
    'cards written by hand) and the **React floor** (the same cards drawn by React alone), loaded in fresh',
    'contexts with the cache off, interleaved. In square brackets, the 90% interval of the ratio (the',
    'rounds drawn again with their pairs kept: how far this run’s noise alone could move it); in round',
    'brackets, the spread of the pairwise ratios. How it is measured:',
    '[docs/testing.md](../../docs/testing.md#benchmark). The machine is shared and noisy: compare figures',
    'within one run, and read a goal inside a ratio’s interval as not decided by it. Beside the SSR ratio,',
    'the share of its first card the server’s render took (the page’s Server-Timing, median of the',
    'rounds): the part no change in the browser moves.',
    '',
  ];

  if (firstScreen) {
    const cards = firstScreen.rows.filter((row) => row.reactFloor);
    const sorts = firstScreen.rows.filter((row) => !row.reactFloor);
    const baseline = firstScreen.rows.some((row) => row.baseline);
    lines.push(
      '## First card',
      '',
      `Measured ${when(firstScreen)}; rounds per page and condition: ${firstScreen.runs}.`,
      '',
      ...table(
        [
          'page',
          'condition',
          'SSR / floor',
          "SSR: the server's render",
          'widget / floor',
          ...(baseline ? ['baseline / floor'] : []),
          'React floor / floor',
          'widget / React floor',
        ],
        cards.map((row) => [
          row.page,
          row.condition,
          row.ssr ? spread(row.ssr) : '—',
          row.ssr?.serverShare === undefined ? '—' : `${Math.round(row.ssr.serverShare * 100)}% of its first card`,
          spread(row),
          ...(baseline ? [row.baseline ? spread(row.baseline) : '—'] : []),
          spread(row.reactFloor),
          spread(row.overReactFloor),
        ]),
      ),
      '',
    );
    lines.push(
      '## Goals',
      '',
      'The worst page of this run against each goal (issue 25 re-based the client-only goals on the React floor), and',
      'beside it, for a ratio, its geometric mean over every page: the worst of eight noisy pages moves from run to',
      'run far more than the pages together do ([docs/testing.md](../../docs/testing.md#benchmark)).',
      '',
    );
    lines.push(
      ...table(
        ['goal', 'worst page', 'figure', '90% interval', 'every page (geometric mean)', 'met'],
        goalRows(cards, firstScreen.lighthouse),
      ),
      '',
    );
    if (sorts.length > 0)
      lines.push(
        '## Sort change',
        '',
        'From the change of the sort select to the first card of the new order, over the time the same list call takes alone',
        'from the quiet page (in brackets, the spread of the runs).',
        '',
        ...table(
          ['page', 'condition', 'ratio', ...(baseline ? ['baseline'] : [])],
          sorts.map((row) => [
            row.page,
            row.condition.replace(/^sort change, ([^:]+):.*$/, '$1'),
            spread(row),
            ...(baseline ? [row.baseline ? spread(row.baseline) : '—'] : []),
          ]),
        ),
        '',
      );
    if (firstScreen.lighthouse.length > 0)
      lines.push(
        '## Lighthouse',
        '',
        `Mobile preset (simulated slow 4G, 4× CPU); runs per page and kind: ${firstScreen.lighthouseRuns} (medians).`,
        '',
        ...table(
          [
            'page',
            'score: widget (SSR, floor, React floor)',
            'SSR LCP / floor',
            'LCP / floor',
            'React floor LCP / floor',
            'widget / React floor LCP',
            'TBT: widget (SSR, floor, React floor)',
            'CLS: widget (SSR, floor, React floor)',
          ],
          firstScreen.lighthouse.map((row) => [
            row.page,
            everyKind(row, 'score', String),
            row.ssr ? x(row.ssr.lcpRatio) : '—',
            `${x(row.lcpRatio)} (${ms(row.lcp)})`,
            x(row.reactFloor.lcpRatio),
            x(row.lcpOverReactFloor),
            everyKind(row, 'tbt', ms),
            everyKind(row, 'cls', (value) => value.toFixed(3)),
          ]),
        ),
        '',
      );
  } else {
    lines.push('## First card', '', 'Not measured yet (tests/bench/first-screen.mjs).', '');
  }

  if (longList) {
    lines.push(
      '## Long list',
      '',
      `Measured ${when(longList)}: elements on the page (shadow roots included) after 1, 5 and 10 product pages, and`,
      'the time from a tap on a heart to its `aria-pressed` with 210 products loaded over the same with 21 (4× CPU,',
      `likes alternating between two pages; likes per list length: ${longList.likes}, medians).`,
      '',
      ...table(
        ['build', 'elements after 1 / 5 / 10 pages', '10 pages / 1 page', 'like, 210 / 21 products'],
        longList.rows.map((row) => [
          row.build,
          Object.values(row.elements)
            .map((count) => count.toLocaleString('en'))
            .join(' / '),
          x(row.elementRatio10to1),
          `${x(row.likeRatio210to21)} (${row.likeMs[210].toFixed(1)} / ${row.likeMs[21].toFixed(1)} ms)`,
        ]),
      ),
      '',
    );
  }

  if (devtoolsEffect) {
    const pair = (kind) => `${ms(kind.visitor.blocking)} / ${ms(kind.devtools.blocking)}`;
    const longest = (kind) => `${ms(kind.visitor.longest)} / ${ms(kind.devtools.longest)}`;
    const ratio = (row, name) =>
      [row.firstCard.visitor, row.firstCard.devtools].map((mode) => [x(mode[name].ratio), interval(mode[name])].join(' ')).join(' / ');
    lines.push(
      '## What DevTools adds',
      '',
      `Measured ${when(devtoolsEffect)} (tests/bench/devtools-effect.mjs): blocking time after the first paint (each long task’s time`,
      'past 50 ms, summed as TBT sums it, from the page’s own long tasks) and the longest task, 4× CPU, as a visitor’s browser runs the',
      'page / with DevTools’ Runtime domain enabled, as Lighthouse and the first-card rounds run it (React DOM’s module makes Error',
      `objects, whose stack traces DevTools has V8 resolve by parsing React’s file again); rounds: ${devtoolsEffect.runs} (medians).`,
      '',
      ...table(
        ['page', 'SSR: blocking, visitor / DevTools', 'SSR: longest task', 'React floor: blocking', 'React floor: longest task'],
        devtoolsEffect.rows.map((row) => [row.page, pair(row.ssr), longest(row.ssr), pair(row.reactFloor), longest(row.reactFloor)]),
      ),
      '',
      'The first card in the same loads (the first frame that begins with it, watched without asking for frames before it:',
      '[docs/testing.md](../../docs/testing.md#benchmark)): ratios of the rounds’ medians, as a visitor’s browser draws the pages /',
      'with the Runtime domain, as the First card section’s rounds and Lighthouse run them (in brackets, the 90% interval).',
      '',
      ...table(
        ['page', 'widget / React floor', 'React floor / floor', 'SSR / floor'],
        devtoolsEffect.rows.map((row) => [
          row.page,
          ratio(row, 'widgetOverReactFloor'),
          ratio(row, 'reactFloorOverFloor'),
          ratio(row, 'ssrOverFloor'),
        ]),
      ),
      '',
    );
  }

  if (profile) {
    const part = (parts, name) => Math.round(parts[name] ?? 0);
    const pair = (row, name) => `${part(row.widget.parts, name)} / ${part(row.reactFloor.parts, name)}`;
    const extra = (row, name) => {
      const difference = part(row.widget.parts, name) - part(row.reactFloor.parts, name);
      return difference < 0 ? `−${-difference}` : `+${difference}`;
    };
    lines.push(
      '## Where the time goes',
      '',
      `Measured ${when(profile)} (tests/bench/profile.mjs): main-thread time from the navigation to the first card,`,
      'widget / React floor, in milliseconds per load (the mean), as a visitor’s browser runs the page at 4× CPU on a phone, from',
      `V8’s sampling profiler (a sample every ${profile.samplingUs} µs) read through the build’s source maps. **Own JS**: the widgets’ code`,
      'and the libraries they ship, with the browser calls it makes (for the React floor, its page’s inline script, which sends',
      'the same calls). **React**: React DOM, React and the scheduler (for the React floor, its whole bundle: React and its cards).',
      '**Outside JS**: parsing and compiling, style, layout, paint and garbage collection. **Host**: the demo page’s own scripts,',
      'the same on both. **Other**: script no page file holds, mostly the measuring’s own (its first-card watcher, its reads of the',
      'page). The profiler slows every load, so these say where the time goes, not how long a page takes (its first card while',
      `profiled, median, is the last column). Loads per page and kind: ${profile.runs}, alternated.`,
      '',
      ...table(
        ['page', 'own JS', 'React', 'outside JS', 'host', 'other', 'widget’s extra: own JS, React, outside JS', 'first card, profiled'],
        profile.rows.map((row) => [
          row.page,
          pair(row, 'own'),
          pair(row, 'react'),
          pair(row, 'outside'),
          pair(row, 'host'),
          pair(row, 'other'),
          ['own', 'react', 'outside'].map((name) => extra(row, name)).join(', '),
          `${ms(row.widget.card)} / ${ms(row.reactFloor.card)}`,
        ]),
      ),
      '',
    );
  }
  return lines.join('\n');
}
