/**
 * Size budgets (gzip -9) of what a host page downloads, from the build manifest:
 * the loader with everything it needs to start requests, and each widget page in full.
 * Prints the figures, writes them to tests/bench/results/size.json, fails over budget.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGETS = {
  loader: 10 * KB,
  // Every file the home may download, the sneakers review tab and vote page included. The loader is
  // one self-contained file (it repeats ~1.3 KB of the configuration and request code the chunks
  // also carry) and the chunks are split by the bundler, not by hand: 113 KB measured.
  'selection-home page': 115 * KB,
  // Both share React and core with every page (~93 KB); Swiper (~20 KB) comes with the guide only.
  'selection-guide page': 125 * KB,
  'selection-coupon page': 100 * KB,
};

// The widget chunks' manifest (step 1 of the build); the loader is one file of its own (step 2).
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) throw new Error('size-budget: no widget entries in dist/.vite/manifest.json; run npm run build');

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const gzipSize = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
const LOADER = 'selection-widgets.js';
const total = (files) => files.reduce((sum, file) => sum + gzipSize(file), 0);

const rows = [{ name: 'loader', files: [LOADER], bytes: gzipSize(LOADER) }];

/** Static closure plus every chunk it may import later (tabs, dialogs opened on demand). */
function fullClosure(key, seen) {
  const before = new Set(seen);
  staticClosure(key, seen);
  for (const member of [...seen]) {
    if (before.has(member)) continue;
    for (const lazy of manifest[member].dynamicImports ?? []) if (!seen.has(lazy)) fullClosure(lazy, seen);
  }
  return seen;
}

for (const widgetKey of entries) {
  const tag = widgetKey.match(/widgets\/([^/]+)\//)?.[1] ?? widgetKey;
  // Everything the page can download, on-demand chunks included: the honest figure for a budget.
  const files = [LOADER, ...[...fullClosure(widgetKey, new Set())].map((key) => manifest[key].file)];
  rows.push({ name: `${tag} page`, files, bytes: total(files) });
}

// The selection-widgets/api entry (dist/api.js): one module a host imports itself, with valibot and
// ofetch inside; 21.3 KB measured when it was published.
BUDGETS['api entry'] = 24 * KB;
rows.push({ name: 'api entry', files: ['api.js'], bytes: gzipSize('api.js') });

let failed = false;
console.log('size budgets (gzip -9):');
for (const row of rows) {
  const budget = BUDGETS[row.name];
  const over = budget !== undefined && row.bytes > budget;
  failed ||= over;
  const limit = budget === undefined ? '' : ` / ${(budget / KB).toFixed(0)} KB${over ? '  OVER BUDGET' : ''}`;
  console.log(`  ${row.name.padEnd(28)} ${(row.bytes / KB).toFixed(2).padStart(7)} KB${limit}`);
  for (const file of row.files) console.log(`      ${file.padEnd(52)} ${(gzipSize(file) / KB).toFixed(2).padStart(7)} KB`);
}
for (const name of Object.keys(BUDGETS)) {
  if (!rows.some((row) => row.name === name)) {
    console.log(`  ${name}: not found in the build`);
    failed = true;
  }
}

mkdirSync('tests/bench/results', { recursive: true });
writeFileSync('tests/bench/results/size.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), budgets: BUDGETS, rows }, null, 2)}\n`);
process.exit(failed ? 1 : 0);
