/**
 * The last step of `npm run bench`: writes tests/bench/results.md (committed, linked from the README)
 * from the figures the benchmarks left in tests/bench/results/ (first-screen.json, long-list.json).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const TARGET = 'tests/bench/results.md';
const read = (name) => {
  const file = `tests/bench/results/${name}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

const x = (value) => `${value.toFixed(2)}×`;
/** `1.52× (1.31–1.70)`: a ratio of medians with the spread of its pairs (or runs). */
const spread = (entry) => `${x(entry.ratio)} (${entry.min.toFixed(2)}–${entry.max.toFixed(2)})`;
const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
const table = (head, rows) => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
];
const day = (iso) => iso.slice(0, 16).replace('T', ' ') + ' UTC';

const firstScreen = read('first-screen');
const longList = read('long-list');
const lines = [
  '# Benchmark results',
  '',
  '<!-- Written by tests/bench/report.mjs from the last `npm run bench`; do not edit. -->',
  '',
  'Ratios of medians, never absolute times: a widget page against its **floor** (the same page and calls,',
  'cards written by hand) and the **React floor** (the same cards drawn by React alone), loaded in fresh',
  'contexts with the cache off, interleaved. In brackets, the spread of the pairwise ratios. How it is',
  'measured: [docs/testing.md](../../docs/testing.md#benchmark). The machine is shared and noisy: compare',
  'figures within one run.',
  '',
];

if (firstScreen) {
  const cards = firstScreen.rows.filter((row) => row.reactFloor);
  const sorts = firstScreen.rows.filter((row) => !row.reactFloor);
  const baseline = firstScreen.rows.some((row) => row.baseline);
  lines.push(
    '## First card',
    '',
    `Measured ${day(firstScreen.measuredAt)}; rounds per page and condition: ${firstScreen.runs}.`,
    '',
    ...table(
      ['page', 'condition', 'widget / floor', ...(baseline ? ['baseline / floor'] : []), 'React floor / floor', 'widget / React floor'],
      cards.map((row) => [
        row.page,
        row.condition,
        spread(row),
        ...(baseline ? [row.baseline ? spread(row.baseline) : '—'] : []),
        spread(row.reactFloor),
        spread(row.overReactFloor),
      ]),
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
        ['page', 'score (floor, React floor)', 'LCP / floor', 'React floor LCP / floor', 'widget / React floor LCP', 'TBT', 'CLS'],
        firstScreen.lighthouse.map((row) => [
          row.page,
          `${row.score} (${row.floor.score}, ${row.reactFloor.score})`,
          `${x(row.lcpRatio)} (${ms(row.lcp)})`,
          x(row.reactFloor.lcpRatio),
          x(row.lcpOverReactFloor),
          ms(row.tbt),
          row.cls.toFixed(3),
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
    `Measured ${day(longList.measuredAt)}: elements on the page (shadow roots included) after 1, 5 and 10 product pages, and`,
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

writeFileSync(TARGET, lines.join('\n'));
console.log(`${TARGET} written`);
