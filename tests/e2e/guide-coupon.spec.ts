import type { Locator, Page } from '@playwright/test';
import { expect, failChunk, holdRequests, loginAs, test } from './fixtures.ts';

/** Guides are left out under automation unless asked for (see demo-host/ui/app-simulation.ts). */
const withGuides = (path: string, extra = '') => `${path}?guides=on${extra}`;

const guideOf = (page: Page) => page.locator('selection-guide [part="guide"]');
const inGuide = (page: Page, name: string) => page.locator('selection-guide').getByRole('button', { name, exact: true });
const guideToast = (page: Page) => page.locator('selection-guide [part="toast"]');
const appLog = (page: Page) => page.getByRole('list', { name: '앱 메시지 기록' });

const slidesOf = (page: Page) => page.locator('selection-guide [part="slide"]');

/**
 * The outlet's 다음 is busy (and says so) from the guide's first render until Swiper, downloaded
 * when the guide opens, has the slides.
 */
async function outletSlidesReady(page: Page): Promise<void> {
  await expect(inGuide(page, '다음')).toBeVisible();
  await expect(inGuide(page, '다음')).not.toHaveAttribute('aria-busy');
  await expect(inGuide(page, '다음')).not.toHaveAttribute('aria-disabled');
}

/** Pages to the outlet's last slide, each one shown in turn; returns its coupon button. */
async function toOutletCouponSlide(page: Page): Promise<Locator> {
  await outletSlidesReady(page);
  for (let slide = 2; slide <= 5; slide += 1) {
    await inGuide(page, '다음').click();
    await expect(page.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`)).toBeAttached();
    // The slide the counter names is the one in sight, the one before it gone (but for a sub-pixel edge).
    await expect(slidesOf(page).nth(slide - 1)).toBeInViewport({ ratio: 0.9 });
    await expect(slidesOf(page).nth(slide - 2)).not.toBeInViewport({ ratio: 0.01 });
  }
  return inGuide(page, '입장하고 쿠폰 받기');
}

/** Every URL the page asks for from now on (documents, chunks, calls). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// Issued coupons live in the reference API's state: every test starts from the seed.
test.beforeEach(async ({ request }) => {
  await request.post('/api/mock/selection/reset');
});

test.describe('first-visit guides on the web', () => {
  test('Enter held on 다음 just before the last slide does not complete the guide: its repeats press nothing on 완료', async ({
    page,
    scenarios,
  }) => {
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`));
    const dialog = page.getByRole('dialog', { name: '일본 식품관에 오신 걸 환영해요' });
    const lastSlide = dialog.getByRole('heading', { name: 'MD PICK을 확인하세요' });
    await inGuide(page, '다음').click();
    await expect(dialog.getByRole('heading', { name: '묶음배송으로 가볍게' })).toBeVisible();
    // 다음 becomes 완료 as the last slide comes, the same button, and keeps the focus.
    await inGuide(page, '다음').focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(lastSlide).toBeVisible();
    await expect(inGuide(page, '완료')).toBeFocused();
    expect(
      (await page.context().cookies()).some((cookie) => cookie.name.startsWith('selection_guide_')),
      'not complete',
    ).toBe(false);
    // 완료's own press completes it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('a drag from a slide let go over the dimmed page keeps the guide; a press on the dimmed page closes it', async ({
    page,
    scenarios,
  }) => {
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`));
    const dialog = page.getByRole('dialog', { name: '일본 식품관에 오신 걸 환영해요' });
    await expect(guideOf(page)).toHaveAttribute('data-layout', 'popup');
    const box = await guideOf(page).boundingBox();
    if (!box) throw new Error('no guide box');
    // A swipe (or a text selection) that runs past the box's top edge.
    const heading = await dialog.getByRole('heading').first().boundingBox();
    if (!heading) throw new Error('no slide heading');
    await page.mouse.move(heading.x + heading.width / 2, heading.y + heading.height / 2);
    await page.mouse.down();
    await page.mouse.move(heading.x + heading.width / 2, box.y - 20, { steps: 5 });
    await page.mouse.up();
    await expect(dialog, 'kept').toBeVisible();
    // Pressed and let go on the dimmed page: closed.
    await page.mouse.click(box.x + box.width / 2, box.y - 20);
    await expect(dialog).toBeHidden();
  });

  test('Japan food: next, next, complete; a later visit shows no guide', async ({ page, scenarios, pageErrors }) => {
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`));
    const dialog = page.getByRole('dialog', { name: '일본 식품관에 오신 걸 환영해요' });
    await expect(dialog).toBeVisible();
    await expect(guideOf(page)).toHaveAttribute('data-layout', 'popup');
    await expect(dialog).toBeFocused();
    await inGuide(page, '다음').click();
    await expect(dialog.getByRole('heading', { name: '묶음배송으로 가볍게' })).toBeVisible();
    await inGuide(page, '다음').click();
    await expect(dialog.getByRole('heading', { name: 'MD PICK을 확인하세요' })).toBeVisible();
    await expect(inGuide(page, '다음')).toHaveCount(0);
    await inGuide(page, '완료').click();
    await expect(dialog).toBeHidden();
    const cookies = await page.context().cookies();
    const cookie = cookies.find((entry) => entry.name === `selection_guide_${scenarios['japan-food']}`);
    // 365 days, give or take the test's own seconds.
    expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86400)).toBe(365);
    // The returning visitor: no guide code and no guide call at all (counted until the home is in).
    const asked = recordRequests(page);
    await page.reload();
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
    expect(asked.filter((url) => url.includes('/selection-frame-first-enterance-guide'))).toEqual([]);
    expect(asked.filter((url) => url.includes('/chunks/selection-guide-'))).toEqual([]);
    expect(
      asked.some((url) => url.includes('/chunks/selection-home-')),
      'the home did load',
    ).toBe(true);
    await expect(guideOf(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the store under the guide stays still: a wheel over the guide scrolls nothing, and the store once it is closed', async ({
    page,
    scenarios,
  }) => {
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await expect(guideOf(page)).toBeVisible();
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2), 'a store long enough to scroll').toBe(true);
    const box = await guideOf(page).boundingBox();
    if (!box) throw new Error('the guide has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    /** Turns the wheel once and resolves five frames after the page has had the wheel event. */
    const wheel = async () => {
      await page.evaluate(() => {
        (window as unknown as { wheeled: Promise<void> }).wheeled = new Promise<void>((resolve) => {
          const after = (frames: number) => (frames === 0 ? resolve() : requestAnimationFrame(() => after(frames - 1)));
          document.addEventListener('wheel', () => after(5), { once: true, capture: true });
        });
      });
      await page.mouse.wheel(0, 1200);
      await page.evaluate(() => (window as unknown as { wheeled: Promise<void> }).wheeled);
    };
    await wheel();
    expect(await page.evaluate(() => scrollY), 'the store behind the open guide').toBe(0);
    await page.keyboard.press('Escape');
    await expect(guideOf(page)).toHaveCount(0);
    await wheel();
    await expect.poll(() => page.evaluate(() => scrollY), { message: 'the store, the guide closed' }).toBeGreaterThan(0);
  });

  test('closing hides it for the session; Esc closes and the page keeps working', async ({ page, scenarios, browser }) => {
    const url = withGuides(`/selection/${scenarios['japan-food']}`);
    await page.goto(url);
    await expect(guideOf(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(guideOf(page)).toHaveCount(0);
    const asked = recordRequests(page);
    await page.reload();
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
    expect(
      asked.filter((url) => url.includes('/chunks/selection-guide-') || url.includes('/selection-frame-first-enterance-guide')),
    ).toEqual([]);
    await expect(guideOf(page)).toHaveCount(0);
    expect((await page.context().cookies()).some((entry) => entry.name.startsWith('selection_guide_'))).toBe(false);

    // A new session (new browser context) sees it again.
    const other = await browser.newPage();
    try {
      await other.goto(new URL(url, page.url()).href);
      await expect(guideOf(other)).toBeVisible();
      await other.locator('selection-guide').getByRole('button', { name: '안내 닫기' }).click();
      await expect(guideOf(other)).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('Outlet: five vertical slides; a signed-in buyer gets the coupon, and the guide completes after 2 s', async ({
    page,
    scenarios,
  }) => {
    await loginAs(page, 'buyer1@example.com');
    await page.clock.install();
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await expect(page.getByRole('dialog', { name: '아울렛 패션 오픈' })).toBeVisible();
    await expect(slidesOf(page)).toHaveCount(5);
    // Down, not across: the second slide waits right below the first.
    const [first, second] = [await slidesOf(page).nth(0).boundingBox(), await slidesOf(page).nth(1).boundingBox()];
    expect(second!.x).toBeCloseTo(first!.x, 0);
    expect(second!.y).toBeCloseTo(first!.y + first!.height, 0);
    const coupon = await toOutletCouponSlide(page);
    // From here page time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/coupon/issue')) requests.push(request.postData() ?? '');
    });
    // The claim's request waits until the double click's second click has come (the API then answers
    // it): on a busy machine the answer could otherwise land between the two clicks.
    let release: () => void = () => undefined;
    const secondClickSeen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/coupon/issue', async (route) => {
      await secondClickSeen;
      await route.continue();
    });
    await coupon.dblclick();
    await expect(guideToast(page).filter({ hasText: '쿠폰을 발급하고 있어요. 잠시만 기다려주세요.' })).toBeVisible();
    release();
    await expect(guideToast(page).filter({ hasText: '쿠폰이 발급되었어요.' })).toBeVisible();
    await page.clock.runFor(1900);
    await expect(guideOf(page), 'still open before 2 s').toBeVisible();
    await page.clock.runFor(200);
    await expect(guideOf(page)).toHaveCount(0);
    expect(requests.map((body) => JSON.parse(body) as unknown)).toEqual([{ couponCode: 'OUTLET-WELCOME', type: 'STANDARD' }]);
  });

  test('Outlet: a coupon already held says so, and the guide completes after 1 s', async ({ page, scenarios }) => {
    await loginAs(page, 'buyer2@example.com');
    await page.goto('/coupon');
    await page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon').getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(page.getByText('쿠폰이 발급되었어요.')).toBeVisible();
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await (await toOutletCouponSlide(page)).click();
    await expect(guideToast(page)).toHaveText('이미 발급받은 쿠폰이에요.');
    await expect(guideOf(page)).toHaveCount(0, { timeout: 1800 });
  });

  test('Outlet without login: the login message, then the login page with from after 1 s', async ({ page, scenarios }) => {
    // Page time is Playwright's clock: the 1 s is counted exactly, however busy the machine is.
    await page.clock.install();
    const path = `/selection/${scenarios.outlet}`;
    await page.goto(withGuides(path));
    const coupon = await toOutletCouponSlide(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await coupon.click();
    await expect(guideToast(page)).toHaveText('로그인 후 다시 시도해주세요.');
    await page.clock.runFor(900);
    expect(new URL(page.url()).pathname, 'still on the page before 1 s').toBe(path);
    await expect(guideOf(page)).toBeVisible();
    await page.clock.runFor(200);
    await page.waitForURL(/\/login\?from=/);
    expect(new URL(page.url()).searchParams.get('from')).toBe(`${path}?guides=on`);
  });

  test('Outlet without login: back signed in from the login page, the guide opens on its coupon slide and the claim goes on', async ({
    page,
    scenarios,
  }) => {
    const path = `/selection/${scenarios.outlet}`;
    await page.goto(withGuides(path));
    await (await toOutletCouponSlide(page)).click();
    await expect(guideToast(page)).toHaveText('로그인 후 다시 시도해주세요.');
    await page.waitForURL(/\/login\?from=/);
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByLabel('비밀번호').fill('selection1234');
    // Back on the page, Swiper arrives after the claim has begun (the slide it starts on is the fifth).
    let claimed: () => void = () => undefined;
    const claimSent = new Promise<void>((resolve) => (claimed = resolve));
    page.on('request', (request) => {
      if (request.url().endsWith('/api/coupon/issue')) claimed();
    });
    await page.route('**/chunks/swiper-*.js', async (route) => {
      await claimSent;
      await route.continue();
    });
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL(withGuides(path));
    // A new page: the guide opens on the fifth slide, where the claim goes on, and completes.
    await expect(guideOf(page)).toBeVisible();
    await expect(page.locator('selection-guide .guide__counter')).toContainText('5 / 5');
    await expect(guideToast(page).filter({ hasText: '쿠폰이 발급되었어요.' })).toBeVisible();
    await expect(inGuide(page, '발급 완료')).toBeInViewport();
    await expect(guideOf(page)).toHaveCount(0);
    // Completed: the next visit shows no guide.
    await page.reload();
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
    await expect(guideOf(page)).toHaveCount(0);
  });

  test('오늘 하루 보지 않기: no guide (no code, no call) for the rest of the local day, back the next day', async ({ page, scenarios }) => {
    // 23:50 in Seoul (the tests' time zone); the day turns 20 minutes later.
    await page.clock.install({ time: new Date('2026-03-14T23:50:00+09:00') });
    const url = withGuides(`/selection/${scenarios.outlet}`);
    await page.goto(url);
    await page.locator('selection-guide').getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(guideOf(page)).toHaveCount(0);
    expect(
      (await page.context().cookies()).some((entry) => entry.name.startsWith('selection_guide_')),
      'not completed',
    ).toBe(false);

    // Another visit the same day, even in a new session: nothing of the guide is downloaded.
    await page.evaluate(() => sessionStorage.removeItem('selection-widgets:dismissed-guides'));
    const asked = recordRequests(page);
    await page.reload();
    await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
    expect(
      asked.filter((entry) => entry.includes('/chunks/selection-guide-') || entry.includes('/selection-frame-first-enterance-guide')),
    ).toEqual([]);

    await page.clock.setSystemTime(new Date('2026-03-15T00:10:00+09:00'));
    await page.reload();
    await expect(guideOf(page)).toBeVisible();
  });

  test('Sneakers: one banner to its web page, plus close', async ({ page, scenarios }) => {
    await page.goto(withGuides(`/selection/${scenarios.sneakers}`));
    await expect(page.locator('selection-guide').getByRole('button', { name: '안내 닫기' })).toBeVisible();
    await page
      .locator('selection-guide')
      .getByRole('link', { name: /^새 리뷰 탭이 열렸어요 .+ 자세히 보기$/ })
      .click();
    await expect(page).toHaveURL(`/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
  });

  test('slides up from the bottom on a phone @phone', async ({ page, scenarios }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'phone width only');
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`));
    await expect(guideOf(page)).toHaveAttribute('data-layout', 'sheet');
    const box = await guideOf(page).boundingBox();
    const viewport = page.viewportSize();
    await expect
      .poll(async () => Math.round(((await guideOf(page).boundingBox())?.y ?? 0) + ((await guideOf(page).boundingBox())?.height ?? 0)))
      .toBe(viewport?.height);
    expect(box?.width).toBe(viewport?.width);
  });

  test("the outlet's 입장하고 쿠폰 받기 fits its sheet @phone", async ({ page, scenarios }) => {
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    const coupon = await toOutletCouponSlide(page);
    await expect(coupon).toBeVisible();
    const sheet = await guideOf(page).boundingBox();
    const slide = await page.locator('selection-guide [part="slide"]').last().boundingBox();
    await expect.poll(async () => Math.round((await coupon.boundingBox())?.y ?? 0) >= Math.round(slide?.y ?? 0)).toBe(true);
    const button = await coupon.boundingBox();
    expect(button?.x ?? -1).toBeGreaterThanOrEqual(sheet?.x ?? 0);
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(Math.ceil((sheet?.x ?? 0) + (sheet?.width ?? 0)));
  });

  test('the guide opening over a page shifts nothing in it (CLS ≤ 0.02) @phone', async ({ page, scenarios }) => {
    // A settled page (the coupon demo), then the guide placed first in its body, as a host might:
    // any room it took would push everything down.
    await page.goto('/coupon');
    await expect(page.locator('selection-coupon').first().getByRole('button', { name: '쿠폰 받기' })).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.evaluate((largeId) => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift' });
      const guide = document.createElement('selection-guide');
      guide.setAttribute('large-id', largeId);
      document.body.prepend(guide);
    }, scenarios.outlet);
    await expect(guideOf(page)).toBeVisible();
    await expect(page.locator('selection-guide [part="slide"] img').first()).toBeVisible();
    // Layout shifts are reported after the frame they happen in.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
    expect((await page.locator('selection-guide').boundingBox())?.height ?? 0, 'the element takes no room').toBe(0);
  });
});

