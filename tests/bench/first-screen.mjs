/**
 * `npm run bench`: the first screen of each measured page against its floor page (the same page and
 * calls, written by hand: demo-host/pages/floor.ts), in one run, interleaved, so the machine's
 * noise cancels. Prints the ratio of medians (first card of the widget / first card of the floor)
 * with the spread of the pairwise ratios, at 4× CPU and at 4× CPU + a 150 ms, 9 Mbps network.
 * Prints figures only; it never fails on timings. Needs a build (`npm run build`).
 *
 * BENCH_RUNS (pairs per page and condition, default 5), BENCH_PAGES (comma-separated names),
 * BENCH_BASELINE (the root of another checkout with a build: its widgets are measured in the same
 * run, served by this demo host, for a before/after).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';
import { listening, serve } from './demo-host.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASELINE = process.env.BENCH_BASELINE;
const BASELINE_ORIGIN = `http://localhost:${PORT + 1}`;

const CONDITIONS = [
  { name: '4× CPU', cpu: 4, network: undefined },
  { name: '4× CPU + 150 ms, 9 Mbps', cpu: 4, network: { offline: false, latency: 150, downloadThroughput: (9 * 1024 * 1024) / 8, uploadThroughput: (1.5 * 1024 * 1024) / 8 } },
];

/** Each measured page: the widget's URL and what its first card is, and the floor's kind. */
const pages = (ids) => [
  { name: 'japan-food home', path: `/selection/${ids['japan-food']}`, host: 'selection-home', card: '[part="product-grid"] [part="product-card"]', floor: `/floor/home/${ids['japan-food']}` },
  { name: 'outlet home', path: `/selection/${ids.outlet}`, host: 'selection-home', card: '[part="product-grid"] [part="product-card"]', floor: `/floor/home/${ids.outlet}` },
  { name: 'sneakers discovery', path: `/selection/${ids.sneakers}`, host: 'selection-home', card: '[part="product-grid"] [part="product-card"]', floor: `/floor/home/${ids.sneakers}` },
  { name: 'sneakers review tab', path: `/selection/${ids.sneakers}?tab=1`, host: 'selection-home', card: '[part~="vote-card"]', floor: `/floor/review/${ids.sneakers}?tab=1` },
  { name: 'vote page', path: `/selection/${ids.sneakers}?tab=1&path=vote`, host: 'selection-home', card: '[part~="vote-card"]', floor: `/floor/vote/${ids.sneakers}?tab=1&path=vote` },
  { name: 'children', path: `/selection/${ids.outlet}/children`, host: 'selection-children', card: 'a', floor: `/floor/children/${ids.outlet}` },
  { name: 'best', path: `/selection/${ids['japan-food']}/best`, host: 'selection-best', card: '[part="product-card"]', floor: `/floor/best/${ids['japan-food']}` },
  { name: 'story list', path: `/story-list?selection-frame-data-id=${ids.sneakers}&story-type=SNEAKERS`, host: 'selection-story-list', card: '[part="story-card"]', floor: `/floor/story/${ids.sneakers}` },
];

/** Records, in the page, the moment the first card exists (in a shadow root for the widget). */
function watchFirstCard(target) {
  const find = () => {
    if (!target.host) return document.querySelector(target.card);
    for (const host of document.querySelectorAll(target.host)) {
      const found = host.shadowRoot?.querySelector(target.card);
      if (found) return found;
    }
    return null;
  };
  const tick = () => {
    if (find()) window.__firstCard = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function measure(browser, url, target, condition, origin = ORIGIN) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
  // First visit without the first-visit guide: the guide is measured on its own pages.
  await context.addInitScript(() => sessionStorage.setItem('demo-host:guides', 'off'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
  await page.addInitScript(watchFirstCard, target);
  await page.goto(`${origin}${url}`);
  const handle = await page.waitForFunction(() => window.__firstCard, undefined, { timeout: 60_000, polling: 100 });
  const ms = await handle.jsonValue();
  await context.close();
  return ms;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const servers = [serve(PORT), ...(BASELINE ? [serve(PORT + 1, BASELINE)] : [])];
try {
  const ids = await listening(servers[0], ORIGIN);
  if (servers[1]) await listening(servers[1], BASELINE_ORIGIN);
  const browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const rows = [];
  for (const target of pages(ids).filter((entry) => !wanted || wanted.includes(entry.name))) {
    for (const condition of CONDITIONS) {
      const times = { widget: [], floor: [], baseline: [] };
      const kinds = BASELINE ? ['widget', 'floor', 'baseline'] : ['widget', 'floor'];
      for (let run = 0; run < RUNS; run += 1) {
        // Interleaved, rotating which goes first.
        const order = kinds.map((_, index) => kinds[(index + run) % kinds.length]);
        for (const which of order) {
          if (which === 'floor') times.floor.push(await measure(browser, target.floor, { host: null, card: '.floor-card' }, condition));
          else times[which].push(await measure(browser, target.path, target, condition, which === 'baseline' ? BASELINE_ORIGIN : ORIGIN));
        }
      }
      const summary = (values) => {
        const ratios = values.map((value, index) => value / times.floor[index]);
        return { ratio: median(values) / median(times.floor), min: Math.min(...ratios), max: Math.max(...ratios) };
      };
      const row = { page: target.name, condition: condition.name, runs: RUNS, ...summary(times.widget), ...(BASELINE ? { baseline: summary(times.baseline) } : {}) };
      rows.push(row);
      const text = (entry) => `${entry.ratio.toFixed(2)}× (pairs ${entry.min.toFixed(2)}–${entry.max.toFixed(2)})`;
      console.log(`${row.page.padEnd(22)} ${row.condition.padEnd(26)} first card / floor: ${text(row)}${row.baseline ? `   baseline: ${text(row.baseline)}` : ''}   ${RUNS} runs`);
    }
  }
  await browser.close();
  mkdirSync('tests/bench/results', { recursive: true });
  writeFileSync('tests/bench/results/first-screen.json', `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
} finally {
  for (const server of servers) server.kill();
}
