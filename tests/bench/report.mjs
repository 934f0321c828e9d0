/**
 * The last step of `npm run bench`: writes tests/bench/results.md (committed, linked from the README)
 * from the figures the benchmarks left in tests/bench/results/ (first-screen.json, long-list.json,
 * devtools-effect.json), as results-page.mjs lays them out.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resultsPage } from './results-page.mjs';

const TARGET = 'tests/bench/results.md';
const read = (name) => {
  const file = `tests/bench/results/${name}.json`;
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
};

writeFileSync(
  TARGET,
  resultsPage({ firstScreen: read('first-screen'), longList: read('long-list'), devtoolsEffect: read('devtools-effect') }),
);
console.log(`${TARGET} written`);