test.describe('the code each guide downloads', () => {
  const guideChunks = (urls: string[]) =>
    urls
      .filter((url) => url.includes('/dist/chunks/'))
      .map((url) => new URL(url).pathname.replace(/^.*\/chunks\//, '').replace(/-[\w-]{8}\.js$/, ''));

  test("Japan food's guide loads no coupon code and no Swiper; the outlet's loads Swiper and its coupon button", async ({
    page,
    scenarios,
  }) => {
    const asked = recordRequests(page);
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`));
    await expect(guideOf(page)).toBeVisible();
    await inGuide(page, '다음').click();
    await inGuide(page, '다음').click();
    await expect(inGuide(page, '완료')).toBeVisible();
    const japan = guideChunks(asked);
    expect(japan).toContain('selection-guide');
    expect(japan.filter((name) => /coupon|swiper/i.test(name))).toEqual([]);

    asked.length = 0;
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await expect(await toOutletCouponSlide(page)).toBeVisible();
    expect(guideChunks(asked)).toContain('swiper');
    expect(guideChunks(asked)).toContain('guide-coupon');
  });

  test("the outlet's first slide is in place before Swiper arrives, and Swiper moves nothing @phone", async ({ page, scenarios }) => {
    const { release } = await holdRequests(page, '**/dist/chunks/swiper-*.js');
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    const [first, second] = [slidesOf(page).nth(0), slidesOf(page).nth(1)];
    await expect(first.getByRole('heading')).toBeVisible();
    await expect(inGuide(page, '다음')).toHaveAttribute('aria-busy', 'true');
    await expect(inGuide(page, '다음')).toHaveAttribute('aria-disabled', 'true');
    // The sheet's slide-up has ended: the boxes are where they stay.
    await guideOf(page).evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    // In place: the first slide shows whole, the next waits out of sight right below it.
    await expect(first).toBeInViewport({ ratio: 0.99 });
    await expect(second).not.toBeInViewport({ ratio: 0.01 });
    const before = { first: await first.boundingBox(), second: await second.boundingBox() };
    expect(before.second!.y).toBeCloseTo(before.first!.y + before.first!.height, 0);
    release();
    await outletSlidesReady(page);
    expect({ first: await first.boundingBox(), second: await second.boundingBox() }).toEqual(before);
    await inGuide(page, '다음').click();
    await expect(page.locator('selection-guide').getByText('5개 중 2번째 안내')).toBeAttached();
    // Swiper has taken over: 다음 brings the second slide into sight.
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test('outlet slides whose Swiper cannot be downloaded say so with 다시 시도, and stay on the first slide', async ({
    page,
    scenarios,
  }) => {
    const chunk = await failChunk(page, 'swiper');
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    const alert = guideOf(page).getByRole('alert');
    await expect(alert).toContainText('다음 안내를 불러오지 못했어요. 네트워크 연결 확인 후 다시 시도해주세요.');
    await expect(page.locator('selection-guide').getByText('5개 중 1번째 안내')).toBeAttached();
    await expect(page.locator('selection-guide [part="slide"]').first().getByRole('heading')).toBeVisible();
    await expect(inGuide(page, '다음')).toHaveAttribute('aria-disabled', 'true');
    chunk.recover();
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(inGuide(page, '다음')).toBeFocused();
    await expect(alert).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('selection-guide').getByText('5개 중 2번째 안내')).toBeAttached();
  });

  test('a coupon button whose code cannot be downloaded says so with 다시 시도, and nothing else is lost', async ({ page, scenarios }) => {
    const chunk = await failChunk(page, 'guide-coupon');
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await expect(guideOf(page)).toBeVisible();
    await outletSlidesReady(page);
    for (let slide = 2; slide <= 5; slide += 1) await inGuide(page, '다음').click();
    const alert = guideOf(page).getByRole('alert');
    await expect(alert).toContainText('쿠폰 받기 버튼을 불러오지 못했어요. 네트워크 연결 확인 후 다시 시도해주세요.');
    // The guide stays where the person is: the last slide, open.
    await expect(page.locator('selection-guide').getByText('5개 중 5번째 안내')).toBeAttached();
    chunk.recover();
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await expect(inGuide(page, '입장하고 쿠폰 받기')).toBeFocused();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('coupon claim on the web', () => {
  const failures: [string, string][] = [
    ['NO-SUCH-COUPON', '존재하지 않는 쿠폰이에요.'],
    ['SPRING-EXPIRED', '발급 기간이 지난 쿠폰이에요.'],
    ['AUTUMN-SOON', '아직 발급 기간이 아니에요.'],
    ['JAPAN-FOOD-3000', '쿠폰 발급 조건이 변경되었어요. 다시 확인해주세요.'],
    ['FIRST-100', '선착순 쿠폰은 더 이상 지원하지 않아요.'],
    ['PAUSED-COUPON', '사용할 수 없는 쿠폰이에요.'],
    ['FLASH-SOLD-OUT', '준비된 쿠폰이 모두 소진되었어요.'],
  ];

  test('every refusal has its message; an issued coupon counts in the held total', async ({ page }) => {
    await loginAs(page, 'buyer1@example.com');
    await page.goto('/coupon');
    for (const [code, message] of failures) {
      const coupon = page.locator(`[data-coupon-code="${code}"] selection-coupon`);
      await coupon.getByRole('button', { name: '쿠폰 받기' }).click();
      await expect(coupon.locator('[part="toast"]')).toHaveText(message);
    }
    const welcome = page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
    await expect(welcome.getByText('보유 쿠폰 0장')).toBeVisible();
    await welcome.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(welcome.getByRole('button', { name: '발급 완료' })).toBeDisabled();
    await expect(welcome.getByText('보유 쿠폰 1장')).toBeVisible();
  });

  test('a seller cannot issue their own coupon', async ({ page }) => {
    await loginAs(page, 'seller@example.com');
    await page.goto('/coupon');
    const own = page.locator('[data-coupon-code="TOKYO-MARKET-5"] selection-coupon');
    await own.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(own.locator('[part="toast"]')).toHaveText('내가 등록한 쿠폰은 발급받을 수 없어요.');
  });

  test('without login, a tap again in the second before the login page asks nothing more, and the login returns to where the claim was', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-05-01T10:00:00+09:00') });
    await page.goto('/coupon');
    const welcome = page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
    const button = welcome.getByRole('button', { name: '쿠폰 받기' });
    await expect(button).toBeVisible();
    // The page's clock stops here: the login page is a second away only when the test says so.
    await page.clock.pauseAt(new Date('2026-05-01T10:01:00+09:00'));
    const claims = recordRequests(page);
    await button.click();
    await expect(welcome.locator('[part="toast"]')).toHaveText('로그인 후 다시 시도해주세요.');
    await button.click();
    // The page moves on meanwhile (a host's router): the claim was made at /coupon.
    await page.evaluate(() => history.pushState(null, '', '/coupon?from-router=1'));
    await page.clock.runFor(1500);
    await page.waitForURL('/login?from=%2Fcoupon');
    expect(claims.filter((url) => url.endsWith('/api/coupon/issue'))).toHaveLength(1);
  });

  test('without login, a coupon taken off the page in the second before the login page sends nobody there', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-05-01T10:00:00+09:00') });
    await page.goto('/coupon');
    const welcome = page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
    await expect(welcome.getByRole('button', { name: '쿠폰 받기' })).toBeVisible();
    await page.clock.pauseAt(new Date('2026-05-01T10:01:00+09:00'));
    await welcome.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(welcome.locator('[part="toast"]')).toHaveText('로그인 후 다시 시도해주세요.');
    // The person goes on elsewhere in a single-page host: the element leaves the page.
    await welcome.evaluate((element) => element.remove());
    await page.clock.runFor(1500);
    // A hand-off would have gone to the login page by now, in the same task as the timer.
    await expect(page.locator('selection-coupon').first()).toBeAttached();
    expect(new URL(page.url()).pathname).toBe('/coupon');
  });

  test('without login the login page follows, and back signed in the claim goes on by itself', async ({ page }) => {
    await page.goto('/coupon');
    const welcome = () => page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
    await welcome().getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(welcome().locator('[part="toast"]')).toHaveText('로그인 후 다시 시도해주세요.');
    await page.waitForURL('/login?from=%2Fcoupon');
    await page.getByLabel('이메일').fill('buyer1@example.com');
    await page.getByLabel('비밀번호').fill('selection1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL('/coupon');
    await expect(welcome().locator('[part="toast"]')).toHaveText('쿠폰이 발급되었어요.');
    await expect(welcome().getByRole('button', { name: '발급 완료' })).toBeDisabled();
    await expect(welcome().locator('[part="count"]')).toHaveText('보유 쿠폰 1장');
    // Taken up once: the next visit claims nothing by itself.
    const claims = recordRequests(page);
    await page.reload();
    await expect(welcome().locator('[part="count"]')).toHaveText('보유 쿠폰 1장');
    await expect(welcome().getByRole('button', { name: '쿠폰 받기', exact: true })).toBeEnabled();
    expect(claims.filter((url) => url.endsWith('/api/coupon/issue'))).toEqual([]);
  });
});

test.describe('in the simulated app web view', () => {
  test('the guide is full screen; the sneakers banner opens a deep link in an app new enough', async ({ page, scenarios }) => {
    await page.goto(withGuides(`/selection/${scenarios.sneakers}`, '&app=ios&appVersion=26.10.6'));
    await expect(page.getByRole('heading', { name: '앱 웹뷰 시뮬레이션 · iOS 26.10.6' })).toBeVisible();
    await expect(guideOf(page)).toHaveAttribute('data-layout', 'fullscreen');
    const box = await guideOf(page).boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    const before = page.url();
    await page
      .locator('selection-guide')
      .getByRole('link', { name: /자세히 보기/ })
      .click();
    await expect(appLog(page)).toContainText('"type":"open-deep-link"');
    await expect(appLog(page)).toContainText(
      `"url":"selectionapp://web?url=${encodeURIComponent(new URL(`/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`, before).href)}"`,
    );
    expect(page.url()).toBe(before);
    await expect(guideOf(page)).toHaveCount(0);
  });

  // A version as a build carries it (a beta's suffix) is read as the widgets read the app's user agent.
  for (const [platform, version, shown] of [
    ['android', '30.0.118', 'Android 30.0.118'],
    ['ios', '26.10.5-beta', 'iOS 26.10.5-beta'],
  ] as const) {
    test(`an app older than the minimum gets the update hint and the web page instead (${shown})`, async ({ page, scenarios }) => {
      await page.goto(withGuides(`/selection/${scenarios.sneakers}`, `&app=${platform}&appVersion=${version}`));
      await page
        .locator('selection-guide')
        .getByRole('link', { name: /자세히 보기/ })
        .click();
      const hint = page.getByRole('alertdialog');
      await expect(hint).toContainText('최신 버전의 앱에서 더 편하게 이용할 수 있어요. 앱을 업데이트해주세요.');
      await hint.getByRole('button', { name: '확인' }).click();
      await expect(page).toHaveURL(`/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
      // The app mode and its log follow the person to the next page.
      await expect(page.getByRole('heading', { name: `앱 웹뷰 시뮬레이션 · ${shown}` })).toBeVisible();
      await expect(appLog(page)).not.toContainText('open-deep-link');
    });
  }

  test('coupon without login: the app login opens, the app answers, the coupon is issued and the app told', async ({ page }) => {
    await page.clock.install();
    await page.goto('/coupon?app=android&appVersion=30.0.119');
    const welcome = page.locator('[data-coupon-code="OUTLET-WELCOME"] selection-coupon');
    await expect(welcome.getByRole('button', { name: '쿠폰 받기' })).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await welcome.getByRole('button', { name: '쿠폰 받기' }).click();
    await expect(appLog(page)).toContainText('"type":"open-login"');
    await expect(appLog(page)).toContainText('"returnUrl":"/coupon?app=android&appVersion=30.0.119"');
    // In the app no web login follows, however long the app's login takes (the web's comes after 1 s).
    await page.clock.runFor(1500);
    expect(new URL(page.url()).pathname).toBe('/coupon');
    await page.clock.resume();
    await page.getByRole('button', { name: '앱 로그인 (구매자 민지)' }).click();
    await expect(welcome.locator('[part="toast"]')).toHaveText('쿠폰이 발급되었어요.');
    await expect(appLog(page)).toContainText('"type":"coupon-issued","couponCode":"OUTLET-WELCOME"');
    await expect(welcome.getByText('보유 쿠폰 1장')).toBeVisible();
  });

  test('outlet guide in the app: the app login completes the claim and the guide', async ({ page, scenarios }) => {
    await page.goto(withGuides(`/selection/${scenarios.outlet}`, '&app=ios&appVersion=26.10.6'));
    await (await toOutletCouponSlide(page)).click();
    await expect(appLog(page)).toContainText('"type":"open-login"');
    // The simulated app's controls stand for native UI outside the page; the modal guide makes the
    // page inert to pointer input, so they are pressed by event.
    await page.getByRole('button', { name: '앱 로그인 (구매자 민지)' }).dispatchEvent('click');
    await expect(guideToast(page)).toHaveText('쿠폰이 발급되었어요.');
    await expect(guideOf(page)).toHaveCount(0, { timeout: 4000 });
  });

  test("a message from a foreign origin is ignored; the app's own back closes the guide, and the page says whether it used it", async ({
    page,
    scenarios,
  }) => {
    await page.goto(withGuides(`/selection/${scenarios['japan-food']}`, '&app=ios&appVersion=26.10.6'));
    await expect(guideOf(page)).toBeVisible();
    // The simulated app's controls stand for native UI outside the (inert) page: pressed by event.
    // Resolves once the foreign frame's message has been delivered to the page (and so to its mailbox,
    // which listens from boot, before this listener), then one task more.
    const delivered = page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const seen = (event: MessageEvent) => {
            if (event.origin === location.origin) return;
            window.removeEventListener('message', seen);
            // The next task, by a message of our own: it is queued after the handlers the message set off.
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          };
          window.addEventListener('message', seen);
        }),
    );
    await page.getByRole('button', { name: '외부 출처에서 뒤로 가기' }).dispatchEvent('click');
    await expect(appLog(page)).toContainText('외부 출처 → 웹');
    await delivered;
    await expect(guideOf(page)).toBeVisible();
    await page.getByRole('button', { name: '앱 뒤로 가기', exact: true }).dispatchEvent('click');
    await expect(guideOf(page)).toHaveCount(0);
    // The page answered: it used the back button (the foreign one got no answer).
    await expect(appLog(page).locator('code', { hasText: '"type":"back-result"' })).toHaveCount(1);
    await expect(appLog(page)).toContainText('"type":"back-result","handled":true');
    // With no guide open, the back button is the app's.
    await page.getByRole('button', { name: '앱 뒤로 가기', exact: true }).dispatchEvent('click');
    await expect(appLog(page)).toContainText('"type":"back-result","handled":false');
  });
});

