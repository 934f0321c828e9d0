/** The sneakers review tab in WebKit: a vote and its cancel, a review request and its delete. */
import assert from 'node:assert/strict';
import { Keys, type Shopper } from '../shopper.ts';
import { BUYER2, loginAs, type Journey } from '../support.ts';

const home = (shopper: Shopper) => shopper.locator('selection-home');

/** Opens the review tab of the sneakers selection signed in as `email`. */
async function openReviewTab(shopper: Shopper, largeId: string, email: string): Promise<void> {
  await shopper.goto(`/selection/${largeId}?tab=1`);
  await loginAs(shopper, email);
  await shopper.waitForUrl((url) => url.pathname === `/selection/${largeId}` && url.search === '?tab=1', 'to be the review tab again');
  await home(shopper).locator('[part~="vote-card"]').toHaveCount(15);
  await home(shopper).locator('[part~="review-request"]').toHaveCount(25);
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

export async function voteAndCancel({ shopper, scenarios }: Journey): Promise<void> {
  await openReviewTab(shopper, scenarios.sneakers, BUYER2);
  const id = await home(shopper).locator('[part="vote-card"]').filter({ hasNotText: '9,999+' }).first().attribute('data-vote-id');
  assert.ok(id);
  const card = home(shopper).locator(`[data-vote-id="${id}"]`);
  const count = card.locator('[part="vote-count"]');
  const start = number(await count.text());
  const title = (await card.getByRole('heading').text()) ?? '';
  // Named by what it shows, described by the release it votes for.
  await card.getByRole('button', { name: '투표하기', exact: true, pressed: false }).click();
  const voted = card.getByRole('button', { name: '투표 완료', exact: true, pressed: true });
  await voted.toBeVisible();
  await voted.toHaveDescription(title);
  await count.toHaveText(`${(start + 1).toLocaleString('ko-KR')}표`);
  await shopper.getByText('투표했어요!').toBeVisible();

  await shopper.reload();
  await card.getByRole('button', { pressed: true }).toBeVisible();
  await card.getByRole('button', { pressed: true }).click();
  await card.getByRole('button', { name: '투표하기', exact: true, pressed: false }).toBeVisible();
  await count.toHaveText(`${start.toLocaleString('ko-KR')}표`);
  await shopper.reload();
  await card.getByRole('button', { name: '투표하기', exact: true, pressed: false }).toBeVisible();
  await count.toHaveText(`${start.toLocaleString('ko-KR')}표`);
}

/** Characters as a person counts them (grapheme clusters). */
const characters = (text: string) =>
  Array.from(new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text), (part) => part.segment);

export async function reviewRequestAndDelete({ shopper, scenarios }: Journey): Promise<void> {
  await openReviewTab(shopper, scenarios.sneakers, BUYER2);
  const input = shopper.getByRole('textbox', { name: '리뷰 요청 코멘트' });
  const tooLong = shopper.getByText('코멘트는 최대 50자까지 입력할 수 있습니다.');
  // Exactly 50 as a person counts: 47 letters and three emoji (a family, a flag, a toned thumb),
  // which are 63 UTF-16 units and 56 code points.
  const fifty = '뉴발란스 990v6 실착 리뷰가 궁금합니다. 발볼이 넓은 편인데 정사이즈 괜찮을까요 👨‍👩‍👧🇰🇷👍🏽';
  assert.equal(characters(fifty).length, 50);
  assert.ok(fifty.length > 60 && Array.from(fifty).length > 50);
  await input.fill(fifty);
  await input.toHaveValue(fifty);
  await tooLong.toHaveCount(0);
  // One more character is past the limit: said, and the input keeps what was typed.
  const more = `${fifty} 색감도요!`;
  await shopper.type(' 색감도요!');
  await input.toHaveValue(more);
  await tooLong.toBeVisible();
  await input.press(Keys.Enter);
  // What is sent is cut to 50 characters, never half of an emoji.
  const sent = characters(more).slice(0, 50).join('').trim();
  assert.equal(sent, fifty);
  const first = home(shopper).locator('[part~="review-request"]').first();
  await first.getByText(sent, { exact: true }).toBeVisible();
  await input.toHaveValue('');
  await shopper.reload();
  await first.getByText(sent, { exact: true }).toBeVisible();
  // Signed by its author.
  await first.getByText('서준', { exact: true }).toBeVisible();
  await first.locator('[part="request-like"]').toHaveCount(0);

  // The author deletes it after confirming.
  const requestId = await first.attribute('data-request-id');
  assert.ok(requestId);
  await first.getByRole('button', { name: '내 리뷰 요청 삭제' }).click();
  const dialog = shopper.getByRole('alertdialog');
  await dialog.toContainText('댓글을 삭제하시겠어요? 삭제한 댓글은 복구할 수 없어요.');
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await home(shopper).locator(`[data-request-id="${requestId}"]`).toHaveCount(0);
  await shopper.reload();
  await home(shopper).locator('[part~="review-request"]').toHaveCount(25);
  await home(shopper).locator(`[data-request-id="${requestId}"]`).toHaveCount(0);
}

/** "투표 전체보기" and the vote page's ‹ are links to their page state, followed in place once hydrated. */
export async function votePageAndBack({ shopper, scenarios }: Journey): Promise<void> {
  const largeId = scenarios.sneakers;
  await shopper.goto(`/selection/${largeId}?tab=1`);
  const more = home(shopper).getByRole('link', { name: '투표 전체보기' });
  await more.toHaveAttribute('href', `/selection/${largeId}?tab=1&path=vote`);
  // A mark on this document: still there after each step, the step was taken in place (no page load).
  await shopper.evaluate(() => void Object.assign(window, { votePageJourney: true }));
  const samePage = async () =>
    assert.equal(await shopper.evaluate(() => 'votePageJourney' in window), true, 'the page was not loaded again');
  await more.click();
  await shopper.waitForUrl((url) => url.search === '?tab=1&path=vote', 'to be the vote page');
  const heading = home(shopper).getByRole('heading', { level: 1, name: '데일리 신상 투표' });
  await heading.toBeFocused();
  // Its first page of 15 (a tall window asks for the next page at once).
  await home(shopper).locator('[part~="vote-list"] [part~="vote-card"]').nth(14).toBeVisible();
  await samePage();

  const back = home(shopper).getByRole('link', { name: '리뷰 탭으로 돌아가기' });
  await back.toHaveAttribute('href', `/selection/${largeId}?tab=1`);
  await back.click();
  await shopper.waitForUrl((url) => url.search === '?tab=1', 'to be the review tab again');
  await more.toBeFocused();
  await samePage();
}
