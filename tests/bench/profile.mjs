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
 *   paint, garbage collection).
 * The profiler slows every load, so the figures say where time goes, not how long a page takes.
 * Rounds alternate the two kinds of a page; each figure is the mean per load. Prints figures only.
 * Needs a build and the React floor's (`npm run bench` makes it).
 *
 * BENCH_PROFILE_RUNS (loads per page and kind, default 5), BENCH_PAGES (as first-screen.mjs reads
 * it), BENCH_PORT. Figures go to tests/bench/results/profile.json, and from there into results.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { launchBrowser } from './cdp-pipe.mjs';
import { listening, serve } from './demo-host.mjs';
import { FLOOR_CARD, PHONE, pages, reactFloor, watchFirstCard } from './pages.mjs';
import { attribute, meanParts, partOfSource } from './profile-parts.mjs';
import { startRecord } from './provenance.mjs';
import { median } from './stats.mjs';

const record = startRecord('profile');
const PORT = Number(process.env.BENCH_PORT ?? 4193);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_PROFILE_RUNS ?? 5);
/** V8's sampling interval, in microseconds (its default is 1,000: too coarse for a part of a few milliseconds). */
const SAMPLING_US = 200;
const POLL_MS = 250;
const CARD_TIMEOUT_MS = 60_000;

/** Each built file's source map (`dist/…` as the demo host serves it), read once; undefined for a file without one. */
const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    const { pathname } = new URL(url);
    const file = pathname.startsWith('/dist/') ? `${pathname.slice(1)}.map` : undefined;
    maps.set(url, file && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
  }
  return maps.get(url);
}

/** The part of a frame with a script's URL, on a page at `pageUrl`. */
function partOf(pageUrl) {
  return ({ url, lineNumber, columnNumber }) => {
    if (url === pageUrl) return 'own';
    const { pathname } = new URL(url);
    if (pathname.startsWith('/demo/')) return 'host';
    if (pathname.startsWith('/bench/')) return 'react';
    if (!pathname.startsWith('/dist/')) return 'other';
    const source = sourceMapOf(url)?.findEntry(lineNumber, columnNumber).originalSource;
    return source ? partOfSource(source) : 'own';
  };
}

/** One profiled load of `url` in a fresh context (`throttled: false`: a warm-up, not read). */
async function load(cdp, url, { first, throttled = true }) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext');
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    const send = (method, params) => cdp.send(method, params, sessionId);
    await send('Page.enable');
    await send('Network.enable');
    await send('Network.setCacheDisabled', { cacheDisabled: true });
    await send('Emulation.setUserAgentOverride', { userAgent: PHONE.userAgent });
    await send('Emulation.setDeviceMetricsOverride', { ...PHONE.viewport, deviceScaleFactor: 1, mobile: PHONE.isMobile });
    await send('Emulation.setTouchEmulationEnabled', { enabled: PHONE.hasTouch });
    await send('Page.addScriptToEvaluateOnNewDocument', {
      source: `sessionStorage.setItem('demo-host:guides', 'off');
window.__benchFirstCard = (card) => { window.__benchCard ??= card; };
(${watchFirstCard})(${JSON.stringify({ host: first.host, card: first.card, quietly: true })});`,
    });
    if (throttled) {
      await send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await send('Profiler.enable');
      await send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      await send('Profiler.start');
    }
    // The document's request is the first the page sends: its time is the navigation's, on the profile's clock.
    const requested = cdp.once('Network.requestWillBeSent', sessionId);
    const loaded = cdp.once('Page.loadEventFired', sessionId);
    await send('Page.navigate', { url });
    const { timestamp } = await requested;
    await loaded;
    // Read with Runtime.evaluate, which leaves the domain off.
    let card = null;
    for (let waited = 0; card === null && waited < CARD_TIMEOUT_MS; waited += POLL_MS) {
      card = JSON.parse(
        (await send('Runtime.evaluate', { expression: 'JSON.stringify(window.__benchCard ?? null)', returnByValue: true })).result.value,
      );
      if (card === null) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (card === null) throw new Error(`bench: no first card on ${url} within ${CARD_TIMEOUT_MS / 1000} s`);
    if (!throttled) return undefined;
    const { profile } = await send('Profiler.stop');
    const navigation = timestamp * 1e6;
    return { card, parts: attribute(profile, { from: navigation, to: navigation + card * 1000, partOf: partOf(url) }) };
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const round = (parts) => Object.fromEntries(Object.entries(parts).map(([name, ms]) => [name, Math.round(ms * 10) / 10]));

const server = serve(PORT);
const cdp = launchBrowser();
try {
  const ids = await listening(server, ORIGIN);
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const measured = pages(ids).filter((entry) => !wanted || wanted.includes(entry.name));
  if (measured.length === 0) throw new Error('bench: BENCH_PAGES names no page');
  const rows = [];
  for (const target of measured) {
    const kinds = {
      widget: { url: `${ORIGIN}${target.path}`, first: target },
      reactFloor: { url: `${ORIGIN}${reactFloor(target)}`, first: FLOOR_CARD },
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
    rows.push(row);
    const show = ({ card, parts }) =>
      `own ${Math.round(parts.own ?? 0)}, React ${Math.round(parts.react ?? 0)}, outside JS ${Math.round(parts.outside ?? 0)}, host ${Math.round(parts.host ?? 0)} ms (first card ${card} ms, profiled)`;
    console.log(`${row.page.padEnd(22)} widget: ${show(row.widget)}   React floor: ${show(row.reactFloor)}   ${RUNS} loads each`);
  }
  record({ runs: RUNS, samplingUs: SAMPLING_US, rows });
} finally {
  await cdp.close();
  server.kill();
}
