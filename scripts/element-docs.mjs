/**
 * Writes docs/elements.md, the element reference, from the manifest the build ships (built here in
 * memory from the elements' JSDoc). `--check` fails when docs/elements.md is not what the elements
 * say (npm run lint runs it).
 */
import { writeOrCheck } from './generated-doc.mjs';
import { analyze } from './manifest/analyze.mjs';
import { elementsMarkdown } from './manifest/markdown.mjs';

const target = 'docs/elements.md';
const doc = elementsMarkdown(analyze());
if (writeOrCheck(target, doc, "the elements' documentation: run npm run docs:elements")) console.log(`${target} written`);
