/**
 * The benchmarks that load a page as a visitor's browser does (devtools-effect.mjs, profile.mjs)
 * drive Chromium over a pipe with their own few CDP calls: Playwright enables DevTools' Runtime
 * domain on every page it opens, which changes what React's module costs (devtools-effect.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';
import { listening, serve } from './demo-host.mjs';
import { PHONE, measuredPages, watchFirstCard } from './pages.mjs';
import { beforeLoad, quietReport } from './quiet.mjs';

/**
 * A Chromium driven over `--remote-debugging-pipe` (CDP messages as NUL-terminated JSON on file
 * descriptors 3 and 4): `send` to the browser or to a page's session, `once` for an event.
 */
export function launchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'selection-bench-'));
  const browser = spawn(
    findBrowser(),
    [...BROWSER_ARGS, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const [toBrowser, fromBrowser] = [browser.stdio[3], browser.stdio[4]];
  let nextId = 0;
  let buffered = '';
  const replies = new Map();
  const waiting = new Set();
  fromBrowser.on('data', (chunk) => {
    const parts = (buffered + chunk.toString('utf8')).split('\0');
    buffered = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      if (message.id !== undefined) {
        const reply = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reply?.reject(new Error(`bench: ${reply.method}: ${message.error.message}`));
        else reply?.resolve(message.result);
      } else {
        for (const waiter of waiting) if (waiter.matches(message)) waiter.resolve(message.params);
      }
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      replies.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const once = (method, sessionId) =>
    new Promise((resolve) => {
      const waiter = {
        matches: (message) => message.method === method && message.sessionId === sessionId,
        resolve: (params) => {
          waiting.delete(waiter);
          resolve(params);
        },
      };
      waiting.add(waiter);
    });
  const close = async () => {
    await send('Browser.close').catch(() => undefined);
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, once, close };
}

/** How often a page is asked whether it has drawn its first card, and for how long at most. */
const POLL_MS = 250;
const CARD_TIMEOUT_MS = 60_000;

/**
 * Runs `use(page)` with one page in a fresh browser context, set up as a visitor's phone loads it:
 * the cache off, PHONE's user agent, viewport and touch, 4× CPU unless `throttled` is false, no
 * first-visit guide (as in first-screen.mjs), and its first card watched quietly (`watchFirstCard`)
 * and kept in `window.__benchCard` (a binding would need the Runtime domain); `script` is installed
 * before the page's own scripts too. `page.send` talks to the page's session;
 * `page.navigate(url)` loads a page and resolves with its document's request (Network's
 * `requestWillBeSent`: its time is the navigation's) once its load event has fired;
 * `page.read(expression)` parses the JSON an expression returns (Runtime.evaluate, which leaves the
 * domain off). The context is disposed of after.
 */
export async function withPhonePage(cdp, { first, throttled = true, script = '' }, use) {
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
    // On a quiet machine, before the throttling (quiet.mjs).
    await beforeLoad();
    if (throttled) await send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await send('Page.addScriptToEvaluateOnNewDocument', {
      source: `${script}
sessionStorage.setItem('demo-host:guides', 'off');
window.__benchFirstCard = (card) => { window.__benchCard ??= card; };
(${watchFirstCard})(${JSON.stringify({ host: first.host, card: first.card, quietly: true })});`,
    });
    const read = async (expression) =>
      JSON.parse((await send('Runtime.evaluate', { expression, returnByValue: true })).result.value ?? 'null');
    const once = (method) => cdp.once(method, sessionId);
    const navigate = async (url) => {
      // The document's request is the first the page sends.
      const requested = once('Network.requestWillBeSent');
      const loaded = once('Page.loadEventFired');
      await send('Page.navigate', { url });
      const request = await requested;
      await loaded;
      return request;
    };
    return await use({ send, navigate, read });
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/** The first card of the page at `url` (`withPhonePage`), in milliseconds from its navigation, once it has drawn it. */
export async function firstCardOf(page, url) {
  for (let waited = 0; waited < CARD_TIMEOUT_MS; waited += POLL_MS) {
    const card = await page.read('JSON.stringify(window.__benchCard ?? null)');
    if (card !== null) return card;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`bench: no first card on ${url} within ${CARD_TIMEOUT_MS / 1000} s`);
}

/**
 * A pipe-driven benchmark's run: the demo host served on `port` and a browser launched
 * (`launchBrowser`), then `measure({ cdp, origin, target })` for each measured page in turn
 * (`measuredPages`: BENCH_PAGES applies). Returns the rows `measure` gave; the browser is closed and
 * the server stopped however it ends.
 */
export async function measureEachPage(port, measure) {
  const origin = `http://localhost:${port}`;
  const cdp = launchBrowser();
  let server;
  try {
    server = serve(port);
    const ids = await listening(server, origin);
    const rows = [];
    for (const target of measuredPages(ids)) rows.push(await measure({ cdp, origin, target }));
    console.log(quietReport());
    return rows;
  } finally {
    await cdp.close();
    server?.kill();
  }
}
