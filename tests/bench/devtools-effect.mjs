/**
 * What a DevTools session adds to a page that evaluates React. React DOM makes Error objects as its
 * module runs; once a client has enabled DevTools' Runtime domain (Lighthouse and Playwright do, and
 * so every first-card round and Lighthouse run of first-screen.mjs), V8 keeps a detailed stack trace
 * of each, and finds their lines by parsing React's file again on the main thread. A visitor's
 * browser does neither.
 *
 * For each page, its four kinds as first-screen.mjs loads them (the widget's page, the server-
 * rendered page, the floor and the React floor), at 4× CPU on a phone, each load made twice: with
 * only the Page, Network and Emulation domains the measuring needs ("visitor"), and with the Runtime
 * domain enabled as well ("DevTools"). Of every load, its first card: the first frame that begins
 * with it, as first-screen.mjs reads it, but watched without asking for frames before it exists
 * (`watchFirstCard` with `quietly`: asking at every frame adds to a served page's blocking); the ratios
 * of the rounds' medians between the kinds, with their 90% intervals. Of the
 * server-rendered page and the React floor, also the blocking time after the first paint (each long
 * task's time past 50 ms, summed as TBT sums it, from the page's own `longtask` entries) and the
 * longest task, read once, 7 s after the load event, hydration and the person's own data done. The
 * browser is driven over a pipe, by this script's own few CDP calls, because Playwright enables the
 * Runtime domain on every page it opens. Rounds rotate a page's eight loads; medians. Prints figures
 * only; it never fails on timings. Needs a build and the React floor's (`npm run bench` makes it).
 *
 * BENCH_DEVTOOLS_RUNS (rounds, default 3), BENCH_PAGES (as first-screen.mjs reads it), BENCH_PORT.
 * Figures go to tests/bench/results/devtools-effect.json, and from there into results.md.
 */
import { firstCardOf, measureEachPage, withPhonePage } from './cdp-pipe.mjs';
import { FLOOR_CARD, reactFloor, served } from './pages.mjs';
import { startRecord } from './provenance.mjs';
import { median, pairedRatio } from './stats.mjs';

const record = startRecord('devtools-effect');
const PORT = Number(process.env.BENCH_PORT ?? 4195);
const RUNS = Number(process.env.BENCH_DEVTOOLS_RUNS ?? 3);
/** How long after its load event a page is read: on this machine kind, at 4× CPU, its last long task has ended by then. */
const SETTLE_MS = 7_000;
/** Installed before the page's own scripts: its long tasks, read at the end. */
const LONG_TASKS = `window.__benchLongTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]); }).observe({ type: 'longtask', buffered: true });`;

/**
 * One load of `url` as a phone (`withPhonePage`: 4× CPU, the cache off, a fresh context); `runtime`
 * enables DevTools' Runtime domain before it. Returns its first card in milliseconds from the
 * navigation and, with `settle`, its blocking time after the first paint and its longest task after
 * it (`throttled: false`: unthrottled, unread, a warm-up).
 */
function load(cdp, url, { first, runtime, settle = false, throttled = true }) {
  return withPhonePage(cdp, { first, throttled, script: LONG_TASKS }, async (page) => {
    if (runtime) await page.send('Runtime.enable');
    await page.navigate(url);
    if (!throttled) return undefined;
    if (!settle) return { card: await firstCardOf(page, url) };
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { tasks, paint, card } = await page.read(
      `JSON.stringify({ tasks: window.__benchLongTasks, paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, card: window.__benchCard })`,
    );
    if (paint === undefined) throw new Error(`bench: no first paint on ${url}`);
    if (card === undefined) throw new Error(`bench: no first card on ${url} ${SETTLE_MS / 1000} s after its load`);
    const after = tasks.filter(([start]) => start >= paint).map(([, duration]) => duration);
    return { card, blocking: after.reduce((sum, duration) => sum + duration - 50, 0), longest: Math.max(0, ...after) };
  });
}

const rows = await measureEachPage(PORT, async ({ cdp, origin, target }) => {
  const kinds = {
    widget: { url: `${origin}${target.path}`, first: target },
    ssr: { url: `${origin}${served(target)}`, first: target, settle: true },
    floor: { url: `${origin}${target.floor}`, first: FLOOR_CARD },
    reactFloor: { url: `${origin}${reactFloor(target)}`, first: FLOOR_CARD, settle: true },
  };
  // The demo host draws each picture on its first request: that work belongs to no measured load.
  for (const { url, first } of Object.values(kinds)) await load(cdp, url, { first, runtime: false, throttled: false });
  const loads = Object.keys(kinds).flatMap((kind) => [false, true].map((runtime) => ({ kind, runtime })));
  const figures = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, { visitor: [], devtools: [] }]));
  for (let run = 0; run < RUNS; run += 1) {
    for (let index = 0; index < loads.length; index += 1) {
      const { kind, runtime } = loads[(index + run) % loads.length];
      figures[kind][runtime ? 'devtools' : 'visitor'].push(await load(cdp, kinds[kind].url, { ...kinds[kind], runtime }));
    }
  }
  const summary = (measures) => ({
    blocking: median(measures.map((measure) => measure.blocking)),
    longest: median(measures.map((measure) => measure.longest)),
  });
  const card = (kind, mode) => figures[kind][mode].map((measure) => measure.card);
  const cards = (mode) => ({
    widgetOverReactFloor: pairedRatio(card('widget', mode), card('reactFloor', mode)),
    reactFloorOverFloor: pairedRatio(card('reactFloor', mode), card('floor', mode)),
    ssrOverFloor: pairedRatio(card('ssr', mode), card('floor', mode)),
  });
  const row = {
    page: target.name,
    ssr: { visitor: summary(figures.ssr.visitor), devtools: summary(figures.ssr.devtools) },
    reactFloor: { visitor: summary(figures.reactFloor.visitor), devtools: summary(figures.reactFloor.devtools) },
    firstCard: { visitor: cards('visitor'), devtools: cards('devtools') },
    // Each kind's first cards in milliseconds, round by round (for reading the run again; results.md shows ratios).
    cards: Object.fromEntries(
      Object.keys(figures).map((kind) => [
        kind,
        { visitor: card(kind, 'visitor').map(Math.round), devtools: card(kind, 'devtools').map(Math.round) },
      ]),
    ),
  };
  const ms = (value) => `${Math.round(value)} ms`;
  const x = (mode, name) => `${row.firstCard[mode][name].ratio.toFixed(2)}×`;
  console.log(
    `${row.page.padEnd(22)} blocking after the first paint (longest task), visitor / with DevTools' Runtime domain:   SSR ${ms(row.ssr.visitor.blocking)} (${ms(row.ssr.visitor.longest)}) / ${ms(row.ssr.devtools.blocking)} (${ms(row.ssr.devtools.longest)})   React floor ${ms(row.reactFloor.visitor.blocking)} (${ms(row.reactFloor.visitor.longest)}) / ${ms(row.reactFloor.devtools.blocking)} (${ms(row.reactFloor.devtools.longest)})   ${RUNS} runs`,
  );
  console.log(
    `${''.padEnd(22)} first card, visitor / with DevTools' Runtime domain:   widget / React floor ${x('visitor', 'widgetOverReactFloor')} / ${x('devtools', 'widgetOverReactFloor')}   React floor / floor ${x('visitor', 'reactFloorOverFloor')} / ${x('devtools', 'reactFloorOverFloor')}   SSR / floor ${x('visitor', 'ssrOverFloor')} / ${x('devtools', 'ssrOverFloor')}`,
  );
  return row;
});
record({ runs: RUNS, rows });
