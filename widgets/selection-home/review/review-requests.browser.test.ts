import { expect } from 'chai';
import { toggleReviewRequestLike } from '../../../core/actions/review-requests.ts';
import { COMMENT_MAX_LENGTH } from '../../../core/domain/comment.ts';
import { messages } from '../../../core/messages/index.ts';
import { homeMessages as home } from '../../../core/messages/home.ts';
import { reviewMessages as review, reviewServerMessages } from '../../../core/messages/review.ts';
import {
  afterNextFrame,
  answerDialog,
  atUrl,
  byRole,
  openDialog,
  cleanup,
  eventually,
  listEnd,
  holdEvents,
  holdFetches,
  loginAs,
  logout,
  loseAnswers,
  mount,
  nextTask,
  recordFetches,
  resetApi,
  scenarioId,
  shadow,
  showsText,
  textContrast,
  toasts,
  waitFor,
} from '../../../tests/browser/helpers.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../../loader/selection-widgets.ts';
import { clearQueryCache } from '../../../core/cache/query-cache.ts';
import { loadSession, refreshSession } from '../../../core/stores/session.ts';
import { expectAccessible } from '../../../tests/browser/axe.ts';
import { expectNoFocusZoom } from '../../../tests/browser/focus-zoom.ts';
import { composeThenEnterAsWebKit } from '../../../tests/browser/composition.ts';
import { itOnlyIn, setViewport } from '../../../tests/browser/engine.ts';

const loginRequests: CustomEvent[] = [];
holdEvents('selection-login-required', loginRequests);
document.addEventListener('selection-navigate', (event) => event.preventDefault());

const qa = <T extends Element = HTMLElement>(element: Element, selector: string) =>
  element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll<T>(selector)) : [];
const q = <T extends Element = HTMLElement>(element: Element, selector: string) => qa<T>(element, selector)[0];
const requests = (element: Element) => qa(element, '[part~="review-request"]');
/** Whether request `index` shows `comment` as its comment. */
const showsComment = (element: Element, index: number, comment: string) => {
  const entry = requests(element)[index];
  return entry !== undefined && showsText(entry, comment);
};

/** Submit calls this page made (POST and DELETE of review requests, not the list). */
const submitCalls = () =>
  performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/selection-frame-review-request').length;

async function mountRequests(): Promise<HTMLElement> {
  atUrl('?tab=1');
  const element = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
  await waitFor(() => requests(element).length === 25, { message: '25 requests', timeout: 8000 });
  return element;
}

/** Types into the comment input as a person would (React sees an input event). */
function type(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const enter = (input: HTMLInputElement, init: KeyboardEventInit = {}) =>
  input.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, composed: true, ...init }),
  );

async function fetchList(page = 1, token?: string) {
  const largeId = await scenarioId('sneakers');
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const response = await fetch(
    `/api/selection-frame-review-request/buyer-list?page=${page}&limit=25&selectionFrameLargeDataId=${largeId}`,
    { headers },
  );
  return (await response.json()) as {
    selectionFrameReviewRequests: { _id: string; comment: string; userId: string; isLike: boolean; likeCount: number }[];
    maxPage: number;
  };
}

