/**
 * The fault matrix: every call of the japan-food home, the sneakers review tab and the coupon page,
 * under every fault a bad network or server produces (see faults.ts), injected at the network edge.
 * Each cell asserts what a person sees: the catalogue message (SPEC §8) where the call's content
 * would be, the rest of the page still there, a retry that really asks again and works, nothing
 * typed lost, no uncaught error. A server that never answers is waited out on Playwright's clock.
 * The tried/held table is printed at the end and written to test-results/fault-matrix.txt (each
 * row is kept in test-results/fault-matrix/ so a failed row, which restarts the worker, still counts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { couponMessages } from '../../core/messages/coupons.ts';
import { errorMessages } from '../../core/messages/errors.ts';
import { expect as baseExpect, loginAs, test, type ScenarioKey } from './fixtures.ts';
import { EXPECTED, FAULTS, call, faultSwitch, faultTable, quietImages, type Fault, type FaultSwitch } from './faults.ts';

const expect = baseExpect.configure({ timeout: 10_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * How long (page time) a call may go unanswered before the person is told: the client's 12 s in all
 * (requestTimeout), plus one step of the clock, which the test moves on in steps and so may run one
 * step past the attempt's own limit before the page has handled it.
 */
const HANG_STEP_MS = 1_000;
const HANG_BUDGET_MS = 12_000 + HANG_STEP_MS;
/** Other faults are told after the client's one retry: its pause is skipped on the page's clock. */
const RETRY_STEP_MS = 1_000;
const RETRY = '다시 시도';

const results = new Map<string, Map<Fault, string | true>>();
const ROWS_DIR = 'test-results/fault-matrix';
/** Workers are children of the one test runner: its pid tells this run's rows from older ones. */
const RUN = process.ppid;

type Scenarios = Record<ScenarioKey, string>;

interface LoadCall {
  row: string;
  url: (scenarios: Scenarios) => string;
  matches: Parameters<FaultSwitch['set']>[0];
  /** Where the message shows: the whole element (`page`), in place of the section (`inline`). */
  show: 'page' | 'inline';
  /** The call's own content, once it has arrived. */
  ready: (home: Locator) => Locator;
  /** Other parts of the page that must stay while the call fails. */
  intact: (page: Page) => Locator[];
  /** What a person does after the page opens for the call to be made (scroll to a part far down). */
  reach?: (page: Page, faults: FaultSwitch) => Promise<void>;
}

const japanFood = (scenarios: Scenarios) => `/selection/${scenarios['japan-food']}`;
const reviewTab = (scenarios: Scenarios) => `/selection/${scenarios.sneakers}?tab=1`;
const isPickQuery = (isPick: boolean) => (body: Record<string, unknown>) => body.isPick === isPick;
/** A part of the home, or one inside another (`'pick-slider product-card'`: picks drawn, not the row's stand-ins). */
const part = (home: Locator, name: string) =>
  home
    .locator(
      name
        .split(' ')
        .map((one) => `[part~="${one}"]`)
        .join(' '),
    )
    .first();
const homeOf = (page: Page) => page.locator('selection-home');
/** The home's other sections, which a fault in this call must leave as they are. */
const homeParts =
  (...names: string[]) =>
  (page: Page): Locator[] =>
    names.map((name) => part(homeOf(page), name));

