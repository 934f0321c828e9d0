/** The outlet's first-visit guide to its coupon, a coupon claimed through the web login, and the widgets under a strict content security policy. */
import assert from 'node:assert/strict';
import type { Locator, Shopper } from '../shopper.ts';
import { BUYER1, loginAs, signIn, type Journey } from '../support.ts';

const guideOf = (shopper: Shopper) => shopper.locator('selection-guide').locator('[part="guide"]');
const inGuide = (shopper: Shopper, name: string) => shopper.locator('selection-guide').getByRole('button', { name, exact: true });

/** Steps the outlet guide from its first slide to the coupon slide; gives its coupon button. */
export async function toOutletCouponSlide(shopper: Shopper): Promise<Locator> {
  // 다음 is busy until Swiper, downloaded when the guide opens, has the slides.
  await inGuide(shopper, '다음').toHaveAttribute('aria-busy', null);
  for (let slide = 2; slide <= 5; slide += 1) {
    await inGuide(shopper, '다음').click();
    await shopper.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`).toHaveCount(1);
  }
  const coupon = inGuide(shopper, '입장하고 쿠폰 받기');
  await coupon.toBeInViewport();
  // Busy until its code has arrived (asked for when the guide opened).
  await coupon.toHaveAttribute('aria-busy', 'false');
  // The last slide is the one in view: Swiper moved the slides up, inside the sheet, popup or full
  // screen (the app's). Both journeys that claim from here wait for it, as a person waits for the
  // slide to stop before tapping its button.
  await shopper.until(
    async () => {
      const guide = await guideOf(shopper).box();
      const button = await coupon.box();
      return (
        guide !== null &&
        button !== null &&
        button.y >= guide.y &&
        button.y + button.height <= guide.y + guide.height + 1 &&
        button.x >= guide.x &&
        button.x + button.width <= guide.x + guide.width + 1
      );
    },
    () => 'the coupon button to lie inside the guide',
  );
  return coupon;
}

export async function outletGuideToCoupon({ shopper, scenarios }: Journey): Promise<void> {
  await shopper.goto(`/selection/${scenarios.outlet}?guides=on`);
  await loginAs(shopper, BUYER1);
  await shopper.getByRole('dialog', { name: '아울렛 패션 오픈' }).toBeVisible();
  await shopper.locator('selection-guide').locator('[part="slide"]').toHaveCount(5);
  await shopper.locator('selection-guide').locator('[data-direction]').toHaveAttribute('data-direction', 'vertical');
  const coupon = await toOutletCouponSlide(shopper);
  await coupon.click();
  await shopper.locator('selection-guide').locator('[part="toast"]').filter({ hasText: '쿠폰이 발급되었어요.' }).toBeVisible();
  // The guide completes by itself two seconds after the claim.
  await guideOf(shopper).toHaveCount(0);
  // The coupon is the buyer's now: the coupon page counts it and refuses a second one.
  await shopper.goto('/coupon');
  const welcome = shopper.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
  await welcome.getByText('보유 쿠폰 1장').toBeVisible();
  await welcome.getByRole('button', { name: '쿠폰 받기' }).click();
  await welcome.locator('[part="toast"]').toHaveText('이미 발급받은 쿠폰이에요.');
}

/**
 * Safari on the web, not the app: a claim signed out leads to the login page, and the claim goes on
 * by itself when the person is back signed in (kept for the tab in session storage across the two
 * navigations).
 */
export async function couponThroughWebLogin({ shopper }: Journey): Promise<void> {
  await shopper.goto('/coupon');
  const welcome = shopper.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
  await welcome.getByRole('button', { name: '쿠폰 받기', exact: true }).click();
  await welcome.locator('[part="toast"]').toHaveText('로그인 후 다시 시도해주세요.');
  await shopper.waitForUrl((url) => url.pathname === '/login', 'to be the login page');
  await signIn(shopper, BUYER1);
  await shopper.waitForUrl((url) => url.pathname === '/coupon', 'to come back to the coupons');
  await welcome.locator('[part="toast"]').toHaveText('쿠폰이 발급되었어요.');
  await welcome.getByRole('button', { name: '발급 완료', exact: true }).toHaveCount(1);
  await welcome.getByText('보유 쿠폰 1장').toBeVisible();
}

interface CspReport {
  'csp-report'?: { 'effective-directive'?: string; 'violated-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string };
}

const describeReports = (reports: CspReport[]) =>
  reports.map((report) => {
    const body = report['csp-report'] ?? {};
    return `${body['effective-directive'] ?? body['violated-directive']} ← ${body['blocked-uri'] ?? '?'} (${body['source-file'] ?? ''})`;
  });

export async function strictCspPage({ shopper, scenarios }: Journey): Promise<void> {
  const path = `/csp/selection/${scenarios['japan-food']}`;
  const policy = (await fetch(new URL(path, shopper.base))).headers.get('content-security-policy') ?? '';
  assert.match(policy, /require-trusted-types-for 'script'/);
  assert.match(policy, /script-src 'nonce-[^']+' 'strict-dynamic'/);
  assert.match(policy, /style-src 'self';/);
  assert.match(policy, /report-uri \/csp-reports/);
  await fetch(new URL('/csp-reports', shopper.base), { method: 'DELETE' });

  await shopper.goto(path);
  const home = shopper.locator('selection-home');
  await home.locator('[part~="product-grid"] li').first().toBeVisible();
  await home.locator('[part~="pick-slider"] [part~="product-card"]').first().toBeVisible();
  // Styled by adopted sheets, not by inline styles the policy refuses.
  assert.equal(
    await shopper.evaluate(() => {
      const grid = document.querySelector('selection-home')?.shadowRoot?.querySelector('[part~="product-grid"]');
      return grid ? getComputedStyle(grid).display : null;
    }),
    'grid',
  );
  // The first-visit guide is part of this page: step through it and close it.
  const guide = guideOf(shopper);
  await guide.toBeVisible();
  await inGuide(shopper, '다음').click();
  await shopper.locator('selection-guide').getByRole('heading', { name: '묶음배송으로 가볍게' }).toBeVisible();
  await shopper.locator('selection-guide').getByRole('button', { name: '안내 닫기' }).click();
  await guide.toHaveCount(0);
  await home.getByRole('tab', { name: '과자·스낵' }).click();
  await shopper.waitForUrl((url) => url.searchParams.has('target_id'), 'to name the category');
  await home.locator('[part~="product-grid"] li').first().toBeVisible();

  await shopper.goto(`/csp/selection/${scenarios.sneakers}?tab=1`);
  await home.locator('[part~="vote-card"]').first().toBeVisible();
  await home.locator('[part~="review-request"]').first().toBeVisible();

  // The policy is enforced and its reports are heard: an HTML sink without a policy is refused, and
  // its report is the only one.
  const probe = await shopper.evaluate(() => {
    try {
      document.createElement('div').innerHTML = '<b>x</b>';
      return 'allowed';
    } catch {
      return 'refused';
    }
  });
  assert.equal(probe, 'refused');
  let reports: CspReport[] = [];
  await shopper.until(
    async () => {
      reports = await shopper.api<CspReport[]>('/csp-reports');
      return describeReports(reports).some((line) => line.startsWith('require-trusted-types-for'));
    },
    () => `the Trusted Types report of the probe (reports so far: ${JSON.stringify(describeReports(reports))})`,
  );
  const lines = describeReports(reports);
  assert.equal(lines.length, 1, `only the probe's violation is reported, got ${JSON.stringify(lines)}`);
}
