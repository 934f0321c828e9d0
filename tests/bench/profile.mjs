/**
 * Where each page's main-thread time goes before its first card, the widget's page beside its
 * React floor: V8's sampling profiler over loads made as a visitor's browser makes them (a phone at
 * 4× CPU, the cache off, a fresh context; no Runtime domain, as devtools-effect.mjs explains), from
 * the navigation to the first card (`watchFirstCard`, watched quietly). Each sample counts to a part
 * (profile-parts.mjs), through the build's source maps:
 * - `own`: the widgets' own code and the libraries they ship (the loader, core, bridge, elements;
 *   valibot, nanostores, ofetch, r2wc…), with the browser calls it makes; for the React floor, its
 *   page's inline script, which sends the same calls;
 * - `react`: React DOM, React and the scheduler drawing the widget's first screen; for the React
 *   floor, its whole bundle (React and its cards: it has no source map);
 * - `host`: the demo host's own scripts, the same on both pages;
 * - `outside`: the main thread busy outside JavaScript (parsing and compiling, style, layout,
 *   paint, garbage collection);
 * - `other`: script no page file holds, mostly the measuring's own (the first-card watcher this
 *   installs, its reads of the page).
 * The profiler slows every load, so the figures say where time goes, not how long a page takes.
 * Rounds alternate the two kinds of a page; each figure is the mean per load. Prints figures only.
 * Needs a build and the React floor's (`npm run bench` makes it).
 *
 * BENCH_PROFILE_RUNS (loads per page and kind, default 5), BENCH_PAGES (as first-screen.mjs reads
 * it), BENCH_PORT. Figures go to tests/bench/results/profile.json, and from there into results.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';
import { firstCardOf, measureEachPage, withPhonePage } from './cdp-pipe.mjs';
import { FLOOR_CARD, reactFloor } from './pages.mjs';
import { attribute, framePart, meanParts } from './profile-parts.mjs';
import { startRecord } from './provenance.mjs';
import { median } from './stats.mjs';

const record = startRecord('profile');
const PORT = Number(process.env.BENCH_PORT ?? 4193);
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
/** V8's sampling interval, in microseconds (its default is 1,000: too coarse for a part of a few milliseconds). */
const SAMPLING_US = 200;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each built file's source map (`dist/…`, as the demo host serves the build), read once; undefined for a file without one. */
const maps = new Map();
function sourceMapOf(file) {
  if (!maps.has(file)) {
    const map = `${ROOT}${file}.map`;
    maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : undefined);
  }
  return maps.get(file);
}

/** One profiled load of `url` (`throttled: false`: a warm-up, not profiled). */
function load(cdp, url, { first, throttled = true }) {
  return withPhonePage(cdp, { first, throttled }, async (page) => {
    if (throttled) {
      await page.send('Profiler.enable');
      await page.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      await page.send('Profiler.start');
    }
    // The document's request time is the navigation's, on the profile's clock.
    const { timestamp, request } = await page.navigate(url);
    const card = await firstCardOf(page, url);
    if (!throttled) return undefined;
    const { profile } = await page.send('Profiler.stop');
    const navigation = timestamp * 1e6;
    const parts = attribute(profile, { from: navigation, to: navigation + card * 1000, partOf: framePart(request.url, sourceMapOf) });
    if (Object.keys(parts).length === 0) throw new Error(`bench: no sample of ${url} before its first card`);
    return { card, parts };
  });
}

const round = (parts) => Object.fromEntries(Object.entries(parts).map(([name, ms]) => [name, Math.round(ms * 10) / 10]));

const rows = await measureEachPage(PORT, async ({ cdp, origin, target }) => {
  const kinds = {
    widget: { url: `${origin}${target.path}`, first: target },
    reactFloor: { url: `${origin}${reactFloor(target)}`, first: FLOOR_CARD },
  };
  // The demo host draws each picture on its first request: that work belongs to no measured load.
  for (const kind of Object.values(kinds)) await load(cdp, kind.url, { ...kind, throttled: false });
  const loads = { widget: [], reactFloor: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? ['widget', 'reactFloor'] : ['reactFloor', 'widget'];
    for (const kind of order) loads[kind].push(await load(cdp, kinds[kind].url, kinds[kind]));
  }
  const summary = (kind) => ({
    card: Math.round(median(loads[kind].map((entry) => entry.card))),
    parts: round(meanParts(loads[kind].map((entry) => entry.parts))),
  });
  const row = { page: target.name, widget: summary('widget'), reactFloor: summary('reactFloor') };
  const show = ({ card, parts }) =>
    `own ${Math.round(parts.own ?? 0)}, React ${Math.round(parts.react ?? 0)}, outside JS ${Math.round(parts.outside ?? 0)}, host ${Math.round(parts.host ?? 0)}, other ${Math.round(parts.other ?? 0)} ms (first card ${card} ms, profiled)`;
  console.log(`${row.page.padEnd(22)} widget: ${show(row.widget)}   React floor: ${show(row.reactFloor)}   ${RUNS} loads each`);
  return row;
});
record({ runs: RUNS, samplingUs: SAMPLING_US, rows });
