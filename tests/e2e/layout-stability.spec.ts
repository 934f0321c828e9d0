/**
 * Nothing on the first screen moves when its data arrives (cumulative layout shift ≤ 0.02 on every
 * page and tab). Every call after the frames is held until the page has drawn what stands in for
 * it, then the calls are let go one at a time, so each section arrives on a screen that already
 * shows the others' stand-ins: the order that shifts a page the most if a stand-in is missing.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test, type ScenarioKey } from './fixtures.ts';

interface Case {
  name: string;
  url: (ids: Record<ScenarioKey, string>) => string;
  /** What the finished first screen shows, inside the widget. */
  done: string[];
  /**
   * A section, inside the widget, a person has scrolled to the top of the view (under the sticky
   * header and nav, as the section nav's jump leaves it) before any call is let go, once every
   * section is on the page: the screen measured is theirs, not the first one.
   */
  scrolledTo?: { section: string; last: string };
}

const HOME_CARD = '[part="product-grid"] [part="product-card"]';
const CASES: Case[] = [
  { name: 'japan-food home', url: (ids) => `/selection/${ids['japan-food']}`, done: [HOME_CARD] },
  { name: 'outlet home', url: (ids) => `/selection/${ids.outlet}`, done: [HOME_CARD, '[part="child-circles"]', '[part~="pick-tab"]'] },
  { name: 'sneakers discovery', url: (ids) => `/selection/${ids.sneakers}`, done: [HOME_CARD, '[part="category-nav"]'] },
  {
    name: 'sneakers review tab',
    url: (ids) => `/selection/${ids.sneakers}?tab=1`,
    done: ['[part~="vote-card"]', '[part="review-nav"]', '[part~="review-request"]'],
  },
  {
    name: 'sneakers review tab, scrolled to its review preparing',
    url: (ids) => `/selection/${ids.sneakers}?tab=1`,
    done: ['[part~="preparing-card"]', '[part="story-card"]', '[part~="review-request"]'],
    scrolledTo: { section: 'section[data-section="preparing"]', last: 'section[data-section="request"]' },
  },
  { name: 'vote page', url: (ids) => `/selection/${ids.sneakers}?tab=1&path=vote`, done: ['[part~="vote-card"]'] },
  { name: 'children', url: (ids) => `/selection/${ids.outlet}/children`, done: ['a'] },
  { name: 'best', url: (ids) => `/selection/${ids['japan-food']}/best`, done: ['[part="product-card"]'] },
  {
    name: 'story list',
    url: (ids) => `/story-list?selection-frame-data-id=${ids.sneakers}&story-type=SNEAKERS`,
    done: ['[part="story-card"]'],
  },
];

/** Holds every API call but the frames (and images) until `release` lets the oldest one go. */
async function holdCalls(page: Page) {
  const held: Route[] = [];
  let arrived: () => void = () => undefined;
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.includes('/img/') || path.includes('/large-data/') || path.startsWith('/api/mock/')) return route.continue();
    held.push(route);
    arrived();
  });
  return {
    /** Resolves when a call is waiting. */
    next: () => (held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => (arrived = resolve))),
    // A call the page gave up on meanwhile (a superseded request) has nothing left to release.
    releaseOne: () =>
      held
        .shift()
        ?.continue()
        .catch(() => undefined),
    releaseAll: async () => {
      await page.unroute('**/api/**');
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const entry of CASES) {
  test(`${entry.name}: ${entry.scrolledTo ? 'the screen' : 'its first screen'} does not move as its data arrives @phone`, async ({
    page,
    scenarios,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!shift.hadRecentInput) shifts.push(shift.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const calls = await holdCalls(page);
    await page.goto(entry.url(scenarios));
    const widget = page.locator('selection-home, selection-children, selection-best, selection-story-list').first();
    if (entry.scrolledTo) {
      await widget.locator(entry.scrolledTo.last).waitFor({ state: 'attached' });
      const section = widget.locator(entry.scrolledTo.section);
      await section.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await nextFrame(page);
      const top = await section.evaluate((element) => element.getBoundingClientRect().top);
      expect(top, 'the section at the top of the view').toBeGreaterThan(0);
      expect(top, 'the section at the top of the view').toBeLessThan(200);
    }
    const done = entry.done.map((selector) => widget.locator(selector).first());
    const finished = Promise.all(done.map((locator) => locator.waitFor()));
    let complete = false;
    void finished.then(() => (complete = true));
    // One call at a time, each on a drawn screen, until the first screen is complete.
    while (!complete) {
      await Promise.race([calls.next(), finished]);
      if (complete) break;
      await nextFrame(page);
      await calls.releaseOne();
      await nextFrame(page);
    }
    await calls.releaseAll();
    await nextFrame(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
  });
}
