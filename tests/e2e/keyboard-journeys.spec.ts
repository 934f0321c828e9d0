/**
 * Journeys made with the keyboard alone: where focus goes after each step matters as much as what
 * the step does (WCAG 2.4.3 focus order, 2.1.1 keyboard).
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, holdRequests, loginAs, test } from './fixtures.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const home = (page: Page) => page.locator('selection-home');
const guideOf = (page: Page) => page.locator('selection-guide [part="guide"]');
const inGuide = (page: Page, name: string) => page.locator('selection-guide').getByRole('button', { name, exact: true });

/** The focused element through open shadow roots, described by tag, part and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return 'body';
    return `${active.localName}[${active.getAttribute('part') ?? ''}] ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim()}`;
  });

/** The element (tag) whose shadow root holds focus, or `document`. */
const focusedHost = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host = 'document';
    while (active?.shadowRoot) {
      host = active.localName;
      active = active.shadowRoot.activeElement;
    }
    return host;
  });

/** Presses Tab until `target` holds focus (at most `limit` times). */
async function tabTo(page: Page, target: RegExp, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (target.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await focused(page)}`);
}

test.describe('keyboard journeys', () => {
  test('search, then clear: focus stays in the search box and the page does not jump @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    const input = home(page).getByRole('searchbox', { name: '셀렉션 안에서 검색' });
    await expect(home(page).locator('[part~="product-card"]').first()).toBeVisible();
    await input.focus();
    await page.keyboard.type('라멘');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/searchText=/);
    await expect(home(page).locator('[part~="product-card"]').first()).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button[] 검색어 지우기');
    const before = await input.boundingBox();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/searchText=/);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    await expect(input).toBeInViewport();
    // The box stays where the person was looking (a banner may now sit above it, but the view follows).
    await expect(home(page).locator('[part="banners"]')).toBeAttached();
    const after = await input.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(page.viewportSize()!.height);
    await expect(input).toBeFocused();
  });

  test('the login-required dialog is declined with Esc: no login page, focus back on the button', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    const vote = home(page).locator('[part="vote-button"]').first();
    await vote.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('로그인 후 다시 시도해주세요.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(vote).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/selection/${scenarios.sneakers}\\?tab=1$`));
    // And 확인 (Enter on the focused default button) still leads to login.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '확인' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?from=/);
  });

  test('deleting one’s own request: Esc, and Enter on 취소 where focus starts, keep it and focus; 삭제 lands focus on the next request', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await loginAs(page, 'buyer1@example.com');
    const own = home(page).locator('[part~="review-request--mine"]').first();
    const id = await own.getAttribute('data-request-id');
    const remove = own.getByRole('button', { name: '내 리뷰 요청 삭제' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('댓글을 삭제하시겠어요?');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();

    const next = await own.evaluate((item) => item.nextElementSibling?.getAttribute('data-request-id'));
    await page.keyboard.press('Enter');
    // A delete cannot be undone: focus starts on 취소, and an Enter there keeps the request.
    await expect(dialog.getByRole('button', { name: '취소', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(home(page).locator(`[data-request-id="${id}"]`)).toHaveCount(1);
    await page.keyboard.press('Enter');
    // The main button says what it does, after 취소.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: '삭제', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(home(page).locator(`[data-request-id="${id}"]`)).toHaveCount(0);
    await expect(home(page).locator(`[data-request-id="${next}"] button`)).toBeFocused();
  });

  test('Enter while Hangul is being composed never sends a review request', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await loginAs(page, 'buyer2@example.com');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/selection-frame-review-request')
        posts.push(request.postData() ?? '');
    });
    const input = home(page).getByRole('textbox', { name: '리뷰 요청 코멘트' });
    await input.focus();
    await page.keyboard.insertText('사이즈 궁금해');
    // An input method composing "요": Enter here confirms the syllable, it does not send.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: '요', selectionStart: 1, selectionEnd: 1 });
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 229,
      nativeVirtualKeyCode: 229,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'char', key: 'Enter', code: 'Enter', text: '\r', windowsVirtualKeyCode: 13 });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
    await cdp.send('Input.insertText', { text: '요' });
    await expect(input).toHaveValue('사이즈 궁금해요');
    // Enter after the composition sends, once.
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    expect(posts.map((body) => (JSON.parse(body) as { comment: string }).comment)).toEqual(['사이즈 궁금해요']);
  });

  test('the discovery tooltip stays on the discovery tab', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}`);
    const tooltip = home(page).locator('[part="discovery-tooltip"]');
    await expect(tooltip).toBeVisible();
    const reviewTab = home(page).getByRole('tab', { name: '새로운 리뷰' });
    await reviewTab.focus();
    await page.keyboard.press('Enter');
    await expect(home(page).locator('[part="review-tab"]')).toBeVisible();
    await expect(tooltip).toHaveCount(0);
  });
});

test.describe('shopping with the keyboard', () => {
  test('sort with the keyboard, then go two category levels down with the arrow keys', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}`);
    await expect(home(page).locator('[part~="product-card"]').first()).toBeVisible();
    const sort = home(page).getByRole('combobox', { name: '정렬' });
    await sort.focus();
    await sort.selectOption('LOW_PRICE');
    await expect(page).toHaveURL(/sortType=LOW_PRICE/);
    await expect(sort).toBeFocused();

    const first = home(page).getByRole('tablist', { name: '1단계 카테고리' });
    await first.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    // ALL, then PICK, then the first category.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const chosen = await focused(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/target_id=/);
    // Focus stays on the chosen tab, now the active one.
    expect(await focused(page)).toBe(chosen.replace('[nav-tab]', '[nav-tab nav-tab--active]'));
    const second = home(page).getByRole('tablist', { name: '2단계 카테고리' });
    await second.getByRole('tab', { selected: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(second.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(second.getByRole('tab').nth(1)).toBeFocused();
    await expect(page).toHaveURL(/sortType=LOW_PRICE/);
  });

  test('like a product with Enter after signing in; open it and come back to it', async ({ page, scenarios, request }) => {
    await request.post('/api/mock/selection/reset');
    await page.goto(`/selection/${scenarios.outlet}`);
    await loginAs(page, 'buyer2@example.com');
    const itemId = await home(page)
      .locator('[part="product-grid"] [part="product-card"]:not([data-booked])')
      .first()
      .getAttribute('data-item-id');
    const card = home(page).locator(`[part="product-grid"] [data-item-id="${itemId}"]`);
    await card.getByRole('button', { name: '찜하기' }).focus();
    await page.keyboard.press('Enter');
    const liked = card.getByRole('button', { name: '찜하기', pressed: true });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toBeFocused();
    // Shift+Tab from the heart reaches the product link; Enter opens it, Back returns to it.
    await page.keyboard.press('Shift+Tab');
    await expect(card.getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/item/${itemId}`);
    await page.goBack();
    // Focus is back on a link to that product (the first row showing it may be the best row).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            let active: Element | null = document.activeElement;
            while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
            return active?.localName === 'a' ? active.closest<HTMLElement>('[data-item-id]')?.dataset.itemId : undefined;
          }),
        { timeout: 8000 },
      )
      .toBe(itemId);
    await expect(card.getByRole('button', { name: '찜하기', pressed: true })).toBeVisible();
  });

  test('vote, send a request with Enter, and like another person’s request, all from the keyboard', async ({
    page,
    scenarios,
    request,
  }) => {
    await request.post('/api/mock/selection/reset');
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    await loginAs(page, 'buyer2@example.com');
    // A release not voted for yet (its part is exactly vote-card) whose count is shown exactly.
    const voteId = await home(page).locator('[part="vote-card"]').filter({ hasNotText: '9,999+' }).first().getAttribute('data-vote-id');
    const voteCard = home(page).locator(`[data-vote-id="${voteId}"]`);
    await voteCard.getByRole('button', { name: '투표하기', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(voteCard.getByRole('button', { name: '투표 완료', exact: true })).toBeFocused();
    await expect(page.getByText('투표했어요!')).toBeVisible();

    const input = home(page).getByRole('textbox', { name: '리뷰 요청 코멘트' });
    await input.focus();
    await page.keyboard.insertText('키보드로 남기는 리뷰 요청');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    // The request is listed first, saying what was typed.
    await expect(
      home(page)
        .getByRole('list', { name: '리뷰 요청 목록' })
        .getByRole('listitem')
        .first()
        .getByText('키보드로 남기는 리뷰 요청', { exact: true }),
    ).toBeVisible();

    const requestId = await home(page)
      .locator('[part="review-request"]')
      .filter({ has: page.locator('[part="request-like"][aria-pressed="false"]') })
      .filter({ hasNotText: '99+' })
      .first()
      .getAttribute('data-request-id');
    const like = home(page).locator(`[data-request-id="${requestId}"] [part="request-like"]`);
    await like.focus();
    await page.keyboard.press('Space');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toBeFocused();
  });
});

test.describe('keyboard through every guide', () => {
  test.beforeEach(async ({ request }) => {
    await request.post('/api/mock/selection/reset');
  });

  test('Japan food: focus in, Tab stays inside, next → next → complete on one button, focus back @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios['japan-food']}?guides=on`);
    const dialog = page.getByRole('dialog', { name: '일본 식품관에 오신 걸 환영해요' });
    await expect(dialog).toBeFocused();
    // Tab never reaches the page under the dialog (past the last button it may leave for the browser).
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(['selection-guide', 'document']).toContain(await focusedHost(page));
    }
    await tabTo(page, /\[next\]/);
    await page.keyboard.press('Enter');
    await expect(page.locator('selection-guide').getByText('3개 중 2번째 안내')).toBeAttached();
    expect(await focused(page)).toMatch(/\[next\] 다음/);
    await page.keyboard.press('Enter');
    await expect(page.locator('selection-guide').getByText('3개 중 3번째 안내')).toBeAttached();
    expect(await focused(page)).toMatch(/\[complete\] 완료/);
    // 이전 goes back a slide.
    await expect(inGuide(page, '이전')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(guideOf(page)).toHaveCount(0);
  });

  test('Outlet: through five slides, the last keeps focus on its coupon button, 이전 goes back, Esc closes @phone', async ({
    page,
    scenarios,
  }) => {
    await page.goto(`/selection/${scenarios.outlet}?guides=on`);
    await expect(guideOf(page)).toBeFocused();
    await tabTo(page, /\[next\]/);
    // 다음 is busy until the outlet's slider (Swiper, downloaded when the guide opens) has the slides.
    await expect(inGuide(page, '다음')).not.toHaveAttribute('aria-disabled');
    for (let slide = 2; slide <= 5; slide += 1) {
      await page.keyboard.press('Enter');
      await expect(page.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`)).toBeAttached();
    }
    await expect(inGuide(page, '다음')).toHaveCount(0);
    expect(await focused(page)).toMatch(/\[coupon\] 입장하고 쿠폰 받기/);
    await tabTo(page, /\[previous\] 이전/);
    await page.keyboard.press('Enter');
    await expect(page.locator('selection-guide').getByText('5개 중 4번째 안내')).toBeAttached();
    expect(await focused(page)).toMatch(/\[previous\] 이전/);
    await page.keyboard.press('Escape');
    await expect(guideOf(page)).toHaveCount(0);
    expect(await focusedHost(page)).not.toBe('selection-guide');
  });

  test("Outlet: the coupon's code arriving after the last slide takes over the focus its busy button had @phone", async ({
    page,
    scenarios,
  }) => {
    const code = await holdRequests(page, '**/dist/chunks/guide-coupon-*.js');
    await page.goto(`/selection/${scenarios.outlet}?guides=on`);
    await expect(guideOf(page)).toBeFocused();
    await code.asked;
    await tabTo(page, /\[next\]/);
    await expect(inGuide(page, '다음')).not.toHaveAttribute('aria-disabled');
    for (let slide = 2; slide <= 5; slide += 1) {
      await page.keyboard.press('Enter');
      await expect(page.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`)).toBeAttached();
    }
    const coupon = page.locator('selection-guide [part="coupon"]');
    await expect(coupon).toHaveAttribute('aria-busy', 'true');
    await expect(coupon).toBeFocused();
    code.release();
    await expect(coupon).not.toHaveAttribute('aria-disabled');
    await expect(coupon).toBeFocused();
    // And it is the working button: Enter claims (signed out, it asks for the login).
    await page.keyboard.press('Enter');
    await expect(page.locator('selection-guide [part="toast"]')).toHaveText('로그인 후 다시 시도해주세요.');
  });

  test('Sneakers: the banner link is named by what it shows; Esc closes @phone', async ({ page, scenarios }) => {
    await page.goto(`/selection/${scenarios.sneakers}?guides=on`);
    await expect(guideOf(page)).toBeFocused();
    await tabTo(page, /^a\[banner\]/);
    expect(await focused(page)).toMatch(/새 리뷰 탭이 열렸어요.*자세히 보기/);
    await page.keyboard.press('Escape');
    await expect(guideOf(page)).toHaveCount(0);
  });
});

