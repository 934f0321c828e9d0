/**
 * A long scroll through the product list: elements on the page (shadow roots included) after 1, 5
 * and 10 product pages, and how long a like takes to show (`aria-pressed`) with 21 and with 210
 * products loaded (two pages side by side, likes alternating between them, 4× CPU). Prints counts and ratios only; it never fails on timings. Needs a build.
 *
 * BENCH_LIKES (likes per list length, default 25), BENCH_BASELINE (the root of another checkout
 * with a build: measured in the same run for a before/after), BENCH_PORT. Not BENCH_RUNS, which
 * `npm run bench` gives the first-screen pairs: a like shows in 11–14 ms at 4× CPU, and on one build
 * runs of 4 likes read 0.94× and 1.07×, runs of 25 read 0.88× and 1.08×, so a ratio within ±0.1 of
 * 1 is this machine's spread, not a list-length cost.
 */
import { chromium } from 'playwright';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';
import { listening, serve } from './demo-host.mjs';
import { startRecord } from './provenance.mjs';
import { median } from './stats.mjs';

const record = startRecord('long-list');
const PORT = Number(process.env.BENCH_PORT ?? 4197);
const RUNS = Number(process.env.BENCH_LIKES ?? 25);
const BASELINE = process.env.BENCH_BASELINE;
const CHECKPOINTS = [1, 5, 10];
const PAGE_SIZE = 21;

/** Every element of the document and of every open shadow root in it. */
function countElements() {
  const count = (root) => {
    let total = 0;
    for (const element of root.querySelectorAll('*')) {
      total += 1;
      if (element.shadowRoot) total += count(element.shadowRoot);
    }
    return total;
  };
  return count(document);
}

/** Distinct products drawn or ever drawn by the list (a windowed list draws only some of them). */
function seenProducts() {
  const seen = (window.__seenProducts ??= new Set());
  for (const card of document
    .querySelector('selection-home')
    ?.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]') ?? []) {
    seen.add(card.getAttribute('data-item-id'));
  }
  return seen.size;
}

/** Scrolls (or presses "더 보기") until `pages` pages of products have been loaded. */
async function loadPages(page, pages) {
  const home = page.locator('selection-home');
  for (let round = 0; round < 100; round += 1) {
    const seen = await page.evaluate(seenProducts);
    if (seen >= pages * PAGE_SIZE) break;
    const more = home.locator('[part="list-more"]');
    if (await more.isVisible().catch(() => false)) await more.click();
    else await home.locator('[part="product-grid"] [part="product-card"]').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1200);
    // Until the list has grown (or a moment has passed: the next round scrolls again).
    await page.waitForFunction(`(${seenProducts})() > ${seen}`, undefined, { timeout: 3000, polling: 50 }).catch(() => undefined);
  }
  // Settled: the list has drawn what it keeps near the viewport.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Milliseconds from a click on a heart to its `aria-pressed` change, measured in the page. */
async function likeTime(page) {
  return page.evaluate(async () => {
    const root = document.querySelector('selection-home').shadowRoot;
    const cards = [...root.querySelectorAll('[part="product-grid"] [part="product-card"]')];
    const inView =
      cards.find((card) => {
        const box = card.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }) ?? cards[0];
    const button = inView.querySelector('button[aria-pressed]');
    const before = button.getAttribute('aria-pressed');
    const pressed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (button.getAttribute('aria-pressed') !== before) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
    });
    const started = performance.now();
    button.click();
    const ms = (await pressed) - started;
    // The call settles before the next like (a second one on its way would be refused).
    await new Promise((resolve) => {
      const check = () => (button.hasAttribute('aria-busy') ? setTimeout(check, 10) : resolve());
      check();
    });
    return ms;
  });
}

async function measure(browser, origin, largeId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'ko-KR' });
  await context.addInitScript(() => sessionStorage.setItem('demo-host:guides', 'off'));
  const page = await context.newPage();
  await page.goto(`${origin}/selection/${largeId}`);
  await page.locator('selection-home [part="product-grid"] [part="product-card"]').first().waitFor();
  const elements = {};
  for (const pages of CHECKPOINTS) {
    await loadPages(page, pages);
    elements[pages] = await page.evaluate(countElements);
  }
  // Likes, signed in, at 21 and at 210 products loaded: two pages side by side, likes alternating
  // between them (each heart on, then off), at 4× CPU so the figures stand above the timer's grain.
  const login = await page.request.post(`${origin}/api_base/auth/app/login`, {
    data: { email: 'buyer2@example.com', password: 'selection1234' },
  });
  if (!login.ok()) throw new Error(`bench: login failed (${login.status()})`);
  const lists = {};
  for (const pages of [1, 10]) {
    const tab = pages === 1 ? page : await context.newPage();
    await tab.goto(`${origin}/selection/${largeId}`);
    await tab.locator('selection-home [part="product-grid"] [part="product-card"]').first().waitFor();
    await loadPages(tab, pages);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    lists[pages * PAGE_SIZE] = { tab, times: [] };
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const list of Object.values(lists)) {
      await list.tab.bringToFront();
      list.times.push(await likeTime(list.tab));
    }
  }
  const likes = Object.fromEntries(Object.entries(lists).map(([count, list]) => [count, median(list.times)]));
  await context.close();
  return { elements, likes };
}

const builds = [{ name: 'this build', origin: `http://localhost:${PORT}`, server: serve(PORT) }];
if (BASELINE) builds.push({ name: 'baseline', origin: `http://localhost:${PORT + 1}`, server: serve(PORT + 1, BASELINE) });
try {
  const ids = await listening(builds[0].server, builds[0].origin);
  for (const build of builds.slice(1)) await listening(build.server, build.origin);
  const browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
  const rows = [];
  for (const build of builds) {
    await fetch(`${build.origin}/api/mock/selection/reset`, { method: 'POST' });
    const { elements, likes } = await measure(browser, build.origin, ids['japan-food']);
    const row = {
      build: build.name,
      elements,
      elementRatio10to1: elements[10] / elements[1],
      likeMs: likes,
      likeRatio210to21: likes[210] / likes[21],
    };
    rows.push(row);
    console.log(
      `${build.name.padEnd(11)} elements after 1 / 5 / 10 pages: ${CHECKPOINTS.map((pages) => elements[pages].toLocaleString('en')).join(' / ')} ` +
        `(10 pages / 1 page: ${row.elementRatio10to1.toFixed(2)}×)   like → aria-pressed, 210 / 21 products: ${row.likeRatio210to21.toFixed(2)}× ` +
        `(medians at 4× CPU ${likes[210].toFixed(1)} / ${likes[21].toFixed(1)} ms, ${RUNS} likes each, alternating)`,
    );
  }
  await browser.close();
  record({ likes: RUNS, rows });
} finally {
  for (const build of builds) build.server.kill();
}