describe('sneakers review requests', () => {
  beforeEach(async () => {
    loginRequests.length = 0;
    await resetApi();
    await logout();
  });
  afterEach(async () => {
    cleanup();
    await logout();
  });

  it('asks an anonymous person to log in before submitting, and keeps what they typed', async () => {
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input, '덩크 로우 리뷰 부탁해요');
    const before = submitCalls();
    q<HTMLButtonElement>(element, '[part="request-submit"]')!.click();
    expect(await answerDialog(element)).to.equal('로그인 후 다시 시도해주세요.');
    await waitFor(() => loginRequests.length === 1, { message: 'login hand-off' });
    expect(submitCalls()).to.equal(before);
    expect(input.value).to.equal('덩크 로우 리뷰 부탁해요');
  });

  it('keeps an unsent comment to the person who typed it: signed out, or another person signed in on the page, the box is empty, and the first finds theirs again', async () => {
    const element = await mountRequests();
    const input = () => q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input(), '로그인하고 보낼 글');
    await loginAs('buyer2@example.com');
    // Typed before the login a send asks for: the person who signs in goes on with it.
    await afterNextFrame();
    expect(input().value, 'typed before the login').to.equal('로그인하고 보낼 글');
    // Theirs without a key more: signed out, then another person, an empty box.
    await logout();
    await waitFor(() => input().value === '', { message: 'signed out: an empty box' });
    await loginAs('buyer1@example.com');
    await afterNextFrame();
    expect(input().value, 'another person').to.equal('');
    type(input(), '바이어1이 쓰던 글');
    await loginAs('buyer2@example.com');
    await waitFor(() => input().value === '로그인하고 보낼 글', { message: 'the first person back: their comment' });
    // A box typed into and emptied with nobody signed in takes nothing from the next person's.
    await logout();
    await waitFor(() => input().value === '', { message: 'signed out again' });
    type(input(), '잠깐');
    type(input(), '');
    await loginAs('buyer1@example.com');
    await waitFor(() => input().value === '바이어1이 쓰던 글', { message: 'the second person back: their comment' });
  });

  it('draws the comment box at 16 px or more, so iOS does not zoom the page into it on focus', async () => {
    const element = await mountRequests();
    await expectNoFocusZoom(element, 1);
  });

  itOnlyIn(
    'chromium',
    "a placeholder's computed style",
    "its placeholder, the box's only visible hint, is drawn in the muted text colour (WCAG 1.4.3: 4.5:1)",
    async () => {
      const element = await mountRequests();
      const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
      // The browser's own grey passes on white in Chromium (4.6:1) but not in WebKit (2.4:1).
      expect(getComputedStyle(input, '::placeholder').color).to.equal('rgb(107, 107, 107)');
      expect(textContrast(input, '::placeholder')).to.be.at.least(4.5);
    },
  );

  it('shows its whole placeholder in the comment box of a 360 px phone, and the limit is in the box’s name', async () => {
    await setViewport(360, 740);
    try {
      const element = await mountRequests();
      const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      expect(context.measureText(input.placeholder).width, `"${input.placeholder}" in ${room} px`).to.be.at.most(room);
      // Within the screen: the form is not wider than the page.
      expect(document.documentElement.scrollWidth).to.be.at.most(document.documentElement.clientWidth);
      // The counter beside it is drawn for the eye only: the box's name says the limit.
      expect(input.labels?.[0]?.textContent).to.include(String(COMMENT_MAX_LENGTH));
    } finally {
      await setViewport(800, 600);
    }
  });

  it('wraps a comment between words on a 360 px phone, never inside a Korean word', async () => {
    const element = await mountRequests();
    element.style.width = '360px';
    const comments = qa(element, '.request__comment');
    let wrapped = 0;
    for (const comment of comments) {
      const text = comment.firstChild;
      if (!(text instanceof Text)) continue;
      const range = document.createRange();
      range.selectNodeContents(comment);
      if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) wrapped += 1;
      // Each word lies on one line.
      let at = 0;
      for (const word of text.data.split(' ')) {
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
        expect(lines.size, `"${word}" of "${text.data}"`).to.be.at.most(1);
      }
    }
    expect(wrapped, 'comments that take two lines').to.be.greaterThan(0);
  });

  it('keeps each request’s like or delete on a 320 px phone, and says which comment each is for', async () => {
    await loginAs('buyer1@example.com');
    const element = await mountRequests();
    element.style.width = '320px';
    // A name of one unbroken Latin run (an id used as a name), longer than the row is wide.
    requests(element)[0]!.querySelector('.request__author')!.textContent = 'sneakerhead_collector_since_2009_official';
    const right = element.getBoundingClientRect().right;
    const actions = requests(element).map((item) => ({ item, action: item.querySelector<HTMLElement>('.request__action')! }));
    expect(
      actions.some(({ action }) => action.matches('[part="request-delete"]')),
      'an own request',
    ).to.equal(true);
    for (const { item, action } of actions) {
      expect(action.getBoundingClientRect().right, `${item.dataset.requestId}: its action in view`).to.be.at.most(right + 0.5);
      // Named by what it does; described by the comment it is for.
      const description = shadow(element).getElementById(action.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent, `${item.dataset.requestId}: described by`).to.equal(
        item.querySelector('.request__comment')?.textContent,
      );
    }
  });

  it('lets an anonymous person decline the login with Esc: no login page, focus back on the button', async () => {
    const element = await mountRequests();
    const submit = q<HTMLButtonElement>(element, '[part="request-submit"]')!;
    submit.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => openDialog(element), { message: 'the login dialog' });
    await expectAccessible(element);
    await sendKeys({ press: 'Escape' });
    // Gone from the page once its answer was handed back; the next task follows whatever it led to.
    await waitFor(() => !dialog.isConnected, { message: 'declined' });
    await nextTask();
    expect(loginRequests).to.have.length(0);
    expect(shadow(element).activeElement).to.equal(submit);
  });

  it('says so past 50 characters, keeps the text, and sends it cut to 50 on Enter', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    expect(
      input.labels?.[0]?.textContent ??
        input.getAttribute('aria-label') ??
        shadow(element).querySelector(`label[for="${input.id}"]`)?.textContent,
    ).to.equal(review.requestInputLabel);
    // The alert is there, empty, before its text comes: a region added with its text is not announced
    // by every screen reader.
    const quiet = q(element, '[part="request-hint"]');
    expect([quiet?.getAttribute('role'), quiet?.textContent]).to.deep.equal(['alert', '']);
    const typed = `${'가'.repeat(49)}나다라`;
    type(input, typed);
    const hint = await waitFor(
      () => q(element, '[part="request-hint"]')?.textContent === review.commentTooLong && q(element, '[part="request-hint"]'),
    );
    expect(hint).to.equal(quiet);
    expect(input.value).to.equal(typed);
    expect(input.getAttribute('aria-invalid')).to.equal('true');

    enter(input);
    const sent = `${'가'.repeat(49)}나`;
    await waitFor(() => showsComment(element, 0, sent), { message: 'the new request first' });
    await waitFor(() => input.value === '', { message: 'the input cleared' });
    await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'success toast' });
    const [first] = (await fetchList()).selectionFrameReviewRequests;
    expect(first?.comment).to.equal(sent);
    // The author sees delete on it.
    await waitFor(() => requests(element)[0]?.querySelector('[part="request-delete"]'), { message: 'delete on own request' });
  });

  it('never submits on an Enter that ends a Hangul composition', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input, '조던 1 하이 리뷰');
    const before = submitCalls();
    // Counted as sent: a submit started by these keys would reach fetch within this task's promise chain.
    const fetches = recordFetches();
    // A composing Enter must not reach the form's own submission either (a real form submit here).
    q<HTMLFormElement>(element, '[part="request-form"]')!.requestSubmit();
    enter(input, { isComposing: true });
    enter(input, { keyCode: 229 } as KeyboardEventInit);
    await nextTask();
    fetches.stop();
    expect(fetches.sent.filter((url) => new URL(url).pathname === '/api/selection-frame-review-request')).to.deep.equal([]);
    expect(input.value).to.equal('조던 1 하이 리뷰');
    enter(input);
    await waitFor(() => showsComment(element, 0, '조던 1 하이 리뷰'), { message: 'submitted after composition' });
    await waitFor(() => submitCalls() === before + 1, { message: 'one submit call' });
  });

  it("WebKit's order (the composition ends, then the Enter that ended it): that Enter sends nothing, the next sends the whole comment", async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input, '조던 1 하이 ');
    const before = submitCalls();
    const fetches = recordFetches();
    composeThenEnterAsWebKit(input, '리뷰 부탁해요');
    await nextTask();
    fetches.stop();
    expect(fetches.sent.filter((url) => new URL(url).pathname === '/api/selection-frame-review-request')).to.deep.equal([]);
    expect(input.value).to.equal('조던 1 하이 리뷰 부탁해요');
    enter(input);
    await waitFor(() => showsComment(element, 0, '조던 1 하이 리뷰 부탁해요'), { message: 'the whole comment sent' });
    await waitFor(() => submitCalls() === before + 1, { message: 'one submit call' });
  });

  it('keeps the typed comment when the submit fails', async () => {
    const element = await mountRequests();
    document.cookie = 'access_token=expired-token; path=/';
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input, '사이즈 정보가 궁금해요');
    enter(input);
    expect(await answerDialog(element)).to.equal('로그인 후 다시 시도해주세요.');
    await waitFor(() => loginRequests.length === 1, { message: 'login hand-off' });
    expect(input.value).to.equal('사이즈 정보가 궁금해요');
    expect(requests(element).some((entry) => showsText(entry, '사이즈 정보가 궁금해요'))).to.equal(false);
  });

  it('shows whether a submit whose answer was lost went in, and keeps the typed comment', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    // The request reaches the server, and its answer is lost on the way back.
    const lost = loseAnswers((url, method) => method === 'POST' && url.pathname === '/api/selection-frame-review-request');
    try {
      const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
      type(input, '응답이 끊겨도 등록됐는지 보여주세요');
      enter(input);
      expect(await answerDialog(element)).to.equal(messages.errors.network);
      expect(input.value, 'the comment kept').to.equal('응답이 끊겨도 등록됐는지 보여주세요');
      // The list asked again: the request is in it, as the server has it.
      await waitFor(
        () => showsComment(element, 0, '응답이 끊겨도 등록됐는지 보여주세요') && !requests(element)[0]?.hasAttribute('aria-busy'),
        {
          message: 'the request, in the list again',
        },
      );
    } finally {
      lost.stop();
    }
  });

  it('sends a comment once on a double click of 등록, with no message that the box is empty', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    const button = q<HTMLButtonElement>(element, '[part="request-submit"]')!;
    type(input, '두 번 눌러도 한 번만');
    const before = submitCalls();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    // The first click's request is in (the box cleared) before the double click's second comes.
    await waitFor(() => toasts(element).includes(review.requestSubmitSuccess) && input.value === '', { message: 'the first in' });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    // What the second click would set off (a dialog) is drawn by the next frame.
    await nextTask();
    await afterNextFrame();
    expect(openDialog(element), 'no dialog').to.equal(null);
    expect(submitCalls() - before).to.equal(1);
  });

  it('keeps a next comment typed while the first is on its way, once the first is in', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    const post = holdFetches((url, body) => url.includes('/selection-frame-review-request') && body !== undefined);
    try {
      type(input, '첫 번째 요청이에요');
      enter(input);
      await waitFor(() => post.held() === 1, { message: 'the submit on its way' });
      type(input, '두 번째로 쓰는 중');
      post.release();
      await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'the first submit in' });
      expect(input.value, 'the comment typed meanwhile').to.equal('두 번째로 쓰는 중');
    } finally {
      post.stop();
    }
  });

  it('keeps an unsent comment through a trip to the discovery tab and back; one sent while away is gone from the box, and in the list', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = () => q<HTMLInputElement>(element, '[part="request-input"]');
    const toTab = async (name: string) => {
      const tab = await waitFor(() => byRole<HTMLElement>(element, 'tab', name), { message: `the ${name} tab` });
      tab.click();
      await waitFor(() => (name === home.tabReview) === (input() !== undefined), { message: `on the ${name} tab` });
    };
    type(input()!, '탭을 오가도 남아 있어요');
    await toTab(home.tabDiscovery);
    await toTab(home.tabReview);
    expect(input()!.value, 'the comment not sent').to.equal('탭을 오가도 남아 있어요');
    /** Sends `comment` and leaves for the discovery tab before its answer; `meanwhile` runs before the answer is let through. */
    const sendAndLeave = async (comment: string, meanwhile: () => Promise<void>) => {
      const post = holdFetches((url, body) => url.includes('/selection-frame-review-request') && body !== undefined);
      try {
        type(input()!, comment);
        enter(input()!);
        await waitFor(() => post.held() === 1, { message: `${comment}: on its way` });
        await toTab(home.tabDiscovery);
        await meanwhile();
        post.release();
      } finally {
        post.stop();
      }
    };
    // Sent, and the person away until its answer is in.
    await sendAndLeave('보내고 다른 탭으로', async () => undefined);
    await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'the submit in' });
    await toTab(home.tabReview);
    expect(input()!.value, 'the comment sent').to.equal('');
    await waitFor(() => showsComment(element, 0, '보내고 다른 탭으로'), { message: 'the request, first in the list' });
    // Sent, left, and come back to before its answer: the box drawn afresh clears once it is in.
    await sendAndLeave('돌아와도 한 번만', () => toTab(home.tabReview));
    await waitFor(() => input()!.value === '', { message: 'the comment sent, cleared from the box drawn afresh' });
  });

  it('refuses a second submit while the first is pending, with the waiting message', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
    type(input, '한 번만 등록돼야 해요');
    const before = submitCalls();
    const button = q<HTMLButtonElement>(element, '[part="request-submit"]')!;
    button.click();
    button.click();
    await waitFor(() => toasts(element).includes(review.requestSubmitPending), { message: 'waiting message' });
    await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'the first submit' });
    expect(submitCalls() - before).to.equal(1);
    expect((await fetchList()).selectionFrameReviewRequests.filter((entry) => entry.comment === '한 번만 등록돼야 해요')).to.have.length(1);
  });

  it('likes and unlikes another person’s request, and shows 99+ over 99', async () => {
    const { token } = await loginAs('buyer2@example.com');
    const element = await mountRequests();
    expect(qa(element, '[part="like-count"]').map((count) => count.textContent)).to.include('99+');
    const entry = requests(element).find(
      (item) => item.querySelector('[part="request-like"][aria-pressed="false"]') && !item.textContent?.includes('99+'),
    )!;
    const id = entry.dataset.requestId ?? '';
    const button = entry.querySelector<HTMLButtonElement>('[part="request-like"]')!;
    const count = () => Number(entry.querySelector('[part="like-count"]')?.textContent);
    const start = count();
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', { message: 'liked' });
    expect(count()).to.equal(start + 1);
    const server = async () => (await fetchList(1, token)).selectionFrameReviewRequests.find((item) => item._id === id);
    await eventually(async () => (await server())?.isLike === true, 'the like on the server');
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'false', { message: 'unliked' });
    expect(count()).to.equal(start);
    await eventually(async () => (await server())?.likeCount === start, 'the unlike on the server');
  });

  it('shows ALREADY_LIKED in the error dialog and catches up with the server', async () => {
    const { token } = await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const entry = requests(element).find(
      (item) => item.querySelector('[part="request-like"][aria-pressed="false"]') && !item.textContent?.includes('99+'),
    )!;
    const id = entry.dataset.requestId ?? '';
    await fetch('/api/selection-frame-review-request-like', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ selectionFrameReviewRequestId: id }),
    });
    const start = Number(entry.querySelector('[part="like-count"]')?.textContent);
    entry.querySelector<HTMLButtonElement>('[part="request-like"]')!.click();
    expect(await answerDialog(element)).to.equal(reviewServerMessages.alreadyLiked);
    await waitFor(
      () => entry.querySelector('[aria-pressed="true"]') && Number(entry.querySelector('[part="like-count"]')?.textContent) === start + 1,
      { message: 'server state' },
    );
  });

  it("tells a like the API could not take (its own 503, with the catalogue's words) with the contact-support hint, as SPEC §8 asks", async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const entry = requests(element).find((item) => item.querySelector('[part="request-like"][aria-pressed="false"]'))!;
    const outage = await fetch('/api/mock/selection/outage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/selection-frame-review-request-like', times: 2 }),
    });
    expect(outage.ok, 'the outage set').to.equal(true);
    try {
      entry.querySelector<HTMLButtonElement>('[part="request-like"]')!.click();
      const dialog = await waitFor(() => openDialog(element), { message: 'the message' });
      expect(dialog.textContent).to.include(messages.errors.temporary);
      expect(dialog.textContent).to.include(messages.errors.contactSupport);
    } finally {
      await resetApi();
    }
  });

  it('gives the focus to the next request when the one liked was deleted meanwhile and leaves the list while its message is open', async () => {
    const { token: owner, userId: ownerId } = await loginAs('buyer1@example.com');
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const list = await fetchList();
    const theirs = list.selectionFrameReviewRequests.find((item) => item.userId === ownerId)!;
    const entry = await waitFor(() => requests(element).find((item) => item.dataset.requestId === theirs._id), {
      message: 'their request',
    });
    const nextId = (entry.nextElementSibling as HTMLElement).dataset.requestId;
    // Its owner deletes it on another device.
    await fetch(`/api/selection-frame-review-request/${theirs._id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${owner}` } });
    const button = entry.querySelector<HTMLButtonElement>('[part="request-like"]')!;
    // The list asked again answers once the refusal's message is open (a slower network than this).
    const reload = holdFetches((url) => url.includes('/selection-frame-review-request/buyer-list'));
    try {
      button.focus();
      button.click();
      await waitFor(() => openDialog(element), { message: 'the refusal' });
      await waitFor(() => reload.held() > 0, { message: 'the list asked again' });
      reload.release();
      // The list no longer holds it: gone while its message is open.
      await waitFor(() => !entry.isConnected, { message: 'the request gone' });
    } finally {
      reload.stop();
    }
    await answerDialog(element);
    // On the request that followed it (as the list draws it now).
    const focusedIn = () => shadow(element).activeElement?.closest<HTMLElement>('[data-request-id]')?.dataset.requestId;
    await waitFor(() => focusedIn() === nextId, {
      message: () => `focus on the next request, not on ${shadow(element).activeElement?.outerHTML.slice(0, 60) ?? 'the page'}`,
    });
  });

  it('refuses a like of one’s own request (SELF_LIKE_NOT_ALLOWED) and puts the count back', async () => {
    const { userId } = await loginAs('buyer1@example.com');
    const element = await mountRequests();
    const own = requests(element).find((item) => item.querySelector('[part="request-delete"]'))!;
    expect(own.querySelector('[part="request-like"]')).to.equal(null);
    const list = await fetchList();
    const record = list.selectionFrameReviewRequests.find((item) => item._id === own.dataset.requestId)!;
    expect(record.userId).to.equal(userId);
    const result = await toggleReviewRequestLike({ _id: record._id, isLike: false, likeCount: record.likeCount });
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error.code).to.equal('SELF_LIKE_NOT_ALLOWED');
    expect(!result.ok && result.error.displayMessage).to.equal(reviewServerMessages.selfLikeNotAllowed);
    expect((await fetchList()).selectionFrameReviewRequests.find((item) => item._id === record._id)?.likeCount).to.equal(record.likeCount);
  });

  it('asks who is signed in before a like when that is not known yet: a person’s own request then shows its delete button, not liked', async () => {
    const { userId } = await loginAs('buyer1@example.com');
    // Who the person is fails to load for a moment (a flaky network), and stays unknown.
    const failing = holdFetches((url) => url.includes('/user/info'));
    failing.release(503);
    let element: HTMLElement;
    try {
      clearQueryCache();
      expect((await refreshSession()).status).to.equal('unknown');
      element = await mountRequests();
      // The review tab asked again as it opened, in vain.
      expect((await loadSession()).status).to.equal('unknown');
    } finally {
      failing.stop();
    }
    const ownId = (await fetchList()).selectionFrameReviewRequests.find((item) => item.userId === userId)?._id;
    const own = requests(element).find((item) => item.dataset.requestId === ownId)!;
    const heart = own.querySelector<HTMLButtonElement>('[part="request-like"]');
    expect(heart, 'a heart while who is signed in is not known').to.not.equal(null);
    const calls = recordFetches();
    try {
      heart!.click();
      await waitFor(() => own.querySelector('[part="request-delete"]'), { message: 'its delete button' });
      await calls.idle();
      expect(calls.sent.filter((url) => url.includes('/selection-frame-review-request-like'))).to.deep.equal([]);
      expect(openDialog(element)).to.equal(null);
    } finally {
      calls.stop();
    }
  });

  it('lets the owner delete after the confirmation, and only then', async () => {
    await loginAs('buyer1@example.com');
    const element = await mountRequests();
    const own = requests(element).find((item) => item.querySelector('[part="request-delete"]'))!;
    const id = own.dataset.requestId ?? '';
    const button = own.querySelector<HTMLButtonElement>('[part="request-delete"]')!;
    expect(button.getAttribute('aria-label')).to.equal(review.deleteLabel);
    button.focus();
    button.click();
    await waitFor(() => openDialog(element), { message: 'the confirmation' });
    await expectAccessible(element);
    expect(await answerDialog(element, 'cancel')).to.equal('댓글을 삭제하시겠어요? 삭제한 댓글은 복구할 수 없어요.');
    expect(requests(element).some((item) => item.dataset.requestId === id)).to.equal(true);
    // The confirmation closes natively: focus is back on the delete button.
    expect(shadow(element).activeElement).to.equal(button);
    const next = own.nextElementSibling as HTMLElement;
    button.click();
    await answerDialog(element, 'ok');
    await waitFor(() => !requests(element).some((item) => item.dataset.requestId === id), { message: 'removed' });
    // Focus lands on the next request's button, not on the page.
    await waitFor(() => shadow(element).activeElement === next.querySelector('button'), { message: 'focus on the next request' });
    await waitFor(() => toasts(element).includes(review.deleteSuccess), { message: 'delete toast' });
    expect((await fetchList()).selectionFrameReviewRequests.some((item) => item._id === id)).to.equal(false);
    // The list closes up: still 25 on the first page.
    await waitFor(() => requests(element).length === 25, { message: 'page refilled' });
  });

  it('says a request deleted meanwhile elsewhere (another device) is deleted, not that it cannot be found', async () => {
    const { token } = await loginAs('buyer1@example.com');
    const element = await mountRequests();
    const own = requests(element).find((item) => item.querySelector('[part="request-delete"]'))!;
    const id = own.dataset.requestId ?? '';
    const gone = await fetch(`/api/selection-frame-review-request/${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(gone.status).to.equal(200);
    own.querySelector<HTMLButtonElement>('[part="request-delete"]')!.click();
    await answerDialog(element, 'ok');
    await waitFor(() => toasts(element).includes(review.deleteSuccess), { message: 'the delete toast' });
    expect(openDialog(element), 'no error dialog').to.not.be.ok;
    expect(
      requests(element).some((item) => item.dataset.requestId === id),
      'not back',
    ).to.equal(false);
  });

  it('moves the focus on to the next request as a deleted one leaves, while its call is still on its way', async () => {
    await loginAs('buyer1@example.com');
    const element = await mountRequests();
    const own = requests(element).find((item) => item.querySelector('[part="request-delete"]'))!;
    const id = own.dataset.requestId ?? '';
    const next = own.nextElementSibling as HTMLElement;
    const slow = holdFetches((url) => url.includes(`/selection-frame-review-request/${id}`));
    try {
      const button = own.querySelector<HTMLButtonElement>('[part="request-delete"]')!;
      button.focus();
      button.click();
      await answerDialog(element, 'ok');
      await waitFor(() => slow.held() > 0 && !own.isConnected, { message: 'the request gone, its call held' });
      await waitFor(() => shadow(element).activeElement === next.querySelector('button'), {
        message: () => `focus on the next request, not on ${shadow(element).activeElement?.outerHTML.slice(0, 60) ?? 'the page'}`,
      });
      slow.release();
      await waitFor(() => toasts(element).includes(review.deleteSuccess), { message: 'delete toast' });
      expect(shadow(element).activeElement).to.equal(next.querySelector('button'));
    } finally {
      slow.stop();
    }
  });

  for (const late of [1, 2]) {
    it(`keeps the focus on the next request when the reload after the delete moves it up from page 2 (page ${late}'s answer last)`, async () => {
      const largeId = await scenarioId('sneakers');
      const { userId } = await loginAs('buyer1@example.com');
      const index = (await fetchList()).selectionFrameReviewRequests.findIndex((item) => item.userId === userId);
      expect(index, 'a request of buyer1 on page 1').to.be.within(0, 24);
      // Requests made after it by another person move it down to the last place of page 1.
      const { token } = await loginAs('buyer2@example.com');
      for (let count = index; count < 24; count += 1) {
        const posted = await fetch('/api/selection-frame-review-request', {
          method: 'POST',
          headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ selectionFrameLargeDataId: largeId, comment: `먼저 올라온 요청 ${count}` }),
        });
        expect(posted.ok).to.equal(true);
      }
      await loginAs('buyer1@example.com');
      const element = await mountRequests();
      const own = requests(element)[24]!;
      expect(own.querySelector('[part="request-delete"]'), 'the last request of page 1 is buyer1’s').to.not.equal(null);
      listEnd(element)?.scrollIntoView();
      await waitFor(() => requests(element).length === 50, { message: 'page 2' });
      // Its neighbour is page 2's first, which the reload after the delete moves onto page 1.
      const next = requests(element)[25]!;
      const nextId = next.dataset.requestId;
      const moved = () => requests(element).find((item) => item.dataset.requestId === nextId);
      // The reload's pages answer in either order: page 1 last, the request leaves page 2 a moment
      // before it is drawn on page 1; page 2 last, it is on both for a moment.
      const held = holdFetches((url) => url.includes('/buyer-list') && new RegExp(`[?&]page=${late}(&|$)`).test(url));
      try {
        const button = own.querySelector<HTMLButtonElement>('[part="request-delete"]')!;
        button.focus();
        button.click();
        await answerDialog(element, 'ok');
        await waitFor(() => toasts(element).includes(review.deleteSuccess), { message: 'delete toast' });
        const other = late === 1 ? () => !next.isConnected : () => moved() !== next;
        await waitFor(() => held.held() > 0 && other(), { message: `page ${3 - late}'s answer drawn while page ${late}'s is held` });
        held.release();
        await waitFor(
          () => requests(element).indexOf(moved()!) === 24 && shadow(element).activeElement === moved()?.querySelector('button'),
          {
            message: () => `focus on the moved request, not on ${shadow(element).activeElement?.outerHTML.slice(0, 60) ?? 'the page'}`,
          },
        );
      } finally {
        held.stop();
      }
    });
  }

  it('a delete refused puts the request back, and the focus on its delete button once the message is closed', async () => {
    await loginAs('buyer1@example.com');
    const element = await mountRequests();
    const own = requests(element).find((item) => item.querySelector('[part="request-delete"]'))!;
    const id = own.dataset.requestId ?? '';
    const refused = holdFetches((url) => url.includes(`/selection-frame-review-request/${id}`));
    refused.release(503);
    try {
      const button = own.querySelector<HTMLButtonElement>('[part="request-delete"]')!;
      button.focus();
      button.click();
      await answerDialog(element, 'ok');
      // The error's message, closed with its button as a person would.
      await waitFor(() => openDialog(element), { message: 'the error message' });
      await answerDialog(element, 'ok');
      const back = await waitFor(() => requests(element).find((item) => item.dataset.requestId === id), { message: 'the request back' });
      await waitFor(() => shadow(element).activeElement === back.querySelector('[part="request-delete"]'), {
        message: () => `focus on its delete button, not on ${shadow(element).activeElement?.outerHTML.slice(0, 60) ?? 'the page'}`,
      });
    } finally {
      refused.stop();
    }
  });

  it('goes on to the next page after a reload of the pages shown failed (they stay shown)', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    // The list's next two calls fail: the reload after a submit, and its one retry.
    const outage = await fetch('/api/mock/selection/outage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/selection-frame-review-request/buyer-list', times: 2 }),
    });
    expect(outage.ok, 'the outage set').to.equal(true);
    const calls = recordFetches();
    try {
      const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
      type(input, '다음 페이지도 보고 싶어요');
      enter(input);
      await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'the submit in' });
      await waitFor(() => calls.count('/buyer-list') >= 2, { message: 'the reload and its retry' });
      await calls.idle();
      const before = requests(element).length;
      expect(before, 'the pages shown stay').to.be.at.least(25);
      listEnd(element)?.scrollIntoView();
      await waitFor(() => requests(element).length > before, { message: 'the next page' });
    } finally {
      calls.stop();
      await resetApi();
    }
  });

  it('leaves out a request the page above shows, when a request made elsewhere moved the list down before the next page', async () => {
    const { token } = await loginAs('buyer2@example.com');
    const element = await mountRequests();
    const lastShown = requests(element).at(-1)?.dataset.requestId;
    // A request made in another tab, which this page does not hear of: every request moves down one place.
    const posted = await fetch('/api/selection-frame-review-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ selectionFrameLargeDataId: await scenarioId('sneakers'), comment: '다른 탭에서 남긴 요청' }),
    });
    expect(posted.ok, 'the request made elsewhere').to.equal(true);
    const second = (await fetchList(2)).selectionFrameReviewRequests;
    expect(second[0]?._id, 'page 2 now starts with the last request shown').to.equal(lastShown);
    listEnd(element)?.scrollIntoView();
    // Page 2 is drawn in order: once its last request is, the whole page is.
    await waitFor(() => requests(element).at(-1)?.dataset.requestId === second.at(-1)?._id, { message: 'page 2 drawn' });
    const ids = requests(element).map((item) => item.dataset.requestId);
    expect(
      ids.filter((id) => id === lastShown),
      'drawn once',
    ).to.have.length(1);
    expect(ids, 'the rest of page 2').to.have.length(49);
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('draws every request once when the pages shown load again out of order (page 3 before page 2)', async () => {
    await loginAs('buyer2@example.com');
    const element = await mountRequests();
    for (const count of [50, 75]) {
      listEnd(element)?.scrollIntoView();
      await waitFor(() => requests(element).length === count, { message: `${count} requests` });
    }
    const lastBefore = requests(element).at(-1)?.dataset.requestId;
    // The reload after a submit: page 2's answer comes after page 3's.
    const late = holdFetches((url) => url.includes('/buyer-list') && /[?&]page=2(&|$)/.test(url));
    try {
      const input = q<HTMLInputElement>(element, '[part="request-input"]')!;
      type(input, '순서가 바뀌어도 빠짐없이 보여주세요');
      enter(input);
      await waitFor(() => toasts(element).includes(review.requestSubmitSuccess), { message: 'the submit in' });
      // Every request moved down one place: page 3 ends one request earlier.
      await waitFor(() => late.held() > 0 && requests(element).at(-1)?.dataset.requestId !== lastBefore, {
        message: 'page 3 drawn again while page 2 is on its way',
      });
      late.release();
      await waitFor(() => requests(element).length === 75, { message: 'page 2 drawn again' });
    } finally {
      late.stop();
    }
    const server = [];
    for (const page of [1, 2, 3]) server.push(...(await fetchList(page)).selectionFrameReviewRequests.map((item) => item._id));
    expect(requests(element).map((item) => item.dataset.requestId)).to.deep.equal(server);
  });

  it('shows at most the 100 most recent requests, with the note', async () => {
    const element = await mountRequests();
    // Each scroll to the list's end brings the next page (or, after the fourth, the note).
    for (let round = 0; round < 20 && !q(element, '[part="request-cap-note"]'); round += 1) {
      const before = requests(element).length;
      listEnd(element)?.scrollIntoView();
      await waitFor(() => requests(element).length > before || q(element, '[part="request-cap-note"]'), {
        message: 'the next page or the note',
      });
    }
    await waitFor(() => q(element, '[part="request-cap-note"]'), { message: 'the cap note' });
    // The note shows as the fourth page is asked for; its requests arrive a moment later.
    await waitFor(() => requests(element).length === 100, { message: 'the fourth page' });
    expect(q(element, '[part="request-cap-note"]')?.textContent).to.equal(review.requestCapNote);
    expect(listEnd(element), 'nothing more loads').to.equal(undefined);
    const fifth = await fetchList(5);
    expect(fifth.selectionFrameReviewRequests.length).to.be.greaterThan(0);
    expect(requests(element).some((item) => item.dataset.requestId === fifth.selectionFrameReviewRequests[0]?._id)).to.equal(false);
  });
});