test.describe('outlet coupon in the guide', () => {
  test('after a successful claim the claim is done: no second request, the success stays, completion at 2 s', async ({
    page,
    scenarios,
    request,
  }) => {
    await request.post('/api/mock/selection/reset');
    await page.clock.install();
    await page.goto(`/selection/${scenarios.outlet}?guides=on`);
    await loginAs(page, 'buyer1@example.com');
    for (let slide = 2; slide <= 5; slide += 1) {
      await inGuide(page, '다음').click();
      await expect(page.locator('selection-guide').getByText(`5개 중 ${slide}번째 안내`)).toBeAttached();
    }
    const claims: string[] = [];
    page.on('request', (entry) => {
      if (entry.url().endsWith('/api/coupon/issue')) claims.push(entry.method());
    });
    // From here the page's time moves only when the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const coupon = page.locator('selection-guide [part~="coupon"]');
    await coupon.click();
    const toast = page.locator('selection-guide [part="toast"]');
    await expect(toast.filter({ hasText: '쿠폰이 발급되었어요.' })).toBeVisible();
    await expect(coupon).toHaveText('발급 완료');
    await expect(coupon).toBeFocused();
    // Pressed again, by mouse (past Playwright's aria-disabled check) and by keyboard.
    await coupon.click({ force: true });
    await page.keyboard.press('Enter');
    await page.clock.runFor(1900);
    await expect(guideOf(page), 'still open just before 2 s').toBeVisible();
    await expect(coupon).toHaveText('발급 완료');
    await expect(toast.filter({ hasText: '이미 발급받은 쿠폰이에요.' })).toHaveCount(0);
    expect(claims).toEqual(['POST']);
    await page.clock.runFor(150);
    await expect(guideOf(page)).toHaveCount(0);
    expect(claims).toEqual(['POST']);
  });
});
