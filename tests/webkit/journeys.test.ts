/**
 * A shopper's journeys in WebKit (WebKitGTK's MiniBrowser over classic WebDriver), end to end
 * against the demo host, at a phone width and a desktop width. One browser session for them all;
 * each journey starts as a new visitor against the reference API's seed.
 *
 * Run through `npm run test:webkit` (tests/webkit/run.mjs starts the demo host, Xvfb and
 * WebKitWebDriver and gives WEBKIT_BASE_URL, WEBKIT_DRIVER_PORT and WEBKIT_MINIBROWSER here, and
 * WEBKIT_CONTROL: where to ask it for a new driver).
 * WEBKIT_JOURNEYS (a substring of a journey's name) runs only the journeys it matches, WEBKIT_WIDTH
 * (phone or desktop) only that width.
 */
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { webKitCapabilities } from '../tools/webkit.mjs';
import { lastLines, logEnd, printedSince } from './browser-log.ts';
import { appLoginHandOff } from './journeys/app.ts';
import {
  categoryAndPickTabs,
  firstVisitWithGuide,
  infiniteScroll,
  koreanSearch,
  productAndBack,
  signInAndLike,
  sortAndFilters,
} from './journeys/home.ts';
import { couponThroughWebLogin, outletGuideToCoupon, strictCspPage } from './journeys/guide-csp.ts';
import { reviewRequestAndDelete, voteAndCancel, votePageAndBack } from './journeys/review.ts';
import { serverRenderedPage } from './journeys/ssr.ts';
import { likeJustBeforeLeaving } from './journeys/leaving.ts';
import { JOURNEY_RETRIES } from '../support/retries.ts';
import { SESSION_ENDED, Shopper } from './shopper.ts';
import { DESKTOP_MIN_WIDTH, WIDTHS, expectNoPageErrors, freshVisitor, type Journey, type ScenarioKey, type Width } from './support.ts';

const base = process.env.WEBKIT_BASE_URL;
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT);
const miniBrowser = process.env.WEBKIT_MINIBROWSER;
/** The driver's and the browser's own output (run.mjs writes it there), unless WEBKIT_DEBUG shows it. */
const browserLog = process.env.WEBKIT_BROWSER_LOG;
const control = process.env.WEBKIT_CONTROL;
if (!base || !driverPort || !miniBrowser || !control) {
  throw new Error('Run the WebKit journeys with `npm run test:webkit` (it starts the demo host and WebKitWebDriver).');
}

const JOURNEYS: [string, (journey: Journey) => Promise<void>][] = [
  ['first visit with its guide', firstVisitWithGuide],
  ['category and PICK tabs', categoryAndPickTabs],
  ['sort and filters', sortAndFilters],
  ['infinite scroll through every page', infiniteScroll],
  ['a product and back to it', productAndBack],
  ['search with Korean text', koreanSearch],
  ['sign in and like', signInAndLike],
  ['a like tapped just before leaving a shop on another origin', likeJustBeforeLeaving],
  ['vote and cancel the vote', voteAndCancel],
  ['the full vote list and back, in place', votePageAndBack],
  ['review request of 50 characters as a person counts them, and delete', reviewRequestAndDelete],
  ['outlet guide to the coupon claim', outletGuideToCoupon],
  ['a coupon claimed through the web login', couponThroughWebLogin],
  ['the strict-CSP page', strictCspPage],
  ['a server-rendered page: hydrated as served, then a like', serverRenderedPage],
  ['app web view: login hand-off through the iOS handler', appLoginHandOff],
];
const only = process.env.WEBKIT_JOURNEYS;
const widths = WIDTHS.filter((width) => !process.env.WEBKIT_WIDTH || process.env.WEBKIT_WIDTH === width.name);

let shopper: Shopper;
let scenarios: Record<ScenarioKey, string>;

