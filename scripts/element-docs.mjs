/**
 * Writes docs/elements.md, the element reference, from the manifest the build ships (built here in
 * memory from the elements' JSDoc). `--check` fails when docs/elements.md is not what the elements
 * say (npm run lint runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { analyze } from './manifest/analyze.mjs';
import { elementsMarkdown } from './manifest/markdown.mjs';

const target = 'docs/elements.md';
const doc = elementsMarkdown(analyze());
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== doc) {
    console.error(`${target} is out of date with the elements' documentation: run npm run docs:elements`);
    process.exit(1);
  }
} else {
  writeFileSync(target, doc);
  console.log(`${target} written`);
}
