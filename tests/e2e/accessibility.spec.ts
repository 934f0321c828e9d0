/**
 * axe-core (WCAG 2.2 AA) on every state of the demo host, at the desktop and the phone width, with
 * the dialogs open: any serious or critical finding fails the state.
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, loginAs, test, type ScenarioKey } from './fixtures.ts';
import { seriousFindings } from './axe.ts';
import { childCategories } from './categories.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

type Scenarios = Record<ScenarioKey, string>;

interface State {
  name: string;
  /** Brings the page into the state and waits until it is there. */
  reach(page: Page, scenarios: Scenarios): Promise<void>;
}

const home = (page: Page) => page.locator('selection-home');
const firstCard = (page: Page) => home(page).locator('[part~="product-card"]').first();
const reviewTab = async (page: Page, scenarios: Scenarios) => {
  await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
  await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
  await expect(home(page).locator('[part~="review-request"]').first()).toBeVisible();
};
const guide = async (page: Page, path: string) => {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}guides=on`);
  await expect(page.locator('selection-guide [part="guide"]')).toBeVisible();
};

const STATES: State[] = [
  {
    name: 'index',
    reach: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'login page',
    reach: async (page) => {
      await page.goto('/login');
      await expect(page.getByLabel('이메일')).toBeVisible();
    },
  },
  {
    name: 'Japan food home (template A)',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}`);
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Japan food home, signed in with a like',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}`);
      await loginAs(page, 'buyer1@example.com');
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Japan food search results',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}?searchText=${encodeURIComponent('라멘')}`);
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Japan food search without results',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}?searchText=zzzzzz`);
      await expect(home(page).locator('[part~="search-bar"], [role="search"]').first()).toBeVisible();
      await expect(home(page).getByText('찾으시는 검색 결과가 없어요.')).toBeVisible();
      await expect(home(page).locator('[part~="product-card"]')).toHaveCount(0);
      // Nothing on the page still says it is loading.
      await expect(home(page).locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'Japan food picks',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['japan-food']}?isPick=true`);
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Japan food guide open',
    reach: async (page, s) => guide(page, `/selection/${s['japan-food']}`),
  },
  {
    name: 'Outlet home (template B)',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.outlet}`);
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Outlet guide open',
    reach: async (page, s) => guide(page, `/selection/${s.outlet}`),
  },
  {
    name: 'Outlet guide on its coupon slide',
    reach: async (page, s) => {
      await guide(page, `/selection/${s.outlet}`);
      for (let slide = 2; slide <= 5; slide += 1) {
        await page.locator('selection-guide').getByRole('button', { name: '다음', exact: true }).click();
        await expect(page.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`)).toBeAttached();
      }
      await expect(page.locator('selection-guide [part="coupon"]')).toBeVisible();
      // Its slide has come to rest: the button still and uncovered (a trial click waits for both),
      // or axe measures it half out of the moving slide.
      await page.locator('selection-guide [part="coupon"]').click({ trial: true });
    },
  },
  {
    name: 'Outlet children',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.outlet}/children`);
      await expect(page.locator('selection-children').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'Outlet best',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.outlet}/best`);
      await expect(page.locator('selection-best [part~="product-card"]').first()).toBeVisible();
    },
  },
  {
    name: 'Sneakers discovery tab (template C) with its tooltip',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}`);
      await expect(firstCard(page)).toBeVisible();
    },
  },
  {
    name: 'Sneakers line chooser open',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}`);
      await expect(firstCard(page)).toBeVisible();
      const [brands] = await childCategories(page.request, s.sneakers);
      await home(page).getByRole('tablist', { name: '1단계 카테고리' }).getByRole('tab', { name: brands?.title, exact: true }).click();
      const opener = home(page).locator('[part="line-chooser-open"]');
      await opener.click();
      await expect(home(page).locator('[part="line-chooser"]')).toBeVisible();
    },
  },
  {
    name: 'Sneakers guide open',
    reach: async (page, s) => guide(page, `/selection/${s.sneakers}`),
  },
  {
    name: 'Sneakers review tab, signed out',
    reach: reviewTab,
  },
  {
    name: 'Sneakers review tab, signed in with own requests',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?tab=1`);
      await loginAs(page, 'buyer1@example.com');
      await expect(home(page).locator('[part~="review-request--mine"]').first()).toBeVisible();
      await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
    },
  },
  {
    name: 'Login-required dialog open',
    reach: async (page, s) => {
      await reviewTab(page, s);
      await home(page).locator('[part="vote-button"]').first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'Delete confirmation open',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?tab=1`);
      await loginAs(page, 'buyer1@example.com');
      await home(page).locator('[part~="review-request--mine"]').first().getByRole('button', { name: '내 리뷰 요청 삭제' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
    },
  },
  {
    name: 'Vote page',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.sneakers}?path=vote`);
      await expect(home(page).locator('[part~="vote-card"]').first()).toBeVisible();
    },
  },
  {
    name: 'Story list',
    reach: async (page, s) => {
      await page.goto(`/story-list?selection-frame-data-id=${s.sneakers}&story-type=SNEAKERS`);
      await expect(page.locator('selection-story-list [part="story-card"]').first()).toBeVisible();
    },
  },
  {
    name: 'Coupon page',
    reach: async (page) => {
      await page.goto('/coupon');
      await expect(page.locator('selection-coupon').getByRole('button').first()).toBeVisible();
    },
  },
  {
    name: 'Fallback: no frames',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['no-frames']}`);
      await expect(page.getByRole('heading', { name: '데이터를 만들고 있습니다!' })).toBeVisible();
    },
  },
  {
    name: 'Fallback: no template name',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['no-template-name']}`);
      await expect(page.getByRole('heading', { name: 'No Template Name' })).toBeVisible();
    },
  },
  {
    name: 'Fallback: unknown template',
    reach: async (page, s) => {
      await page.goto(`/selection/${s['unknown-template']}`);
      await expect(page.getByRole('heading', { name: '준비되지 않은 템플릿' })).toBeVisible();
    },
  },
  {
    name: 'Not found',
    reach: async (page) => {
      await page.goto('/selection/does-not-exist');
      await expect(page.getByRole('heading', { name: '원하시는 페이지를 찾을 수 없어요' })).toBeVisible();
    },
  },
  {
    name: 'Error screen with retry',
    reach: async (page, s) => {
      await page.goto(`/selection/${s.malformed}`);
      await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
    },
  },
  {
    name: 'Item page',
    reach: async (page) => {
      await page.goto('/item/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
];

test.describe('axe: no serious or critical WCAG 2.2 AA findings', () => {
  for (const state of STATES) {
    test(`${state.name} @phone`, async ({ page, scenarios }, testInfo) => {
      await state.reach(page, scenarios);
      const findings = await seriousFindings(page, testInfo);
      const count = findings.reduce((sum, finding) => sum + finding.nodes.length, 0);
      if (process.env.AXE_REPORT)
        console.log(
          `[axe] ${testInfo.project.name}\t${count}\t${state.name}\t${findings.map((f) => `${f.rule}:${f.nodes.length}`).join(' ')}`,
        );
      expect(findings).toEqual([]);
    });
  }
});

test.describe('reflow: every state at 320 CSS px wide, nothing to scroll sideways (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const state of STATES) {
    test(`${state.name} @phone-only`, async ({ page, scenarios }) => {
      await state.reach(page, scenarios);
      // A phone's browser widens its layout to what overflows: the page is then wider than the screen.
      const wider = await page.evaluate(() => {
        const out: string[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            if (element.shadowRoot) walk(element.shadowRoot);
            const { right, width } = element.getBoundingClientRect();
            if (width > 0 && right > 321) out.push(`${element.localName}.${String(element.className)} to ${Math.round(right)} px`);
          }
        };
        if (document.documentElement.scrollWidth > 320) walk(document);
        return { width: document.documentElement.scrollWidth, past: out.slice(0, 5) };
      });
      expect(wider, 'the page as wide as the screen').toEqual({ width: 320, past: [] });
    });
  }
});