/** Saves what the view shows under test-results/webkit/, beside the Playwright results; says where, or why not. */
async function keepScreenshot(label: string): Promise<string> {
  const file = path.join('test-results', 'webkit', `${label.replace(/[^\w]+/g, '-')}.png`);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await shopper.browser.saveScreenshot(file);
    return file;
  } catch (error) {
    return `not saved (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** Where the browser's output stood when the attempt now running began. */
let attemptBegan = 0;
const BROWSER_LINES = 15;
const BROWSER_TAIL_BYTES = 64 * 1024;

/**
 * Readies an attempt at a journey at `width`: a live session (`reopenIfEnded`), a new visitor, and
 * the mark where the browser's output stands, so what it prints from here on belongs to this
 * attempt. Says whether a new session had to be opened.
 */
async function beginAttempt(width: Width): Promise<boolean> {
  const reopened = await reopenIfEnded(width);
  await freshVisitor(shopper);
  attemptBegan = browserLog ? await logEnd(browserLog) : 0;
  return reopened;
}

/**
 * The last lines WebKit printed during the attempt now ending, for the report; says so where it
 * printed nothing, or where its output is shown as it comes (WEBKIT_DEBUG).
 */
async function browserOutput(): Promise<string> {
  if (!browserLog) return 'shown as it came (WEBKIT_DEBUG)';
  const printed = await printedSince(browserLog, attemptBegan, BROWSER_TAIL_BYTES);
  return printed === undefined ? `not found (${browserLog})` : lastLines(printed, BROWSER_LINES);
}

/**
 * How long a request to the driver may take: opening a session takes about a second, a command
 * less. The driver's own limits for a script and a page load are shorter, so a page that hangs
 * fails as the driver says it does, not as a request that timed out.
 */
const REQUEST_MS = 30_000;
const capabilities = { ...webKitCapabilities(miniBrowser), timeouts: { implicit: 0, script: 20_000, pageLoad: 25_000 } };

/**
 * Opens a session. A driver that does not open one within REQUEST_MS is replaced and asked again
 * (three tries at most): WebKitWebDriver waits without end for a browser that never offers itself
 * for automation.
 */
const openSession = async (): Promise<Shopper> => {
  let failure: unknown;
  for (let tried = 0; tried < 3; tried += 1) {
    try {
      return await Shopper.open({ port: driverPort, capabilities, base, requestTimeout: REQUEST_MS });
    } catch (error) {
      failure = error;
      console.log(`# the driver did not open a session (${error instanceof Error ? error.message : String(error)}): it is replaced`);
      await driverControl('POST', '/driver/restart');
    }
  }
  throw new Error('WebKitWebDriver opened no session in 3 tries', { cause: failure });
};

/** The driver's process id, and a way to replace the driver (run.mjs serves both at WEBKIT_CONTROL). */
async function driverControl(method: 'GET' | 'POST', route: '/driver' | '/driver/restart'): Promise<number> {
  const response = await fetch(`${control}${route}`, { method });
  const body = (await response.json()) as { pid?: number; error?: string };
  if (!response.ok || body.pid === undefined)
    throw new Error(`the driver could not be ${method === 'POST' ? 'restarted' : 'found'}: ${body.error}`);
  return body.pid;
}

/** Ends a session that may no longer answer without waiting on it more than a few seconds. */
const leave = (which: Shopper): Promise<unknown> =>
  Promise.race([which.browser.deleteSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);

/** How long a live session's page takes at most to run a script; a page that hangs takes longer. */
const ANSWER_MS = 10_000;

/**
 * Opens a new session, at `width`, where WebKit's page has crashed or hung: WebKitWebDriver then
 * ends the session ("session deleted because of page crash or hang"), and every command after it
 * fails. So a crash costs the journey it hit a retry (which the report names), not every journey
 * after it. A new browser's first page can go the same way while the last one's processes wind
 * down, so the new session must run a script before it is used, or another is opened (three at
 * most), by a new driver where the driver opens none (`openSession`). Says whether it had to.
 */
/** Whether a view of this size is of `width`'s kind (a phone's, a desktop's). */
const isWidth = (width: Width, view: { width: number }): boolean => view.width < DESKTOP_MIN_WIDTH === (width.name === 'phone');

async function reopenIfEnded(width: Width): Promise<boolean> {
  if (await answers(shopper)) return false;
  for (let opened = 0; opened < 3; opened += 1) {
    await leave(shopper);
    shopper = await openSession();
    const ready = await shopper
      .setWindowSize(width.window.width, width.window.height, (view) => isWidth(width, view))
      .then(
        () => answers(shopper),
        () => false,
      );
    if (ready) return true;
  }
  throw new Error("WebKit's page did not answer in 3 new sessions");
}

/** What the report says where `reopenIfEnded` had to open a new session. */
const REOPENED = 'the browser session had ended (its page crashed or hung): a new one was opened';

/** Whether the session's page runs a script within ANSWER_MS. */
const answers = (which: Shopper): Promise<boolean> =>
  Promise.race([
    which
      .evaluate(() => document.readyState)
      .then(
        () => true,
        () => false,
      ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ANSWER_MS).unref()),
  ]);

