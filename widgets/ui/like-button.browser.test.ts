import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { login, logout } from '../../core/api/auth.ts';
import { messages } from '../../core/messages/index.ts';
import { hasToken } from '../../core/stores/session.ts';
import {
  cleanup,
  contrastOver,
  ringOverAnyPicture,
  dialogAnswer,
  mount,
  nextTask,
  requestCount,
  scenarioId,
  shadow,
  waitFor,
  waitForText,
} from '../../tests/browser/helpers.ts';
import { dialogOf, firstCard, freshListPage, heart, likeText, loginRequests } from '../../tests/browser/product-list-harness.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { PORTRAIT, expectInsideSafeArea, setSafeAreaInsets } from '../../tests/browser/phone-screen.ts';
import { setViewport } from '../../tests/browser/engine.ts';

const { likes } = messages;

/** Whether the API holds the item as wished by the signed-in person. */
async function serverBooked(itemId: string): Promise<boolean> {
  const token = /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const response = await fetch(`/api_base/bookmark/check?itemId=${encodeURIComponent(itemId)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { isBooked: boolean }).isBooked;
}

/**
 * Until the returned function is called, the page reads its cookies as they were when this was
 * called, while what the page writes and what responses set still reach the browser's cookie jar.
 */
function cookiesSeenLate(): () => void {
  const seen = document.cookie;
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => seen,
    set: (value: string) => cookie?.set?.call(document, value),
  });
  return () => void delete (document as { cookie?: string }).cookie;
}

describe('product card heart', () => {
  beforeEach(freshListPage);
  afterEach(async () => {
    cleanup();
    if (document.cookie.includes('access_token=')) await logout().catch(() => undefined);
    document.cookie = 'access_token=; max-age=0; path=/';
  });
  it('asks a signed-out person to log in first, then hands over to the login page with from', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const adds = requestCount('/bookmark/add');
    heart(element, itemId)?.click();
    const dialog = await dialogOf(element);
    expect(dialog.textContent).to.include('로그인 후 다시 시도해주세요.');
    expect(loginRequests).to.have.length(0);
    dialogAnswer(dialog)?.click();
    await waitFor(() => loginRequests.length === 1, { message: 'selection-login-required' });
    expect(loginRequests[0]?.detail.from).to.equal(`${location.pathname}${location.search}`);
    expect(loginRequests[0]?.detail.loginUrl).to.equal(`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    expect(heart(element, itemId)?.getAttribute('aria-pressed')).to.equal('false');
    expect(requestCount('/bookmark/add')).to.equal(adds);
  });

  it('a heart focused by the keyboard shows a ring that stands out from any picture behind it (WCAG 1.4.11: 3:1)', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const button = heart(element, itemId)!;
    // From its card's link, as a person tabs to it.
    button.closest('[part="product-card"]')!.querySelector('a')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(element).activeElement).to.equal(button);
    expect(button.matches(':focus-visible'), 'focused as by the keyboard').to.equal(true);
    const { worst, tones, grey } = ringOverAnyPicture(getComputedStyle(button));
    expect(worst, `${tones.join(', ')} over rgb(${grey} ${grey} ${grey})`).to.be.at.least(3);
  });

  it('an unwished heart stands out from any picture behind it (WCAG 1.4.11: 3:1): its fill from a light one, its outline from a dark one', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const icon = heart(element, itemId)?.querySelector('.like-button__icon');
    if (!icon) throw new Error('no heart icon');
    const { fill, stroke } = getComputedStyle(icon);
    for (let grey = 0; grey <= 255; grey += 5) {
      const behind = [grey, grey, grey];
      const best = Math.max(contrastOver(fill, behind), contrastOver(stroke, behind));
      expect(best, `${fill} and ${stroke} over rgb(${grey} ${grey} ${grey})`).to.be.at.least(3);
    }
  });

  it('likes and unlikes when signed in: heart and count change in every list of the page, and on the server; the name stays', async () => {
    await login({ email: 'buyer2@example.com', password: 'selection1234' });
    const id = await scenarioId('outlet');
    const popular = mount('test-product-list', { 'large-id': id, 'sort-type': 'POPULAR' });
    const cheap = mount('test-product-list', { 'large-id': id, 'sort-type': 'LOW_PRICE' });
    const { itemId, likeCount } = await firstCard(popular);
    await waitFor(() => heart(cheap, itemId), { message: 'the same product in the second list' });
    expect(heart(popular, itemId)?.getAttribute('aria-pressed')).to.equal('false');

    heart(popular, itemId)?.click();
    for (const list of [popular, cheap]) {
      await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'true', { message: 'pressed heart' });
      expect(heart(list, itemId)?.getAttribute('aria-label')).to.equal(likes.like);
      expect(likeText(list, itemId)).to.equal(`찜 ${likeCount + 1}`);
    }
    await waitFor(() => !heart(popular, itemId)?.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(await serverBooked(itemId)).to.equal(true);
    // Saved: a toast says so.
    await waitForText(popular, likes.liked);
    expect(shadow(popular).querySelector('[part="toasts"]')?.textContent).to.include(likes.liked);
    await expectAccessible(popular);

    // From the keyboard, on the other list.
    heart(cheap, itemId)?.focus();
    await sendKeys({ press: 'Enter' });
    for (const list of [popular, cheap]) {
      await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'false', { message: 'released heart' });
      expect(heart(list, itemId)?.getAttribute('aria-label')).to.equal(likes.like);
    }
    expect(likeText(popular, itemId)).to.equal(`찜 ${likeCount}`);
    await waitFor(() => !heart(cheap, itemId)?.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(await serverBooked(itemId)).to.equal(false);
    await waitForText(cheap, likes.unliked);
  });

  it("leaves a double click's second click out: on a fast connection the first like is in by then, and the second would take it back", async () => {
    await login({ email: 'buyer2@example.com', password: 'selection1234' });
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const removes = requestCount('/bookmark/remove');
    const button = heart(element, itemId)!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await waitFor(() => button.getAttribute('aria-pressed') === 'true' && !button.hasAttribute('aria-busy'), { message: 'liked' });
    // The same double click's second click, after the like's answer.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 2 }));
    await nextTask();
    await nextTask();
    expect(button.getAttribute('aria-pressed'), 'still liked').to.equal('true');
    expect(button.hasAttribute('aria-busy'), 'no change on its way').to.equal(false);
    expect(requestCount('/bookmark/remove')).to.equal(removes);
    expect(await serverBooked(itemId)).to.equal(true);
  });

  it('shows its toast above the home indicator of a page laid out edge to edge (Chromium only: safe-area insets are set through its DevTools protocol)', async function () {
    if (!(await setSafeAreaInsets())) this.skip();
    try {
      await setViewport(393, 852);
      await setSafeAreaInsets(PORTRAIT);
      await login({ email: 'buyer2@example.com', password: 'selection1234' });
      const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
      const { itemId } = await firstCard(element);
      heart(element, itemId)?.click();
      const toast = await waitFor(() => shadow(element).querySelector('[part="toast"]'), { message: 'the toast' });
      expectInsideSafeArea([toast], PORTRAIT);
    } finally {
      await setSafeAreaInsets();
      await setViewport(800, 600);
    }
  });

  it('refuses a second tap while the first is on its way, with the waiting message, and sends one call', async () => {
    await login({ email: 'buyer2@example.com', password: 'selection1234' });
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const adds = requestCount('/bookmark/add');
    const removes = requestCount('/bookmark/remove');
    const button = heart(element, itemId) as HTMLButtonElement;
    // A double click: the second tap arrives while the first call is on its way.
    button.click();
    button.click();
    await waitForText(element, likes.likePending);
    expect(shadow(element).querySelector('[part="toasts"]')?.textContent).to.include(likes.likePending);
    await waitFor(() => !button.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(requestCount('/bookmark/add') - adds).to.equal(1);
    expect(requestCount('/bookmark/remove') - removes).to.equal(0);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
  });

  it('puts the heart back and sends a person with an expired token to login', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId, likeCount } = await firstCard(element);
    document.cookie = 'access_token=expired-token; path=/';
    heart(element, itemId)?.click();
    const dialog = await dialogOf(element);
    expect(dialog.textContent).to.include('로그인 후 다시 시도해주세요.');
    expect(heart(element, itemId)?.getAttribute('aria-pressed')).to.equal('false');
    expect(likeText(element, itemId)).to.equal(`찜 ${likeCount}`);
    dialogAnswer(dialog)?.click();
    await waitFor(() => loginRequests.length === 1, { message: 'selection-login-required' });
  });

  it('shows wished products filled after login (seeded wishes of buyer1)', async () => {
    await login({ email: 'buyer1@example.com', password: 'selection1234' });
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    await firstCard(element);
    const pressed = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('button[aria-pressed="true"]'), {
      message: 'a filled heart',
    });
    expect(pressed.getAttribute('aria-label')).to.equal(likes.like);
    expect(pressed.closest<HTMLElement>('[part="product-card"]')?.dataset.booked).to.equal('true');
  });

  it('a login fills the new person’s hearts even while the page sees the sign-in cookie late, as WebKit may', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    await firstCard(element);
    expect(shadow(element).querySelector('button[aria-pressed="true"]')).to.equal(null);
    // WebKit's page process may learn of a cookie a response set only after the response has arrived.
    const release = cookiesSeenLate();
    let token = '';
    try {
      token = (await login({ email: 'buyer1@example.com', password: 'selection1234' })).auth.access_token;
      expect(document.cookie, 'the page does not see the new cookie yet').not.to.include(token);
      await waitFor(() => shadow(element).querySelector('button[aria-pressed="true"]'), { message: 'buyer1’s wishes shown' });
    } finally {
      release();
    }
    await waitFor(() => document.cookie.includes(token), { message: 'the sign-in cookie seen' });
    expect(hasToken()).to.equal(true);
    // Once the page has seen the cookie change, the cookie has the last word: a host's own sign-out counts.
    document.cookie = 'access_token=; max-age=0; path=/';
    expect(hasToken()).to.equal(false);
  });

  it('a login while the list is shown fills the new person’s hearts in place (the list stays mounted)', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    await firstCard(element);
    const grid = shadow(element).querySelector('[part="product-grid"]');
    expect(shadow(element).querySelector('button[aria-pressed="true"]')).to.equal(null);
    await login({ email: 'buyer1@example.com', password: 'selection1234' });
    await waitFor(() => shadow(element).querySelector('button[aria-pressed="true"]'), { message: 'buyer1’s wishes shown' });
    expect(shadow(element).querySelector('[part="product-grid"]')).to.equal(grid);
  });
});
