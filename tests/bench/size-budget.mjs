/**
 * Size budgets (gzip -9) of what a host page downloads, from the build manifest:
 * the loader with everything it needs to start requests, and each widget page in full.
 * Prints the figures, writes them to tests/bench/results/size.json, fails over budget.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startRecord } from './provenance.mjs';

// Sizes are of the build alone: the record names the commit and the machine, no browser.
const record = startRecord('size', { browser: () => undefined });

const KB = 1024;
const BUDGETS = {
  // The loader is built in library mode, where Vite wraps no dynamic import in its preload helper:
  // 9.21 → 8.58 KB, and its budget moved down 1 KB. The budgets over the pages stay: the same release
  // makes the elements' stylesheets again after a change of width (WebKit, shadow-styles.tsx),
  // +0.27 KB shared, so the pages gained back most of what the loader gave (home 125.59 → 125.23 KB).
  //
  // The home's frames reader (valibot, the frames' schema, the home's plan: what the loader needs only
  // once a home's frames answer is in) left the loader for a chunk of the widget build that the loader
  // asks for as it finds a home, beside the frames request, and that the shared chunk imports rather
  // than carry a copy; the loader takes only the three strings of its load-failure notice, not two
  // catalogues: 8.87 → 6.12 KB, under the 6.59 KB it weighed before the first screen was decided
  // once. Every page is 1.2 KB lighter (home 126.05 → 124.82 KB): valibot is no longer in two files.
  // Every budget below moved down 1 KB with it.
  loader: 7 * KB,
  // Every file the home may download, the sneakers review tab and vote page included. The loader is
  // one self-contained file (it repeats ~1.3 KB of the configuration and request code the chunks
  // also carry) and the chunks are split by the bundler, not by hand: 113 KB measured.
  // The review side (review tab and vote page) is one on-demand chunk with its own CSS, no longer
  // inlined in the home's: every home's first screen is 1.3 KB lighter, the sum of all files 1 KB
  // heavier (two files compress less well than one).
  // The product list keeps its DOM bounded (pages far off screen become spacers): +1.3 KB.
  // Together the merged work of one release added ~1.5 KB to the files every element shares: the
  // element wrapper of our own (r2wc gone, +0.5 KB net), the page-shaped loading skeleton, the
  // outcome report and the search heading. 118.0 KB measured.
  // First renders staged (a list's and a row's first 6 items, then the rest in a transition, with
  // stand-ins) and the review side announcing itself to the first render: +0.24 KB, 119.05 KB measured.
  // The elements come from @r2wc/core again (the design card's library) with our renderer and
  // subclass in place of the hand-written wrapper: +0.95 KB on every element (r2wc alone is 1.2 KB
  // gzip: it carries its function, method and json parsers and its events), 120.14 KB measured.
  // Every budget below that holds the shared chunk moved up 1 KB with it.
  // One way into the query cache (the loader holds its head starts in the page's query cache, whose
  // copy in the loader carries the answers, not the stores): +0.29 KB on the loader, +0.1 KB shared,
  // 120.54 KB measured. The visitor budgets (they hold the loader) moved up 0.5 KB.
  // The engines release: the render budget in one primitive, the supported floor's fallbacks
  // (AbortSignal joined by hand where AbortSignal.any is missing), the back-forward cache refresh,
  // the scroll rows keeping their position in WebKit and the app login waiting for its token cookie:
  // +0.32 KB shared, 120.86 KB measured. The budgets over the home and the guide moved up 0.5 KB.
  // Hydrating a server's render (selection-widgets/server, whose own file no page downloads): the
  // served answers taken into the cache, the served stylesheets adopted, hydrateRoot with its
  // mismatch report, the page slots looked up per use, server snapshots for the viewport and motion:
  // +1.41 KB, 122.27 KB measured. Every budget that holds the shared chunk moved up 1.5 KB.
  // The first screen decided once: the loader reads the home's frames with their schema (valibot)
  // and the widget's own plan instead of its own reading of the raw JSON, +1.93 KB on the loader
  // (7.07 → 9.00 KB), +0.32 KB in the chunks, 124.52 KB measured. Without it (the widget asking for
  // the main banner and the review-sort list once it has run) the loader is 6.52 KB but the main
  // banner is asked for ~0.9 s later and LCP is ~0.4 s later on slow 4G with a 4x slower CPU. Every
  // budget that holds the loader moved up 2 KB.
  // Then, in the same release: taps on a server-rendered element held until it hydrates (+0.13 KB on
  // the loader), category tabs as links, and keepPreviousData as a query option of the cache and the
  // paged-query hook in place of the product list's own copy (+0.57 KB shared): 125.48 KB measured.
  // Every budget that holds the shared chunk moved up 0.5 KB more.
  // Then: element code asked for as the tag is found, definitions waiting for the configuration, a
  // first draw waiting for answers on their way (+0.21 KB loader, +0.2 KB shared); the home's and the
  // review side's strings moved out of the shared `messages` barrel into their own chunks (-1.1 KB on
  // every page but the home, whose total keeps them): 125.92 KB measured.
  // Then: the time zone read through Temporal where the engine has it, a page configured ahead
  // letting its calls leave at boot, and the loader building the first Intl formatter while the code
  // is on its way (+0.09 KB loader, +0.02 KB shared): 126.06 KB measured. Moved up 0.5 KB.
  // Then: a list's later page drawn in a render React may pause (+0.05 KB shared): 125.54 KB
  // measured, against 125.49 before. Moved up 0.5 KB.
  'selection-home page': 126 * KB,
  // Pages of one element and the shared files: 105.2-105.8 KB measured.
  'selection-best page': 105.5 * KB,
  'selection-children page': 105.5 * KB,
  'selection-story-list page': 105.5 * KB,
  // Both share React and core with every page (~93 KB). The guide page counts every chunk it may
  // load: the coupon button's, and Swiper (20 KB), which only the outlet's vertical slides download.
  // 124.2 KB measured; 131.53 KB with the home's and the review side's strings out of the shared files.
  'selection-guide page': 131.5 * KB,
  // The shared files above, and the coupon claim with the app-login retry (one, for the guide too).
  // Then +0.45 KB on every element: a sort or filter keeps the list it replaces until the new one is
  // in, and the review side's code is drawn by useChunk with its retry (101.6 → 102.0 KB).
  // 106.96 KB with the home's and the review side's strings out of the shared files.
  'selection-coupon page': 107 * KB,
  // Visitor kinds. A returning visitor whose guide is done: the loader and the home's static
  // closure, and not one guide file (the loader reads the guide memory before it loads anything).
  'home, guide done': 117.5 * KB,
  // A first visit: the home's static closure plus the guide's, plus the chunks that variant loads.
  // The guide adds 5.1 KB to a home closure of 108.8 KB; the outlet's also Swiper (19.9 KB)
  // and its coupon button (2.2 KB): 136.0 KB measured. Japan food and sneakers load neither. The
  // goal of 110 KB (GOALS) needs the home to shrink, and the outlet's guide a lighter slider.
  'home + japan-food guide': 122.5 * KB,
  // +0.1 KB (144.43 → 144.53 KB): the app login asked again for a tap while its answer is awaited, the
  // deep link's absolute web URL, and the Korean message for an input rule without one of its own.
  'home + outlet guide': 145 * KB,
  'home + sneakers guide': 122.5 * KB,
};
/** Where a budget is above the product's goal, the goal is printed beside it. */
const GOALS = {
  'home + japan-food guide': 110 * KB,
  'home + outlet guide': 110 * KB,
  'home + sneakers guide': 110 * KB,
};