before(async () => {
  shopper = await openSession();
  scenarios = await shopper.api<Record<ScenarioKey, string>>('/api/mock/selection/scenarios');
});

after(async () => {
  await shopper?.browser.deleteSession();
});

for (const width of widths) {
  describe(`${width.name} width`, () => {
    before(async () => {
      const viewport = await shopper.setWindowSize(width.window.width, width.window.height, (view) => isWidth(width, view));
      const phone = viewport.width < DESKTOP_MIN_WIDTH;
      assert.equal(phone, width.name === 'phone', `a ${viewport.width} px wide view is not a ${width.name}`);
      console.log(`# ${width.name}: ${width.window.width}×${width.window.height} window, ${viewport.width}×${viewport.height} view`);
    });

    beforeEach(async () => {
      // A journey whose retries all ended in a crash leaves no session for the next one.
      if (await beginAttempt(width)) console.log(`# ${width.name}: ${REOPENED}`);
    });

    for (const [name, journey] of JOURNEYS) {
      test(name, { skip: only !== undefined && !name.includes(only), timeout: 90_000 * (JOURNEY_RETRIES + 1) }, async (context) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await journey({ shopper, scenarios, width: width.name });
            await expectNoPageErrors(shopper);
            return;
          } catch (error) {
            // The report keeps each failed attempt under the journey (WebKitWebDriver's classic protocol
            // leaves no trace to read): a pass on a retry is a flake to read.
            const last = attempt >= JOURNEY_RETRIES;
            if (!last) context.diagnostic(`retry #${attempt + 1} after: ${error instanceof Error ? error.message : String(error)}`);
            context.diagnostic(`the page as it stood: ${await keepScreenshot(`${width.name}-${name}-attempt-${attempt + 1}`)}`);
            context.diagnostic(`what WebKit printed meanwhile: ${await browserOutput()}`);
            if (last) throw error;
            // Run again from a new visitor.
            if (await beginAttempt(width)) context.diagnostic(REOPENED);
          }
        }
      });
    }
  });
}

describe('a session that ends', () => {
  /** The width the journeys ran at last, where the session to end stands. */
  const lastWidth = (): Width => {
    const width = widths.at(-1);
    assert.ok(width, 'the journeys ran at no width');
    return width;
  };

  // Ended at the driver, as a crash of WebKit's page ends it, without crashing one: WebKitWebDriver
  // answers every later command as it answers a crashed page's ("invalid session id"). Ended through
  // WebdriverIO instead, the client would refuse the commands itself and the driver never be asked.
  const name = 'fails its wait at once, and the next attempt opens a new session';
  test(name, { skip: only !== undefined && !name.includes(only) }, async () => {
    const width = lastWidth();
    // A live session to end, whatever the last journey left.
    await beginAttempt(width);
    const ended = shopper;
    const deleted = await fetch(`http://localhost:${driverPort}/session/${ended.browser.sessionId}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200, 'the driver ends the session');

    // A wait that timed out would say "Timed out after …" instead.
    await assert.rejects(ended.getByText('the first screen').toBeVisible(), (error: Error) => error.message.startsWith(SESSION_ENDED));
    assert.equal(await beginAttempt(width), true, 'a new session is opened');
    assert.notEqual(shopper, ended);
    assert.equal(await answers(shopper), true, "the new session's page runs a script");
  });

  // A driver stopped as a hung one stands: its port takes the request and never answers, as
  // WebKitWebDriver's does while it waits for a browser that never offers itself for automation.
  const hung = 'a driver that does not answer is replaced, and the next attempt opens a session with the new one';
  test(hung, { skip: only !== undefined && !hung.includes(only) }, async () => {
    const width = lastWidth();
    await beginAttempt(width);
    const stopped = await driverControl('GET', '/driver');
    process.kill(stopped, 'SIGSTOP');
    try {
      assert.equal(await beginAttempt(width), true, 'a new session is opened');
      assert.notEqual(await driverControl('GET', '/driver'), stopped, 'a new driver runs');
      assert.equal(await answers(shopper), true, "the new session's page runs a script");
    } finally {
      // Gone where it was replaced; let go otherwise, so the run can end it.
      try {
        process.kill(stopped, 'SIGCONT');
      } catch {
        // already ended
      }
    }
  });
});
