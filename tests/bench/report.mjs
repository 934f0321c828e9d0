/**
 * The last step of `npm run bench`: writes tests/bench/results.md (committed, linked from the README)
 * from the records the benchmarks left in tests/bench/results/ (first-screen, long-list,
 * devtools-effect and profile; provenance.mjs writes and reads them), as results-page.mjs lays them out.
 */
import { writeFileSync } from 'node:fs';
import { readRecord } from './provenance.mjs';
import { resultsPage } from './results-page.mjs';

const TARGET = 'tests/bench/results.md';

writeFileSync(
  TARGET,
  resultsPage({
    firstScreen: readRecord('first-screen'),
    longList: readRecord('long-list'),
    devtoolsEffect: readRecord('devtools-effect'),
    profile: readRecord('profile'),
  }),
);
console.log(`${TARGET} written`);