test.describe('touch targets', () => {
  /** Width and height of every element `targets` matches, rounded. */
  const sizes = (targets: Locator) =>
    targets.evaluateAll((elements) =>
      elements.map((target) => [Math.round(target.getBoundingClientRect().width), Math.round(target.getBoundingClientRect().height)]),
    );

  test('hearts, banner buttons, the tooltip close and the 전체보기 links are at least 44×44 @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.outlet}`);
    await expect(firstCard(page)).toBeVisible();
    await expect(home(page).locator('[part="best-row"]')).toBeVisible();
    const targets = {
      hearts: await sizes(home(page).getByRole('button', { name: /^찜(하기| 해제)$/ })),
      bannerButtons: await sizes(home(page).getByRole('button', { name: /^(이전 배너|다음 배너|자동 넘김 (멈추기|시작))$/ })),
      moreLinks: await sizes(home(page).getByRole('link', { name: /^(전체보기|베스트 더 보기)$/ })),
    };
    await page.goto(`/selection/${scenarios.sneakers}`);
    await expect(home(page).locator('[part="discovery-tooltip"]')).toBeVisible();
    const tooltipClose = await sizes(home(page).getByRole('button', { name: '안내 닫기' }));
    for (const [name, list] of Object.entries({ ...targets, tooltipClose })) {
      expect(list.length, `${name} found`).toBeGreaterThan(0);
      for (const [width, height] of list) {
        // A text link is as wide as its words; its height is the target.
        expect.soft(height, `${name} ${width}×${height}`).toBeGreaterThanOrEqual(44);
        if (name !== 'moreLinks') expect.soft(width, `${name} ${width}×${height}`).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