test("the demo host opened in a real app's web view leaves the app's own channel in place", async ({ page, scenarios }) => {
  // The app's handler, there before any script of the page.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    Object.assign(window, {
      __sent: sent,
      webkit: { messageHandlers: { selectionApp: { postMessage: (message: unknown) => sent.push(message) } } },
    });
  });
  await page.goto(withGuides(`/selection/${scenarios['japan-food']}`, '&app=ios&appVersion=26.10.6'));
  await expect(guideOf(page)).toBeVisible();
  // The guide's view goes to the app itself, not to the simulation's log.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __sent: { type: string; event?: string }[] }).__sent.map((message) => message.event ?? message.type),
      ),
    )
    .toContain('selection_guide_view');
  await expect(appLog(page).locator('code', { hasText: '"source":"selection-widgets"' })).toHaveCount(0);
});

test("the app's back pressed before the page's elements have started gets no answer; a later one does", async ({ page, scenarios }) => {
  // Every chunk of the widgets held: only the loader runs (the page's mailbox listens from its boot).
  const code = await holdRequests(page, '**/dist/chunks/*.js');
  await page.goto(`/selection/${scenarios['japan-food']}?app=ios&appVersion=26.10.6`);
  await code.asked;
  const back = page.getByRole('button', { name: '앱 뒤로 가기', exact: true });
  const answers = appLog(page).locator('code', { hasText: '"type":"back-result"' });
  await back.click();
  await expect(appLog(page)).toContainText('"type":"back"');
  code.release();
  await expect(page.locator('selection-home [part="product-card"]').first()).toBeVisible();
  await back.click();
  await expect(answers).toHaveCount(1);
  await expect(answers).toContainText('"handled":false');
  // The kept press would have been answered by now, before the later one's answer.
  await expect(appLog(page).locator('code', { hasText: '"type":"back"' })).toHaveCount(2);
});

test.describe('an app whose real user agent names it', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 SelectionApp/android/31.0.0',
  });

  test('is detected from navigator.userAgent itself: full-screen guide, app login through the channel', async ({ page, scenarios }) => {
    await page.goto(withGuides(`/selection/${scenarios.outlet}`));
    await expect(page.getByRole('heading', { name: '앱 웹뷰 시뮬레이션 · Android 31.0.0' })).toBeVisible();
    await expect(guideOf(page)).toHaveAttribute('data-layout', 'fullscreen');
    await (await toOutletCouponSlide(page)).click();
    await expect(appLog(page)).toContainText('"type":"open-login"');
  });
});
