/**
 * Visual regression: the main states at the desktop and the phone width, compared with committed
 * baselines (tests/e2e/__screenshots__/, see snapshotPathTemplate in playwright.config.ts). A layout
 * change beyond 1% of the pixels fails. Update the baselines on purpose with:
 *   E2E_PORT=4179 node tests/tools/with-browser.mjs playwright test tests/e2e/visual.spec.ts --update-snapshots
 *
 * Made deterministic: reduced motion (the banners do not autoplay, sheets and skeletons do not
 * animate), animations and the caret off, the fonts loaded, every image on screen decoded, and the
 * parts that change by themselves (dates of requests, the random bundle row) masked.
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test, type ScenarioKey } from './fixtures.ts';
import { childCategories } from './categories.ts';
import { settled } from './settled.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

type Scenarios = Record<ScenarioKey, string>;

const home = (page: Page) => page.locator('selection-home');

async function matches(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  await settled(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    maxDiffPixelRatio: 0.01,
    // A request's date is a <time> (no role reaches it); the bundle row is its documented part.
    mask: [home(page).locator('time'), home(page).locator('[part~="bundle-slider"]'), ...mask],
  });
}

/** Scrolls `target` to the top of the view, below the host's 48 px header and a sticky nav. */
const scrollTo = (target: Locator, offset = 120) =>
  target.evaluate(
    (element, top) => window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - top, behavior: 'instant' }),
    offset,
  );

interface Shot {
  name: string;
  reach(page: Page, scenarios: Scenarios): Promise<void>;
  mask?: (page: Page) => Locator[];
}

const SHOTS: Shot[] = [
  {
    name: 'japan-food-home',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}`);
      await expect(home(page).locator('[part~="pick-slider"] [part~="product-card"]').first()).toBeAttached();
      await expect(home(page).locator('[part="banner-counter"]')).toHaveText('1 / 4');
    },
  },
  {
    name: 'japan-food-list-sold-out',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}`);
      const soldOut = home(page).locator('[part="product-grid"] [data-sold-out]').first();
      await expect(soldOut).toBeAttached();
      await scrollTo(soldOut, 160);
      await expect(soldOut).toBeInViewport();
    },
  },
  {
    name: 'outlet-home',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.outlet}`);
      await expect(home(page).locator('[part~="product-card"]').first()).toBeAttached();
    },
  },
  {
    name: 'sneakers-discovery',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}`);
      await expect(home(page).locator('[part~="product-card"]').first()).toBeAttached();
    },
  },
  {
    name: 'sneakers-review-tab',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?tab=1`);
      await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
      await expect(home(page).locator('[part~="review-request"]').first()).toBeAttached();
    },
  },
  {
    name: 'sneakers-review-requests',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?tab=1`);
      const form = home(page).locator('[part="request-form"]');
      await expect(home(page).locator('[part~="review-request"]').first()).toBeAttached();
      await scrollTo(form, 180);
    },
  },
  {
    name: 'vote-page',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?path=vote`);
      await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
    },
  },
  {
    name: 'search-results',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}?searchText=${encodeURIComponent('라멘')}`);
      await expect(home(page).locator('[part="product-grid"] [part~="product-card"]').first()).toBeAttached();
      await expect(home(page).getByRole('heading', { name: /검색 결과/ })).toContainText('개');
    },
  },
  {
    name: 'fallback-unknown-template',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['unknown-template']}`);
      await expect(home(page).getByRole('heading', { name: '준비되지 않은 템플릿' })).toBeVisible();
    },
  },
  {
    name: 'line-chooser-open',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}`);
      await expect(home(page).locator('[part~="product-card"]').first()).toBeAttached();
      const [category] = await childCategories(page.request, s.sneakers);
      await home(page).getByRole('tablist', { name: '1단계 카테고리' }).getByRole('tab', { name: category?.title, exact: true }).click();
      await home(page).locator('[part="line-chooser-open"]').click();
      await expect(home(page).locator('[part="line-chooser"]')).toBeVisible();
    },
  },
  {
    name: 'japan-food-guide-open',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}?guides=on`);
      await expect(page.locator('selection-guide [part="guide"]')).toBeVisible();
      await expect(home(page).locator('[part~="product-card"]').first()).toBeAttached();
    },
  },
];

test.describe('visual regression', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const shot of SHOTS) {
    test(`${shot.name} @phone`, async ({ page, scenarios }) => {
      await shot.reach(page, scenarios);
      await matches(page, shot.name, shot.mask?.(page));
    });
  }
});
