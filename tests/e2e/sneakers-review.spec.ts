import type { Page } from '@playwright/test';
import { expect as baseExpect, holdRequests, loginAs, test } from './fixtures.ts';
import { STORY_LIST_PAGE_SIZE } from '../../core/api/magazine-requests.ts';
import { heldWaits, holdRestoreWait } from './held-restore-wait.ts';

// Two cores are shared with other runs: give each step and each journey room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const BUYER1 = 'buyer1@example.com';
const BUYER2 = 'buyer2@example.com';

/** Opens the review tab of the sneakers selection, signed in as `email` when given. */
async function openReviewTab(page: Page, largeId: string, email?: string): Promise<void> {
  await page.goto(`/selection/${largeId}?tab=1`);
  if (email) {
    await loginAs(page, email);
    await expect(page).toHaveURL(new RegExp(`/selection/${largeId}\\?tab=1$`));
  }
  await expect(page.locator('selection-home [part~="vote-card"]')).toHaveCount(15);
  await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
}

const countOf = async (locator: ReturnType<Page['locator']>) => Number((await locator.textContent())?.replace(/[^\d]/g, ''));

/** The first request on the page written by someone other than `username`, liked or not. */
const othersRequest = (page: Page, username: string, liked: boolean) =>
  page
    .locator('selection-home [part~="review-request"]')
    .filter({ hasNot: page.getByText(username, { exact: true }) })
    .filter({ has: page.locator(`[part="request-like"][aria-pressed="${liked}"]`) })
    .filter({ hasNotText: '99+' })
    .first();

