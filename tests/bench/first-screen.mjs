/**
 * `npm run bench`: the first screen of each measured page against its floor page (the same page and
 * calls, written by hand: floor/page.ts, served by the benchmark's own server, server.ts), in one
 * run, interleaved, so the machine's noise cancels. Prints the ratio of medians (first card of the
 * widget / first card of the floor) with the spread of the pairwise ratios, at 4× CPU and at 4× CPU
 * + a 150 ms, 9 Mbps network. Prints figures only; it never fails on timings. Needs a build
 * (`npm run build`) and the React floor's (`npm run bench` makes it).
 *
 * Beside them, the React floor (the same floor drawn by React alone: floor/floor-react.tsx), in the
 * same rounds (widget, floor and React floor, in rotating order): React floor / floor is what the
 * chosen stack costs before any widget code runs, and widget / React floor what the widgets' own
 * code adds. Before measuring, each floor is checked to draw a named card per entry and the React
 * floor the same cards (floor/check.mjs): the run stops when one does not.
 *
 * Beside them too, the same page rendered on the server (`/ssr…`: selection-widgets/server writes the
 * first screen into the HTML as declarative shadow DOM, and the element hydrates it): its first card
 * is in the HTML, so SSR / floor says whether it paints before a hand-written client page does.
 *
 * Then Lighthouse (mobile preset: simulated slow 4G, 4× CPU) on each page, its server-rendered page
 * and both floors, in rotating order, through the demo host's CDN-like front (Brotli or gzip, immutable hashed chunks):
 * performance score, LCP, TBT and CLS of each, and the LCP ratios.
 *
 * BENCH_RUNS (rounds per page and condition, default 15: with fewer, a 4× CPU ratio's interval is
 * too wide to decide a goal), BENCH_PAGES (comma-separated names), BENCH_BASELINE (the root of
 * another checkout with a build: its widgets are measured in the same run, Lighthouse's included,
 * served by this demo host, for a before/after), BENCH_LIGHTHOUSE (runs per page and kind, default 3, medians; 0 skips
 * Lighthouse). Figures go to tests/bench/results/first-screen.json, and from
 * there into tests/bench/results.md (report.mjs).
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';
import { listening, serve } from './demo-host.mjs';
import { checkFloors } from './floor/check.mjs';
import { CONDITIONS } from './conditions.mjs';
import { FLOOR_CARD, PHONE, measuredPages, reactFloor, served, watchFirstCard } from './pages.mjs';
import { startRecord } from './provenance.mjs';
import { beforeLoad, quietReport, quietTally } from './quiet.mjs';
import { median, pairedRatio } from './stats.mjs';

const record = startRecord('first-screen');
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const BASELINE = process.env.BENCH_BASELINE;
const BASELINE_ORIGIN = `http://localhost:${PORT + 1}`;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE ?? 3);

/** A fresh phone context with the cache off and no first-visit guide (measured on its own pages). */
async function freshPhonePage(browser) {
  const context = await browser.newContext({ ...PHONE, locale: 'ko-KR' });
  await context.addInitScript(() => sessionStorage.setItem('demo-host:guides', 'off'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

async function measure(browser, url, target, condition, origin = ORIGIN) {
  const { context, page, cdp } = await freshPhonePage(browser);
  // On a quiet machine, before the throttling (quiet.mjs).
  await beforeLoad();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
  let report;
  /** `card`: the first card, in milliseconds from the navigation; `render`: how long the server's render of the page took within it. */
  const firstCard = new Promise((resolve, reject) => {
    report = resolve;
    setTimeout(() => reject(new Error(`bench: no first card on ${url} within 60 s`)), 60_000).unref();
  });
  await page.exposeFunction('__benchFirstCard', (card, render) => report({ card, render }));
  await page.addInitScript(watchFirstCard, target);
  await page.goto(`${origin}${url}`);
  const measured = await firstCard;
  await context.close();
  return measured;
}

/** What each kind measured loads for a page: its path, its origin and its first card. */
const loadsOf = (target) => ({
  widget: { path: target.path, origin: ORIGIN, first: target },
  ssr: { path: served(target), origin: ORIGIN, first: target },
  floor: { path: target.floor, origin: ORIGIN, first: FLOOR_CARD },
  react: { path: reactFloor(target), origin: ORIGIN, first: FLOOR_CARD },
  baseline: { path: target.path, origin: BASELINE_ORIGIN, first: target },
});

/**
 * One unmeasured load of a page and both its floors (and the baseline's page), unthrottled, until
 * the network is idle: the demo host rasterizes each image on its first request and keeps it, and
 * that work, on the machine the browser shares, belongs to no measured run.
 */
async function warmUp(browser, target) {
  const { widget, ssr, floor, react, baseline } = loadsOf(target);
  // The baseline's demo host draws its own copies of the images.
  const urls = [widget, ssr, floor, react, ...(BASELINE ? [baseline] : [])].map(({ path, origin }) => `${origin}${path}`);
  for (const url of urls) {
    const { context, page } = await freshPhonePage(browser);
    await page.goto(url, { waitUntil: 'networkidle' });
    await context.close();
  }
}

/** Resolves once the page's main thread has had an idle period (no task running for `ms`). */
function quiet(ms) {
  return new Promise((resolve) => {
    const wait = () => requestIdleCallback((deadline) => (deadline.timeRemaining() >= ms - 1 ? resolve() : wait()), { timeout: 10_000 });
    wait();
  });
}

/**
 * A sort change under `condition`: from the change of the sort select to the first card of the new
 * order, over the time the same list request takes alone — sent again by hand from the same page,
 * under the same condition, once the page is quiet (median of three).
 */
async function sortChangeRatio(browser, url, condition, origin = ORIGIN) {
  const { context, page, cdp } = await freshPhonePage(browser);
  await page.goto(`${origin}${url}`);
  const card = page.locator('selection-home [part="product-grid"] [part="product-card"]').first();
  await card.waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  if (condition.network) await cdp.send('Network.emulateNetworkConditions', condition.network);
  await page.evaluate(quiet, 50);
  const listCall = page.waitForRequest(
    (request) => request.url().includes('/item/get-legacies') && (request.postData() ?? '').includes('LOW_PRICE'),
  );
  const widgetMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = document.querySelector('selection-home').shadowRoot;
        const first = () => root.querySelector('[part="product-grid"] [part="product-card"]')?.getAttribute('data-item-id');
        const before = first();
        const select = root.querySelector('[part="list-controls"] select');
        const start = performance.now();
        select.value = 'LOW_PRICE';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        const tick = () => {
          const now = first();
          if (now && now !== before) resolve(performance.now() - start);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  const request = await listCall;
  await page.waitForLoadState('networkidle');
  // The same call alone, on the quiet page (its answer is not cached: the cache is off).
  const sent = await request.allHeaders();
  const headers = Object.fromEntries(
    Object.entries(sent).filter(
      ([name]) => !name.startsWith(':') && !['host', 'content-length', 'connection', 'origin', 'referer', 'user-agent'].includes(name),
    ),
  );
  const alone = [];
  for (let run = 0; run < 3; run += 1) {
    await page.evaluate(quiet, 50);
    alone.push(
      await page.evaluate(
        async ({ url: callUrl, body, headers: callHeaders }) => {
          const start = performance.now();
          await (await fetch(callUrl, { method: 'POST', body, headers: callHeaders })).json();
          return performance.now() - start;
        },
        { url: request.url(), body: request.postData(), headers },
      ),
    );
  }
  await context.close();
  return widgetMs / median(alone);
}

/** One Lighthouse mobile run (its default preset) of `url`: the figures the goals name. */
async function lighthouseRun(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const audits = result?.lhr.audits ?? {};
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/** Lighthouse on each page and both floors (and the baseline's page), interleaved; prints medians and the LCP ratios. */
async function lighthousePass(targets) {
  // Guides stay off (as in the first-card runs): `?guides=off` is the demo host's switch.
  const withoutGuide = ({ origin, path }) => `${origin}${path}${path.includes('?') ? '&' : '?'}guides=off`;
  const chrome = await launchChrome({
    chromePath: findBrowser(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    console.log('\nLighthouse mobile (slow 4G, 4× CPU, simulated), medians:');
    for (const target of targets) {
      const runs = { widget: [], ssr: [], floor: [], react: [], ...(BASELINE ? { baseline: [] } : {}) };
      const pagesOf = loadsOf(target);
      const kinds = Object.keys(runs);
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
        for (const which of kinds.map((_, index) => kinds[(index + run) % kinds.length])) {
          runs[which].push(await lighthouseRun(chrome.port, withoutGuide(pagesOf[which])));
        }
      }
      const pick = (which, key) => median(runs[which].map((entry) => entry[key]));
      const row = {
        page: target.name,
        score: pick('widget', 'score'),
        lcp: pick('widget', 'lcp'),
        tbt: pick('widget', 'tbt'),
        cls: pick('widget', 'cls'),
        floor: { score: pick('floor', 'score'), lcp: pick('floor', 'lcp'), tbt: pick('floor', 'tbt'), cls: pick('floor', 'cls') },
        reactFloor: { score: pick('react', 'score'), lcp: pick('react', 'lcp'), tbt: pick('react', 'tbt'), cls: pick('react', 'cls') },
        ssr: { score: pick('ssr', 'score'), lcp: pick('ssr', 'lcp'), tbt: pick('ssr', 'tbt'), cls: pick('ssr', 'cls') },
      };
      row.ssr.lcpRatio = row.ssr.lcp / row.floor.lcp;
      row.lcpRatio = row.lcp / row.floor.lcp;
      row.reactFloor.lcpRatio = row.reactFloor.lcp / row.floor.lcp;
      row.lcpOverReactFloor = row.lcp / row.reactFloor.lcp;
      if (BASELINE)
        row.baseline = {
          score: pick('baseline', 'score'),
          lcp: pick('baseline', 'lcp'),
          lcpOverReactFloor: pick('baseline', 'lcp') / row.reactFloor.lcp,
        };
      rows.push(row);
      console.log(
        `${row.page.padEnd(22)} score ${String(row.score).padStart(3)} (floor ${row.floor.score})  LCP ${Math.round(row.lcp)} ms / floor ${Math.round(row.floor.lcp)} ms = ${row.lcpRatio.toFixed(2)}×  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}   React floor: score ${row.reactFloor.score}, LCP ${Math.round(row.reactFloor.lcp)} ms = ${row.reactFloor.lcpRatio.toFixed(2)}× (widget / React floor ${row.lcpOverReactFloor.toFixed(2)}×), TBT ${Math.round(row.reactFloor.tbt)} ms   SSR: score ${row.ssr.score}, LCP ${row.ssr.lcpRatio.toFixed(2)}×, TBT ${Math.round(row.ssr.tbt)} ms, CLS ${row.ssr.cls.toFixed(3)}${row.baseline ? `   baseline: LCP ${Math.round(row.baseline.lcp)} ms (widget / baseline ${(row.lcp / row.baseline.lcp).toFixed(2)}×, baseline / React floor ${row.baseline.lcpOverReactFloor.toFixed(2)}×)` : ''}   ${LIGHTHOUSE_RUNS} runs`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/**
 * `1.23× (90% 1.12–1.35, pairs 1.10–1.40)`: the ratio, the interval the machine's noise leaves it
 * (`pairedRatio`, a ratio of medians) and the spread; the baseline's beside it when measured.
 */
const figure = (entry, what) =>
  `${entry.ratio.toFixed(2)}× (${entry.low === undefined ? '' : `90% ${entry.low.toFixed(2)}–${entry.high.toFixed(2)}, `}${what} ${entry.min.toFixed(2)}–${entry.max.toFixed(2)})`;
const withBaseline = (row, what) =>
  `${figure(row, what)}${row.baseline ? `   baseline: ${figure(row.baseline, what)}` : ''}   ${RUNS} runs`;
/** A share as a whole percentage: `0.3` → `30%`. */
const percent = (share) => `${Math.round(share * 100)}%`;

const servers = [serve(PORT), ...(BASELINE ? [serve(PORT + 1, BASELINE)] : [])];
try {
  const ids = await listening(servers[0], ORIGIN);
  if (servers[1]) await listening(servers[1], BASELINE_ORIGIN);
  const browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
  const measured = measuredPages(ids);
  await checkFloors(
    browser,
    ORIGIN,
    measured.map((target) => target.floor),
  );
  const rows = [];
  for (const target of measured) {
    await warmUp(browser, target);
    for (const condition of CONDITIONS) {
      const times = { widget: [], ssr: [], floor: [], react: [], baseline: [] };
      /** Of each SSR first card, the share the server's render took (the rest is the browser's). */
      const serverShares = [];
      const kinds = ['widget', 'ssr', 'floor', 'react', ...(BASELINE ? ['baseline'] : [])];
      for (let run = 0; run < RUNS; run += 1) {
        // Interleaved, rotating which goes first.
        const order = kinds.map((_, index) => kinds[(index + run) % kinds.length]);
        for (const which of order) {
          const { path, origin, first } = loadsOf(target)[which];
          const { card, render } = await measure(browser, path, first, condition, origin);
          times[which].push(card);
          if (which === 'ssr') serverShares.push(render / card);
        }
      }
      const summary = (values, over = times.floor) => pairedRatio(values, over);
      const row = {
        page: target.name,
        condition: condition.name,
        runs: RUNS,
        ...summary(times.widget),
        ...(BASELINE ? { baseline: summary(times.baseline) } : {}),
        reactFloor: summary(times.react),
        overReactFloor: summary(times.widget, times.react),
        ssr: { ...summary(times.ssr), serverShare: median(serverShares) },
        // Each kind's first cards in milliseconds, round by round (for reading the run again; results.md shows ratios).
        times,
      };
      rows.push(row);
      console.log(
        `${row.page.padEnd(22)} ${row.condition.padEnd(26)} first card / floor: ${withBaseline(row, 'pairs')}   React floor / floor: ${figure(row.reactFloor, 'pairs')}   widget / React floor: ${figure(row.overReactFloor, 'pairs')}   SSR / floor: ${figure(row.ssr, 'pairs')} (the server's render: ${percent(row.ssr.serverShare)} of it)`,
      );
    }
  }
  if (measured.some((target) => target.name === 'japan-food home')) {
    console.log('');
    for (const condition of CONDITIONS) {
      const ratios = { widget: [], baseline: [] };
      for (let run = 0; run < RUNS; run += 1) {
        ratios.widget.push(await sortChangeRatio(browser, `/selection/${ids['japan-food']}`, condition));
        if (BASELINE) ratios.baseline.push(await sortChangeRatio(browser, `/selection/${ids['japan-food']}`, condition, BASELINE_ORIGIN));
      }
      const summary = (values) => ({ ratio: median(values), min: Math.min(...values), max: Math.max(...values) });
      const sortRow = {
        page: 'japan-food home',
        condition: `sort change, ${condition.name}: new first card / the same fetch alone`,
        runs: RUNS,
        ...summary(ratios.widget),
        ...(BASELINE ? { baseline: summary(ratios.baseline) } : {}),
      };
      rows.push(sortRow);
      console.log(`sort change (${condition.name}): new first card / the same fetch alone: ${withBaseline(sortRow, 'runs')}`);
    }
  }
  await browser.close();
  console.log(`\n${quietReport()}`);
  const lighthouseRows = LIGHTHOUSE_RUNS > 0 ? await lighthousePass(measured) : [];
  record({ runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS, ...quietTally(), rows, lighthouse: lighthouseRows });
} finally {
  for (const server of servers) server.kill();
}