const LOAD_CALLS: LoadCall[] = [
  {
    row: 'japan-food · large-data',
    url: japanFood,
    matches: call('GET', /\/selection-frame-data\/large-data\//),
    show: 'page',
    ready: (home) => part(home, 'banners'),
    intact: (page) => [page.getByRole('banner')],
  },
  {
    row: 'japan-food · all-list (category nav)',
    url: japanFood,
    matches: call('GET', /\/selection-frame-data\/all-list\//),
    show: 'inline',
    ready: (home) => part(home, 'category-nav'),
    intact: homeParts('banners', 'product-grid', 'pick-slider product-card'),
  },
  {
    row: 'japan-food · product list',
    url: japanFood,
    matches: call('POST', /\/item\/get-legacies$/, isPickQuery(false)),
    show: 'inline',
    ready: (home) => part(home, 'product-grid'),
    intact: homeParts('banners', 'category-nav', 'pick-slider product-card'),
  },
  {
    row: 'japan-food · picks (pick slider)',
    url: japanFood,
    matches: call('POST', /\/item\/get-legacies$/, isPickQuery(true)),
    show: 'inline',
    ready: (home) => part(home, 'pick-slider product-card'),
    intact: homeParts('banners', 'category-nav', 'product-grid'),
  },
  {
    row: 'japan-food · bundleable (combined shipping)',
    url: japanFood,
    matches: call('GET', /\/item\/bundleable-item-list$/),
    show: 'inline',
    ready: (home) => part(home, 'bundle-slider'),
    intact: homeParts('banners', 'category-nav', 'product-grid'),
    // The row closes the page: it is asked for once the scroll comes near it.
    reach: async (page, faults) => {
      await expect(part(homeOf(page), 'product-card')).toBeVisible();
      for (let turn = 0; turn < 40 && faults.hits === 0; turn += 1) {
        await page.mouse.wheel(0, 1200);
        await expect
          .poll(() => faults.hits, { timeout: 500 })
          .toBeGreaterThan(0)
          .catch(() => undefined);
      }
    },
  },
  {
    row: 'review tab · large-data',
    url: reviewTab,
    matches: call('GET', /\/selection-frame-data\/large-data\//),
    show: 'page',
    ready: (home) => part(home, 'review-tab'),
    intact: (page) => [page.getByRole('banner')],
  },
  {
    row: 'review tab · daily vote list',
    url: reviewTab,
    matches: (request) => call('GET', /\/selection-frame-vote\/buyer-list$/)(request) && request.url().includes('voteProcess=VOTING'),
    show: 'inline',
    ready: (home) => part(home, 'vote-list'),
    intact: homeParts('preparing-list', 'story-list', 'request-list'),
  },
  {
    row: 'review tab · review preparing',
    url: reviewTab,
    matches: (request) =>
      call('GET', /\/selection-frame-vote\/buyer-list$/)(request) && request.url().includes('voteProcess=REVIEW_PREPARING'),
    show: 'inline',
    ready: (home) => part(home, 'preparing-list'),
    intact: homeParts('vote-list', 'story-list', 'request-list'),
  },
  {
    row: 'review tab · review content',
    url: reviewTab,
    matches: call('GET', /\/magazine\/preview-list$/),
    show: 'inline',
    ready: (home) => part(home, 'story-list'),
    intact: homeParts('vote-list', 'preparing-list', 'request-list'),
  },
  {
    row: 'review tab · review requests',
    url: reviewTab,
    matches: (request) => call('GET', /\/selection-frame-review-request\/buyer-list$/)(request) && request.url().includes('page=1&'),
    show: 'inline',
    ready: (home) => part(home, 'request-list'),
    intact: homeParts('vote-list', 'preparing-list', 'request-form'),
  },
];

function messageOf(fault: Fault): string {
  const kind = EXPECTED[fault];
  return kind === 'construction' ? '' : errorMessages[kind];
}

/**
 * Waits for `locator` while the page's clock runs ahead in `step`s, up to `budget` of page time. A
 * hang must be told within the budget; other faults may still take real time on a slow machine.
 */
async function waitShown(page: Page, locator: Locator, fault: Fault, faults: FaultSwitch): Promise<void> {
  const [step, budget] = fault === 'hang' ? [HANG_STEP_MS, HANG_BUDGET_MS] : [RETRY_STEP_MS, 3 * RETRY_STEP_MS];
  // Page time counts from the moment the call is out (a slow machine may still be loading the page).
  await expect.poll(() => faults.hits, { message: 'the call was made' }).toBeGreaterThan(0);
  for (let waited = 0; waited < budget; waited += step) {
    // Let the page handle what the last jump set off (a timeout's abort, a retry, a render).
    if (
      await locator.waitFor({ state: 'visible', timeout: 250 }).then(
        () => true,
        () => false,
      )
    )
      return;
    await page.clock.fastForward(step);
  }
  if (fault === 'hang') await expect(locator, `shown within ${HANG_BUDGET_MS / 1000} s of page time`).toBeVisible({ timeout: 1_000 });
  else await expect(locator).toBeVisible();
}

/** Runs one cell, recording ✓ or why it did not hold; uncaught page errors fail the cell too. */
async function cell(row: string, fault: Fault, pageErrors: string[], body: () => Promise<void>): Promise<void> {
  const cells = results.get(row) ?? new Map<Fault, string | true>();
  results.set(row, cells);
  const before = pageErrors.length;
  const started = Date.now();
  try {
    await body();
    if (process.env.FAULT_MATRIX_TIMES) console.log(`${row} × ${fault}: ${Date.now() - started} ms`);
    if (pageErrors.length > before) throw new Error(`uncaught: ${pageErrors.slice(before).join('; ')}`);
    cells.set(fault, true);
  } catch (error) {
    cells.set(fault, error instanceof Error ? error.message.replace(/\u001b\[[0-9;]*m/g, '') : String(error));
  }
}

function expectRowHeld(row: string): void {
  mkdirSync(ROWS_DIR, { recursive: true });
  const cells = Object.fromEntries(results.get(row) ?? []);
  writeFileSync(`${ROWS_DIR}/${row.replace(/[^\w]+/g, '-')}.json`, JSON.stringify({ run: RUN, row, cells }));
  const failed = [...(results.get(row) ?? [])]
    .filter(([, value]) => value !== true)
    .map(([fault, value]) => `${fault}: ${String(value).split('\n')[0]}`);
  expect(failed, `${row}: cells that did not hold`).toEqual([]);
}

async function prepare(page: Page): Promise<FaultSwitch> {
  await page.clock.install();
  await quietImages(page);
  return faultSwitch(page);
}

test.afterAll(() => {
  mkdirSync(ROWS_DIR, { recursive: true });
  const rows = new Map<string, Map<Fault, string | true>>();
  for (const file of readdirSync(ROWS_DIR, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.json'))) {
    const saved = JSON.parse(readFileSync(`${ROWS_DIR}/${file.name}`, 'utf8')) as {
      run: number;
      row: string;
      cells: Record<Fault, string | true>;
    };
    if (saved.run === RUN) rows.set(saved.row, new Map(Object.entries(saved.cells) as [Fault, string | true][]));
  }
  const order = [...LOAD_CALLS, ...ACTION_CALLS].map((entry) => entry.row);
  const table = faultTable(new Map([...rows].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))));
  console.log(`\nFault matrix\n${table}\n`);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/fault-matrix.txt', `${table}\n`);
});

for (const loadCall of LOAD_CALLS) {
  test(`fault matrix: ${loadCall.row}`, async ({ page, scenarios, pageErrors }) => {
    const faults = await prepare(page);
    for (const fault of FAULTS) {
      await cell(loadCall.row, fault, pageErrors, async () => {
        faults.set(loadCall.matches, fault);
        await page.goto(loadCall.url(scenarios), { waitUntil: 'commit' }).catch((error: unknown) => {
          // serverPause sends the page on to the construction page, which may cut this load short:
          // where it went is checked below.
          if (fault !== 'serverPause' || !String(error).includes('ERR_ABORTED')) throw error;
        });
        await loadCall.reach?.(page, faults);
        const home = homeOf(page);
        if (fault === 'serverPause') {
          await expect(page).toHaveURL(/\/construction$/);
          await faults.lift();
          return;
        }
        if (fault === '404' && loadCall.show === 'page') {
          // A selection the API does not know is SPEC §2's not-found screen, with its way home.
          await expect(home.locator('[data-state="not-found"]').getByRole('link', { name: '홈으로 가기' })).toBeVisible();
          await faults.lift();
          await page.reload();
          await expect(loadCall.ready(home)).toBeVisible();
          return;
        }
        const state = home.locator(loadCall.show === 'page' ? '[data-state="error"]' : '[data-state="list-error"]');
        const message = state.filter({ hasText: messageOf(fault) });
        await waitShown(page, message, fault, faults);
        if (EXPECTED[fault] === 'temporary') await expect(message).toContainText(errorMessages.contactSupport);
        for (const other of loadCall.intact(page)) await expect(other).toBeVisible();
        expect(faults.hits, 'the call was made').toBeGreaterThan(0);
        await faults.lift();
        // By the keyboard: a pointer's click lands where the button was when Playwright measured it,
        // and on a loaded machine the page was still moving after the bundle row was scrolled to (the
        // button 433 px from where it was measured, the click on the message beside it).
        await message.getByRole('button', { name: RETRY }).press('Enter');
        await expect(loadCall.ready(home)).toBeVisible();
        await expect(state).toHaveCount(0);
      });
    }
    expectRowHeld(loadCall.row);
  });
}

const BUYER = 'buyer2@example.com';

/** One action under every fault: the message in a dialog (or toast), rolled back, and done on the next try. */
interface ActionCall {
  row: string;
  url: (scenarios: Scenarios) => string;
  matches: Parameters<FaultSwitch['set']>[0];
  /** Gets the page to where the action is one click away; returns the click and the checks. */
  arrange: (page: Page) => Promise<{ act: () => Promise<void>; rolledBack: () => Promise<void>; done: () => Promise<void> }>;
  /** Where the failure is told: the error dialog, or a toast (coupon, SPEC §8). */
  toldIn: 'dialog' | 'toast';
  /** The text told for a fault, where the call has its own (the coupon's default message). */
  message?: (fault: Fault) => string;
  /** A done action cannot be tried again on the same page (a claimed coupon stays claimed). */
  reloadEachCell?: boolean;
}

const requestList = (page: Page) => homeOf(page).getByRole('list', { name: '리뷰 요청 목록' });
const reviewForm = (page: Page) => ({
  input: page.getByRole('textbox', { name: '리뷰 요청 코멘트' }),
  submit: homeOf(page).locator('[part="request-submit"]'),
});

const ACTION_CALLS: ActionCall[] = [
  {
    row: 'review tab · request a review (POST)',
    url: reviewTab,
    matches: call('POST', /\/selection-frame-review-request$/),
    toldIn: 'dialog',
    arrange: async (page) => {
      const { input, submit } = reviewForm(page);
      const comment = `실착 리뷰 부탁드려요 ${Date.now() % 100_000}`;
      await input.fill(comment);
      return {
        act: () => submit.click(),
        rolledBack: async () => {
          await expect(input, 'what was typed is kept').toHaveValue(comment);
          await expect(requestList(page).getByText(comment, { exact: true })).toHaveCount(0);
        },
        done: async () => {
          await expect(requestList(page).getByText(comment, { exact: true }).first()).toBeVisible();
          await expect(input).toHaveValue('');
        },
      };
    },
  },
  {
    row: 'review tab · vote (POST)',
    url: reviewTab,
    matches: call('POST', /\/selection-frame-voted-user$/),
    toldIn: 'dialog',
    arrange: async (page) => {
      const card = homeOf(page)
        .locator('[part~="vote-card"]')
        .filter({ has: page.locator('[part="vote-button"][aria-pressed="false"]') })
        .filter({ hasNotText: '9,999+' })
        .first();
      const id = await card.getAttribute('data-vote-id');
      const same = homeOf(page).locator(`[data-vote-id="${id}"]`).first();
      const count = (await same.locator('[part="vote-count"]').textContent()) ?? '';
      const button = same.locator('[part="vote-button"]');
      return {
        act: () => button.click(),
        rolledBack: async () => {
          await expect(button).toHaveAttribute('aria-pressed', 'false');
          await expect(same.locator('[part="vote-count"]')).toHaveText(count);
        },
        done: async () => {
          await expect(button).toHaveAttribute('aria-pressed', 'true');
          await expect(same.locator('[part="vote-count"]')).not.toHaveText(count);
        },
      };
    },
  },
  {
    row: 'review tab · like a request (POST)',
    url: reviewTab,
    matches: call('POST', /\/selection-frame-review-request-like$/),
    toldIn: 'dialog',
    arrange: async (page) => {
      const entry = homeOf(page)
        .locator('[part~="review-request"]')
        .filter({ has: page.locator('[part="request-like"][aria-pressed="false"]') })
        .filter({ hasNotText: '99+' })
        .first();
      const id = await entry.getAttribute('data-request-id');
      const same = homeOf(page).locator(`[data-request-id="${id}"]`);
      const count = (await same.locator('[part="like-count"]').textContent()) ?? '';
      const like = same.locator('[part="request-like"]');
      return {
        act: () => like.click(),
        rolledBack: async () => {
          await expect(like).toHaveAttribute('aria-pressed', 'false');
          await expect(same.locator('[part="like-count"]')).toHaveText(count);
        },
        done: async () => {
          await expect(like).toHaveAttribute('aria-pressed', 'true');
        },
      };
    },
  },
  {
    row: 'coupon page · claim (POST)',
    url: () => '/coupon',
    matches: call('POST', /\/coupon\/issue$/),
    toldIn: 'toast',
    reloadEachCell: true,
    // Without a server message, a claim that failed for no catalogued reason says the coupon default.
    message: (fault) => (EXPECTED[fault] === 'temporary' ? couponMessages.default : messageOf(fault)),
    arrange: async (page) => {
      const coupon = page.locator('li[data-coupon-code]').first().locator('selection-coupon');
      const button = coupon.locator('[part~="button"]');
      return {
        act: () => button.click(),
        rolledBack: async () => {
          await expect(button).toHaveText('쿠폰 받기');
          await expect(button).toBeEnabled();
        },
        done: async () => {
          // Issued now, or already issued by an earlier cell: either way the claim reached the server.
          await expect(coupon.getByText(/쿠폰이 발급되었어요\.|이미 발급받은 쿠폰이에요\./)).toBeVisible();
        },
      };
    },
  },
];

for (const action of ACTION_CALLS) {
  test(`fault matrix: ${action.row}`, async ({ page, scenarios, pageErrors }) => {
    const faults = await prepare(page);
    await page.goto(action.url(scenarios));
    await loginAs(page, BUYER);
    // serverPause leaves the page, so it goes last.
    const order = [...FAULTS.filter((f) => f !== 'serverPause'), 'serverPause' as const];
    for (const [index, fault] of order.entries()) {
      const previous = index > 0 ? results.get(action.row)?.get(order[index - 1] as Fault) : undefined;
      await cell(action.row, fault, pageErrors, async () => {
        // The page goes on from the last cell's success, unless that failed or the action cannot be repeated.
        if (index > 0 && (action.reloadEachCell || previous !== true)) await page.goto(action.url(scenarios));
        if (action.url(scenarios).includes('tab=1')) await expect(homeOf(page).locator('[part~="review-request"]').first()).toBeVisible();
        const { act, rolledBack, done } = await action.arrange(page);
        faults.set(action.matches, fault);
        await act();
        if (fault === 'serverPause') {
          await expect(page).toHaveURL(/\/construction$/);
          await faults.lift();
          return;
        }
        const text = action.message ? action.message(fault) : messageOf(fault);
        const told =
          action.toldIn === 'dialog'
            ? page.getByRole('alertdialog').filter({ hasText: text })
            : page.locator('[part="toast"]').filter({ hasText: text });
        await waitShown(page, told, fault, faults);
        if (action.toldIn === 'dialog') {
          if (EXPECTED[fault] === 'temporary') await expect(told, 'the contact-support hint').toContainText(errorMessages.contactSupport);
          await told.getByRole('button', { name: '확인' }).click();
        }
        await rolledBack();
        await faults.lift();
        await act();
        await done();
      });
    }
    expectRowHeld(action.row);
  });
}