test.describe('sneakers review tab', () => {
  test('a buyer votes and cancels the vote; both last over a reload @phone', async ({ page, scenarios, pageErrors }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER2);
    const card = page.locator('selection-home [part="vote-card"]').filter({ hasNotText: '9,999+' }).first();
    const id = await card.getAttribute('data-vote-id');
    const votedCard = page.locator(`selection-home [data-vote-id="${id}"]`);
    const start = await countOf(votedCard.locator('[part="vote-count"]'));
    const title = (await votedCard.getByRole('heading').textContent()) ?? '';
    // Named by what it shows (WCAG 2.5.3), described by the release it votes for.
    await votedCard.getByRole('button', { name: '투표하기', exact: true, pressed: false }).click();
    await expect(votedCard.getByRole('button', { name: '투표 완료', exact: true, pressed: true })).toHaveAccessibleDescription(title);
    await expect(votedCard.locator('[part="vote-count"]')).toHaveText(`${(start + 1).toLocaleString('ko-KR')}표`);
    await expect(page.getByText('투표했어요!')).toBeVisible();

    await page.reload();
    await expect(votedCard.getByRole('button', { pressed: true })).toBeVisible();
    // The cancel's answer is waited for before the reload: the reload's lists would otherwise race it.
    const cancelled = page.waitForResponse(
      (answer) => answer.request().method() === 'DELETE' && answer.url().includes('/selection-frame-voted-user/'),
    );
    await votedCard.getByRole('button', { pressed: true }).click();
    await expect(votedCard.getByRole('button', { pressed: false })).toBeVisible();
    await expect(votedCard.locator('[part="vote-count"]')).toHaveText(`${start.toLocaleString('ko-KR')}표`);
    await cancelled;
    await page.reload();
    await expect(votedCard.getByRole('button', { pressed: false })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a signed-out visitor is sent to login with the way back, then votes', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    await page
      .locator('selection-home [part="vote-card"]')
      .filter({ hasNotText: '9,999+' })
      .first()
      .locator('[part="vote-button"]')
      .click();
    await expect(page.getByRole('alertdialog')).toContainText('로그인 후 다시 시도해주세요.');
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?from=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('from') ?? '')).toBe(`/selection/${scenarios.sneakers}?tab=1`);
  });

  test('a buyer requests a review: past 50 characters is said, Enter sends 50, and it stays after a reload', async ({
    page,
    scenarios,
  }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER2);
    const input = page.getByRole('textbox', { name: '리뷰 요청 코멘트' });
    const typed = `뉴발란스 990v6 실착 리뷰가 궁금합니다. 발볼이 넓은 편인데 정사이즈로 가도 될까요? 색감도요!`;
    expect(Array.from(typed).length).toBeGreaterThan(50);
    await input.fill(typed);
    await expect(page.getByText('코멘트는 최대 50자까지 입력할 수 있습니다.')).toBeVisible();
    await expect(input).toHaveValue(typed);
    await input.press('Enter');
    const sent = Array.from(typed).slice(0, 50).join('').trim();
    // The newest request is listed first, saying what was sent, under its author's name.
    const first = page.locator('selection-home').getByRole('list', { name: '리뷰 요청 목록' }).getByRole('listitem').first();
    await expect(first.getByText(sent, { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    await page.reload();
    await expect(first.getByText(sent, { exact: true })).toBeVisible();
    await expect(first.getByText('서준', { exact: true })).toBeVisible();
    // The author sees delete, not like.
    await expect(first.getByRole('button', { name: '내 리뷰 요청 삭제' })).toBeVisible();
    await expect(first.locator('[part="request-like"]')).toHaveCount(0);
  });

  test('a buyer likes and unlikes another buyer’s request', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER2);
    const entry = othersRequest(page, '서준', false);
    const id = await entry.getAttribute('data-request-id');
    const request = page.locator(`selection-home [data-request-id="${id}"]`);
    const start = await countOf(request.locator('[part="like-count"]'));
    const liked = page.waitForResponse('**/selection-frame-review-request-like');
    await request.locator('[part="request-like"]').click();
    await expect(request.locator('[part="request-like"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(request.locator('[part="like-count"]')).toHaveText(String(start + 1));
    await liked;
    await page.reload();
    await expect(request.locator('[part="request-like"]')).toHaveAttribute('aria-pressed', 'true');
    await request.locator('[part="request-like"]').click();
    await expect(request.locator('[part="like-count"]')).toHaveText(String(start));
  });

  test('a held Enter acts once: its repeats neither undo a like nor send a comment again', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER2);
    type Counts = { clicks: number; toasts: string[] };
    const counts = () => page.evaluate(() => (window as unknown as { __held: Counts }).__held);
    const id = await othersRequest(page, '서준', false).getAttribute('data-request-id');
    const like = page.locator(`selection-home [data-request-id="${id}"] [part="request-like"]`);
    // What the key does, seen in the page: each click of the heart and each message shown.
    await like.evaluate((button) => {
      const held: Counts = { clicks: 0, toasts: [] };
      (window as unknown as { __held: Counts }).__held = held;
      button.addEventListener('click', () => (held.clicks += 1));
      new MutationObserver((changes) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof Element && node.matches('[part="toast"]')) held.toasts.push(node.textContent ?? '');
      }).observe(button.getRootNode(), { childList: true, subtree: true });
    });
    // Held on the heart: the first keydown, then two of its repeats (Playwright sends them with `repeat`).
    const liked = page.waitForResponse('**/selection-frame-review-request-like');
    await like.focus();
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    expect((await counts()).clicks, 'the heart pressed once').toBe(1);
    await liked;
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Held in the comment box, with the first send still on its way: sent once, and no message that
    // a second one waits for it.
    const sending = await holdRequests(page, '**/api/selection-frame-review-request', (request) => request.method() === 'POST');
    const input = page.getByRole('textbox', { name: '리뷰 요청 코멘트' });
    await input.fill('한 번만 보내져야 하는 요청');
    await page.keyboard.down('Enter');
    await sending.asked;
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    sending.release();
    await expect(page.getByText('리뷰 요청을 등록했어요.')).toBeVisible();
    expect((await counts()).toasts).toEqual(['리뷰 요청을 등록했어요.']);
  });

  test('a buyer cannot like their own request: the owner sees delete, and the server refuses', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER1);
    const own = page.locator('selection-home [part~="review-request--mine"]').first();
    await expect(own.getByRole('button', { name: '내 리뷰 요청 삭제' })).toBeVisible();
    await expect(own.locator('[part="request-like"]')).toHaveCount(0);
    const id = await own.getAttribute('data-request-id');
    // Even a hand-made call is refused.
    const answer = await page.evaluate(async (requestId) => {
      const token = document.cookie.match(/(?:^|; )access_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/api/selection-frame-review-request-like', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ selectionFrameReviewRequestId: requestId }),
      });
      return { status: response.status, body: (await response.json()) as { code: string } };
    }, id);
    expect(answer).toMatchObject({ status: 403, body: { code: 'SELF_LIKE_NOT_ALLOWED' } });
  });

  test('a buyer deletes their own request after confirming', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER1);
    const own = page.locator('selection-home [part~="review-request--mine"]').first();
    const id = await own.getAttribute('data-request-id');
    await own.getByRole('button', { name: '내 리뷰 요청 삭제' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('댓글을 삭제하시겠어요? 삭제한 댓글은 복구할 수 없어요.');
    const deleted = page.waitForResponse(
      (answer) => answer.request().method() === 'DELETE' && answer.url().includes(`/selection-frame-review-request/${id}`),
    );
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제', exact: true }).click();
    await expect(page.locator(`selection-home [data-request-id="${id}"]`)).toHaveCount(0);
    await deleted;
    await page.reload();
    await expect(page.locator('selection-home [part~="review-request"]')).toHaveCount(25);
    await expect(page.locator(`selection-home [data-request-id="${id}"]`)).toHaveCount(0);
  });

  test('the list stops at the 100 most recent requests with the note', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    const requests = page.locator('selection-home [part~="review-request"]');
    const note = page.getByText('최근 100개의 리뷰 요청만 보여드려요.');
    for (let round = 0; round < 12 && !(await note.isVisible()); round += 1) {
      const before = await requests.count();
      await requests.last().scrollIntoViewIfNeeded();
      // The end in view asks for the next page: wait until it is shown (or the list has ended).
      await expect.poll(async () => (await note.isVisible()) || (await requests.count()) > before).toBe(true);
    }
    await expect(note).toBeVisible();
    await expect(requests).toHaveCount(100);
  });

  test('two elements on one page stay in step without asking twice', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers, BUYER2);
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The review tab's calls (the frame data is the home shell's).
      if (/^\/api\/(selection-frame-vote|selection-frame-voted-user|selection-frame-review-request|magazine)/.test(url.pathname))
        calls.push(`${request.method()} ${url.pathname}`);
    });
    // A host page adds a second element later; the loader picks it up.
    await page.evaluate((largeId) => {
      const second = document.createElement('selection-home');
      second.setAttribute('large-id', largeId);
      second.id = 'second';
      document.querySelector('selection-home')?.after(second);
    }, scenarios.sneakers);
    const first = page.locator('selection-home').first();
    const second = page.locator('selection-home#second');
    await expect(second.locator('[part~="vote-card"]')).toHaveCount(15);
    await expect(second.locator('[part~="review-request"]')).toHaveCount(25);
    expect(calls.filter((call) => call.startsWith('GET'))).toEqual([]);

    const id = await first.locator('[part="vote-card"]').filter({ hasNotText: '9,999+' }).first().getAttribute('data-vote-id');
    const card = first.locator(`[data-vote-id="${id}"]`);
    await card.locator('[part="vote-button"]').click();
    await expect(card.locator('[part="vote-button"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(second.locator(`[data-vote-id="${id}"] [part="vote-button"]`)).toHaveAttribute('aria-pressed', 'true');
    await expect(second.locator(`[data-vote-id="${id}"] [part="vote-count"]`)).toHaveText(
      (await card.locator('[part="vote-count"]').textContent()) ?? '',
    );

    const requestId = await first
      .locator('[part~="review-request"]')
      .filter({ has: page.locator('[part="request-like"][aria-pressed="false"]') })
      .first()
      .getAttribute('data-request-id');
    await first.locator(`[data-request-id="${requestId}"] [part="request-like"]`).click();
    await expect(second.locator(`[data-request-id="${requestId}"] [part="request-like"]`)).toHaveAttribute('aria-pressed', 'true');
    // One call per change, whichever element made it.
    expect(calls.filter((call) => call === 'POST /api/selection-frame-voted-user')).toHaveLength(1);
    await expect.poll(() => calls.filter((call) => call === 'POST /api/selection-frame-review-request-like').length).toBe(1);
  });

  test('the full vote list opens from the tab, sorts, and comes back @phone', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    await page.getByRole('link', { name: '투표 전체보기' }).click();
    await expect(page).toHaveURL(/path=vote/);
    await expect(page.getByRole('heading', { name: '데일리 신상 투표', level: 1 })).toBeVisible();
    // Pages of 15; a tall screen loads the next page at once.
    await expect(page.locator('selection-home [part~="vote-card"]').nth(14)).toBeVisible();
    expect((await page.locator('selection-home [part~="vote-card"]').count()) % 15).toBe(0);
    await page.getByRole('combobox', { name: '정렬' }).selectOption('RECENTLY_REGISTERED');
    await expect(page).toHaveURL(/sortType=RECENTLY_REGISTERED/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: '정렬' })).toHaveValue('RECENTLY_REGISTERED');
    await page.getByRole('link', { name: '리뷰 탭으로 돌아가기' }).click();
    await expect(page.locator('selection-home [part="review-tab"]')).toBeVisible();
    await expect(page).not.toHaveURL(/path=vote/);
  });

  test('when the review side’s code cannot be downloaded the tab says so in place and 다시 시도 brings it', async ({ page, scenarios }) => {
    let failing = true;
    await page.route('**/dist/chunks/review-tab-*.js', (route) => (failing ? route.abort('connectionfailed') : route.continue()));
    await page.goto(`/selection/${scenarios.sneakers}?tab=1`);
    const home = page.locator('selection-home');
    const retry = home.getByRole('alert').getByRole('button', { name: '다시 시도' });
    await expect(retry).toBeVisible();
    // The rest of the page stays: the heading and the tabs.
    await expect(home.getByRole('tab', { name: '리뷰' })).toHaveAttribute('aria-selected', 'true');
    failing = false;
    await retry.click();
    await expect(home.locator('[part~="vote-card"]')).toHaveCount(15);
  });

  test('goes back from a story of the review content to that story, focused', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    const stories = page.locator('selection-home [part~="story-list"] [part="story-card"]');
    const story = stories.last();
    const storyId = await story.getAttribute('data-story-id');
    await story.click();
    await expect(page).toHaveURL(`/magazine/${storyId}?story-type=SNEAKERS`);
    await page.goBack();
    const again = page.locator(`selection-home [part~="story-list"] [data-story-id="${storyId}"]`);
    await expect(again).toBeInViewport({ timeout: 6000 });
    await expect(again).toBeFocused();
  });

  test('goes back to a story as the page is come back to, not when the review tab is drawn again after a step within the page', async ({
    page,
    scenarios,
  }) => {
    await openReviewTab(page, scenarios.sneakers);
    const story = page.locator('selection-home [part~="story-list"] [part="story-card"]').last();
    const storyId = await story.getAttribute('data-story-id');
    await story.click();
    await expect(page).toHaveURL(`/magazine/${storyId}?story-type=SNEAKERS`);
    await page.goBack();
    await expect(page.locator(`selection-home [part~="story-list"] [data-story-id="${storyId}"]`)).toBeFocused({ timeout: 6000 });
    // From here the page's 2 s waits are held: whether the review tab means to go back to the story
    // is whether it waits.
    await holdRestoreWait(page, 'document');
    const home = page.locator('selection-home');
    // The host's router takes the page on within it, with no input of the person's (an app's
    // hardware Back, a host's own link followed by script): a step and its own popstate, as
    // embedding.md says a router does. The review tab's list goes, the story not left by the person.
    await page.evaluate(() => {
      history.pushState(null, '', location.pathname);
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(home.getByRole('tab', { name: '새로운 발견' })).toHaveAttribute('aria-selected', 'true');
    // Back within the page: the review tab is drawn again, its content list with it.
    await page.goBack();
    await expect(page).toHaveURL(/tab=1/);
    await expect(home.locator('[part~="story-list"] [part="story-card"]').first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await heldWaits(page)).toBe(0);
  });

  test('review content leads to the story list and on to a story', async ({ page, scenarios }) => {
    await openReviewTab(page, scenarios.sneakers);
    await page.getByRole('link', { name: /리뷰 콘텐츠 더 보기/ }).click();
    await expect(page).toHaveURL(`/story-list?selection-frame-data-id=${scenarios.sneakers}&story-type=SNEAKERS`);
    const stories = page.locator('selection-story-list [part="story-card"]');
    // Its first page.
    await expect(stories.nth(STORY_LIST_PAGE_SIZE - 1)).toBeAttached();
    const storyId = await stories.first().getAttribute('data-story-id');
    await stories.first().click();
    await expect(page).toHaveURL(`/magazine/${storyId}?story-type=SNEAKERS`);
  });
});