// The widget chunks' manifest (step 1 of the build); the loader is one file of its own (step 2).
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
// The elements' entries; the widget build's other entry is the loader's frames reader (loader/chunk-table.ts).
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry && key.startsWith('widgets/'));
const FRAMES_READER = 'core/api/home-frames.ts';
if (!manifest[FRAMES_READER]?.isEntry)
  throw new Error(`size-budget: the frames reader (${FRAMES_READER}) is not an entry of the widget build`);
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

// What each kind of visitor downloads on a selection page (the home plus the guide element).
const HOME = 'widgets/selection-home/selection-home.element.ts';
const GUIDE = 'widgets/selection-guide/selection-guide.element.ts';
/**
 * The guide's lazy chunks each variant loads, by the module they start from: only the outlet's
 * vertical slides load Swiper, and only a guide ending in a coupon loads its button.
 */
const GUIDE_VARIANT_CHUNKS = {
  'japan-food': [],
  outlet: [/node_modules\/swiper\/swiper\.mjs$/, /^widgets\/selection-guide\/guide-coupon\.tsx$/],
  sneakers: [],
};
const SWIPER = /node_modules\/swiper\//;
/** The manifest key of the guide's on-demand chunk starting from a module matching `pattern`. */
function guideLazyKey(pattern) {
  const key = (manifest[GUIDE].dynamicImports ?? []).find((candidate) => pattern.test(candidate));
  if (!key) throw new Error(`size-budget: the guide loads nothing on demand from ${pattern}`);
  return key;
}
const filesOf = (keys) => [...new Set(keys)].map((key) => manifest[key].file);
const homeStatic = [...staticClosure(HOME)];
const guideFiles = filesOf([...staticClosure(GUIDE)]).filter((file) => !filesOf(homeStatic).includes(file));
const homeDone = [LOADER, ...filesOf(homeStatic)];
// Check, not only measure: the loader asks a home's page for the frames reader, so the home's rows
// count it only while the home's own code imports it too.
if (!homeStatic.includes(FRAMES_READER)) throw new Error("size-budget: the frames reader is not in the home's static closure");
// Check, not only measure: the returning visitor's list has no guide file in it.
if (guideFiles.some((file) => homeDone.includes(file)) || !guideFiles.some((file) => file.includes('selection-guide'))) {
  throw new Error("size-budget: the guide chunk is part of the home's static closure");
}
rows.push({ name: 'home, guide done', files: homeDone, bytes: total(homeDone) });
const swiperFile = manifest[guideLazyKey(SWIPER)].file;
// Check, not only measure: Swiper is the guide's own on-demand chunk, in no file the others load.
if (!/swiper/.test(swiperFile) || homeDone.includes(swiperFile) || guideFiles.includes(swiperFile)) {
  throw new Error('size-budget: Swiper is not a chunk of its own that only the outlet guide loads');
}
// Check, not only measure: the files a page runs before its first screen (the loader and each
// element's static closure) start with V8's compile hint (vite.config.ts); Swiper, loaded on
// demand, keeps lazy compilation.
const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';
const hinted = (file) => readFileSync(`dist/${file}`, 'utf8').startsWith(COMPILE_EAGERLY);
const firstScreenFiles = new Set([LOADER, ...entries.flatMap((key) => filesOf([...staticClosure(key, new Set())]))]);
const unhinted = [...firstScreenFiles].filter((file) => !hinted(file));
if (unhinted.length > 0 || hinted(swiperFile)) {
  throw new Error(`size-budget: compile hints wrong: ${unhinted.length > 0 ? `missing on ${unhinted.join(', ')}` : 'on Swiper'}`);
}
for (const [variant, patterns] of Object.entries(GUIDE_VARIANT_CHUNKS)) {
  const lazy = patterns.map(guideLazyKey).flatMap((key) => [...staticClosure(key, new Set())]);
  const files = [...new Set([LOADER, ...filesOf([...homeStatic, ...staticClosure(GUIDE, new Set()), ...lazy])])];
  if (files.includes(swiperFile) !== (variant === 'outlet'))
    throw new Error(`size-budget: Swiper in the ${variant} guide's files is wrong`);
  rows.push({ name: `home + ${variant} guide`, files, bytes: total(files) });
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
  const goal =
    GOALS[row.name] === undefined ? '' : ` (goal ${(GOALS[row.name] / KB).toFixed(0)} KB${row.bytes > GOALS[row.name] ? ', not met' : ''})`;
  const limit = budget === undefined ? '' : ` / ${(budget / KB).toFixed(0)} KB${over ? '  OVER BUDGET' : ''}${goal}`;
  console.log(`  ${row.name.padEnd(28)} ${(row.bytes / KB).toFixed(2).padStart(7)} KB${limit}`);
  for (const file of row.files) console.log(`      ${file.padEnd(52)} ${(gzipSize(file) / KB).toFixed(2).padStart(7)} KB`);
}
for (const name of Object.keys(BUDGETS)) {
  if (!rows.some((row) => row.name === name)) {
    console.log(`  ${name}: not found in the build`);
    failed = true;
  }
}

record({ budgets: BUDGETS, goals: GOALS, rows });
process.exit(failed ? 1 : 0);
