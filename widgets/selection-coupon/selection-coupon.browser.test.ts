import { expect } from 'chai';
import { CLAIM_AFTER_LOGIN_MS, claimWaitsForLogin, rememberClaimAfterLogin } from '../../core/domain/claim-after-login.ts';
import { currentUrl } from '../../bridge/navigation.ts';
import { couponMessages as coupons } from '../../core/messages/coupons.ts';
import { messages } from '../../core/messages/index.ts';
import { appPageTests } from '../../tests/browser/app-page.ts';
import { expectOneClaimForDoubleClick } from '../../tests/browser/coupon-claim.ts';
import {
  cleanup,
  DEMO_PASSWORD,
  holdFetches,
  loginAs,
  mount,
  nextTask,
  requestCount,
  requestsMade,
  shadow,
  textOf,
  waitFor,
  waitForText,
  newSession,
} from '../../tests/browser/helpers.ts';
import { login, logout } from '../../core/api/public.ts';
import { pageSession, refreshSession } from '../../core/stores/session.ts';
import { configure } from '../../core/config.ts';
import '../../loader/selection-widgets.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

const events: CustomEvent[] = [];
document.addEventListener('selection-coupon-claim', (event) => events.push(event));
document.addEventListener('selection-login-required', (event) => {
  events.push(event);
  // The web login would leave the test page.
  if (event.detail.handoff === 'web') event.preventDefault();
});
const loginEvents = () => events.filter((event) => event.type === 'selection-login-required');
const claims = () => events.filter((event) => event.type === 'selection-coupon-claim');

const buttonOf = (element: Element) => element.shadowRoot?.querySelector<HTMLButtonElement>('[part~="button"]') ?? null;
const countOf = (element: Element) => element.shadowRoot?.querySelector('[part="count"]')?.textContent ?? '';

async function mountCoupon(code: string): Promise<{ element: HTMLElement; button: HTMLButtonElement }> {
  const element = mount('selection-coupon', { 'coupon-code': code });
  const button = await waitFor(() => buttonOf(element), { message: 'coupon button' });
  return { element, button };
}

describe('<selection-coupon>', () => {
  const page = appPageTests(() => {
    events.length = 0;
    newSession();
  });

  it('issues a coupon: the toast, the button done, the held count up by one', async () => {
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    await expectAccessible(element);
    expect(button.textContent).to.equal(coupons.claim);
    await waitFor(() => countOf(element) === coupons.issuedCount(0), { message: 'count 0' });
    // Pressed from the keyboard's place on it: the press that claims it keeps the focus there.
    button.focus();
    button.click();
    await waitForText(element, coupons.issued);
    expect(shadow(element).querySelector('[part="toast"]')?.textContent).to.equal(coupons.issued);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect([...button.part], 'a part a host styles the claimed button by').to.include('button--claimed');
    expect(button.textContent).to.equal(coupons.claimed);
    expect(shadow(element).activeElement, 'the focus kept on the claimed button').to.equal(button);
    await waitFor(() => countOf(element) === coupons.issuedCount(1), { message: 'count 1' });
    expect(claims().at(-1)?.detail).to.deep.equal({ couponCode: 'OUTLET-WELCOME', outcome: 'issued' });
    await expectAccessible(element);
  });

  it('follows a sign-in and a sign-out made through selection-widgets/api: the held count comes and goes', async () => {
    const { element } = await mountCoupon('OUTLET-WELCOME');
    await waitFor(() => pageSession().get().status === 'anonymous', { message: 'the page signed out' });
    expect(countOf(element)).to.equal('');
    await login({ email: 'buyer1@example.com', password: DEMO_PASSWORD });
    await waitFor(() => countOf(element) === coupons.issuedCount(0), { message: 'the count, signed in' });
    await logout();
    await waitFor(() => countOf(element) === '', { message: 'no count, signed out' });
  });

  it('follows a change of person: a coupon the last one claimed is claimable again, by the next one', async () => {
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    button.click();
    await waitFor(() => button.textContent === coupons.claimed, { message: 'claimed by buyer1' });
    await logout();
    await waitFor(() => button.textContent === coupons.claim && !button.hasAttribute('aria-disabled'), {
      message: 'claimable again once signed out',
    });
    await login({ email: 'buyer2@example.com', password: DEMO_PASSWORD });
    await waitFor(() => countOf(element) === coupons.issuedCount(0), { message: "buyer2's count" });
    expect(button.textContent, 'still claimable by buyer2').to.equal(coupons.claim);
    button.click();
    await waitFor(() => claims().at(-1)?.detail.outcome === 'issued', { message: "buyer2's claim issued" });
  });

  it('a coupon already held says so', async () => {
    await loginAs('buyer1@example.com');
    const first = await mountCoupon('SNEAKERS-10');
    first.button.click();
    await waitForText(first.element, coupons.issued);
    cleanup();
    const second = await mountCoupon('SNEAKERS-10');
    second.button.click();
    await waitForText(second.element, coupons.alreadyIssued);
    expect(claims().at(-1)?.detail.outcome).to.equal('already-issued');
  });

  const failures: [string, string, string][] = [
    ['NO-SUCH-COUPON', coupons.notFound, 'COUPON_NOT_FOUND'],
    ['SPRING-EXPIRED', coupons.expired, 'COUPON_EXPIRED'],
    ['AUTUMN-SOON', coupons.notStarted, 'COUPON_NOT_STARTED'],
    ['JAPAN-FOOD-3000', coupons.conditionChanged, 'COUPON_CONDITION_CHANGED'],
    ['FIRST-100', coupons.firstComeNotSupported, 'COUPON_FIRST_COME_NOT_SUPPORTED'],
    ['PAUSED-COUPON', coupons.notUsable, 'COUPON_NOT_USABLE'],
    // A code the client does not know: the server's own message.
    ['FLASH-SOLD-OUT', '준비된 쿠폰이 모두 소진되었어요.', 'COUPON_QUANTITY_EXHAUSTED'],
  ];
  for (const [code, message, errorCode] of failures) {
    it(`${code} shows "${message}" and the button stays available`, async () => {
      await loginAs('buyer2@example.com');
      const { element, button } = await mountCoupon(code);
      button.click();
      await waitForText(element, message);
      expect(button.hasAttribute('aria-disabled')).to.equal(false);
      expect(claims().at(-1)?.detail).to.deep.equal({ couponCode: code, outcome: 'failed', code: errorCode });
    });
  }

  it('a seller cannot issue their own coupon', async () => {
    await loginAs('seller@example.com');
    const { element, button } = await mountCoupon('TOKYO-MARKET-5');
    button.click();
    await waitForText(element, coupons.selfIssue);
  });

  it('refuses a double click with the waiting message and sends one request', async () => {
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    await expectOneClaimForDoubleClick(element, button);
  });

  it('drawn again while its claim is on its way, a tap is told to wait and the button is not left busy', async () => {
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    const issue = holdFetches((url) => url.includes('/coupon/issue'));
    try {
      button.click();
      await waitFor(() => issue.held() === 1, { message: 'the claim on its way' });
      // A host takes the element off the page and puts it back (a view drawn again): its button is
      // drawn afresh, and the claim on its way is the old one's. (Moved within one task, it keeps its
      // render: define-element.browser.test.tsx.)
      const parent = element.parentElement!;
      element.remove();
      await nextTask();
      parent.append(element);
      const again = await waitFor(() => (buttonOf(element) !== button ? buttonOf(element) : null), { message: 'the button drawn again' });
      again.click();
      await waitForText(element, coupons.waiting);
      await waitFor(() => again.getAttribute('aria-busy') === 'false' && again.textContent === coupons.claim, {
        message: () => `the button available again (${again.textContent}, busy ${again.getAttribute('aria-busy')})`,
      });
    } finally {
      issue.release();
      issue.stop();
    }
  });

  it('on the web without login: the login message, then the login page with from after 1 s', async () => {
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    expect(countOf(element)).to.equal('');
    button.click();
    await waitForText(element, messages.errors.loginRequired);
    const shownAt = performance.now();
    const event = await waitFor(() => loginEvents()[0], { message: 'login hand-off', timeout: 3000 });
    expect(performance.now() - shownAt).to.be.greaterThan(800);
    expect(event.detail.handoff).to.equal('web');
    expect(event.detail.loginUrl).to.equal(`/login?from=${encodeURIComponent(location.pathname + location.search)}`);
    expect(event.cancelable).to.equal(true);
  });

  it('on the web without login, the claim goes on once the person is back signed in from the login page', async () => {
    const asked = requestCount('/coupon/issue');
    const first = await mountCoupon('OUTLET-WELCOME');
    first.button.click();
    await waitForText(first.element, messages.errors.loginRequired);
    await waitFor(() => loginEvents()[0], { message: 'login hand-off', timeout: 3000 });
    expect(await requestsMade('/coupon/issue', asked + 1), 'refused once').to.equal(asked + 1);
    // The login page, and back: a new page, signed in, with the same coupon's button.
    cleanup();
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    await waitForText(element, coupons.issued);
    expect(button.textContent).to.equal(coupons.claimed);
    expect(claims().at(-1)?.detail).to.deep.equal({ couponCode: 'OUTLET-WELCOME', outcome: 'issued' });
    await waitFor(() => countOf(element) === coupons.issuedCount(1), { message: 'count 1' });
    expect(await requestsMade('/coupon/issue', asked + 2), 'claimed once more').to.equal(asked + 2);
    // Taken up once: nothing waits for the next page.
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl())).to.equal(false);
  });

  it('a claim left for a login claims nothing when it is old, another coupon’s or another page’s', async () => {
    const asked = requestCount('/coupon/issue');
    const here = currentUrl();
    await loginAs('buyer1@example.com');
    for (const [left, why] of [
      [() => rememberClaimAfterLogin('OUTLET-WELCOME', here, Date.now() - CLAIM_AFTER_LOGIN_MS - 1), 'older than 10 minutes'],
      [() => rememberClaimAfterLogin('SNEAKERS-DROP', here), 'another coupon’s'],
      [() => rememberClaimAfterLogin('OUTLET-WELCOME', '/selection/another-page'), 'another page’s'],
    ] as const) {
      left();
      const { element } = await mountCoupon('OUTLET-WELCOME');
      // Its session is known (the count is the signed-in person's): a claim would have begun by now.
      await waitFor(() => countOf(element) === coupons.issuedCount(0), { message: `count, signed in (${why})` });
      await nextTask();
      expect(buttonOf(element)?.getAttribute('aria-busy'), why).to.equal('false');
      expect(requestCount('/coupon/issue'), why).to.equal(asked);
      cleanup();
    }
    // Each left waiting for its own coupon and page: the last is still there.
    expect(claimWaitsForLogin('OUTLET-WELCOME', '/selection/another-page')).to.equal(true);
  });

  it('a claim left for a login waits while the person is signed out or their token is refused, and goes on when they sign in where they are', async () => {
    const asked = requestCount('/coupon/issue');
    rememberClaimAfterLogin('OUTLET-WELCOME', currentUrl());
    // A token the server no longer takes: nobody is signed in, and nothing is claimed (nor sent to the login).
    document.cookie = 'access_token=expired-token; Path=/';
    expect((await refreshSession()).status, 'the token refused').to.equal('anonymous');
    const stale = await mountCoupon('OUTLET-WELCOME');
    await nextTask();
    expect(stale.button.textContent).to.equal(coupons.claim);
    expect(loginEvents()).to.have.length(0);
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl()), 'kept for a login').to.equal(true);
    // Signed in on the page itself (a host's own sign-in, through selection-widgets/api): the claim goes on, once.
    await login({ email: 'buyer1@example.com', password: DEMO_PASSWORD });
    await waitForText(stale.element, coupons.issued);
    await waitFor(() => countOf(stale.element) === coupons.issuedCount(1), { message: 'count 1' });
    expect(await requestsMade('/coupon/issue', asked + 1), 'one claim, signed in').to.equal(asked + 1);
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl())).to.equal(false);
  });

  it('a claim taken up and refused for want of a login again says so, and is not sent back to the login', async () => {
    const { token } = await loginAs('buyer1@example.com');
    rememberClaimAfterLogin('OUTLET-WELCOME', currentUrl());
    // The server signs the person out (the token revoked) while the page still has them signed in.
    await fetch('/api_base/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    await waitForText(element, messages.errors.loginRequired);
    expect(claims().at(-1)?.detail).to.deep.equal({ couponCode: 'OUTLET-WELCOME', outcome: 'login-required' });
    // Not kept again for another login (which would send the person there again and again): a tap is theirs to make.
    expect(claimWaitsForLogin('OUTLET-WELCOME', currentUrl())).to.equal(false);
    expect(button.textContent).to.equal(coupons.claim);
  });

  it('a claim answered forgets the one that waited for a login, so no later page claims by itself', async () => {
    rememberClaimAfterLogin('OUTLET-WELCOME', '/selection/another-page');
    await loginAs('buyer1@example.com');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    button.click();
    await waitForText(element, coupons.issued);
    expect(claimWaitsForLogin('OUTLET-WELCOME', '/selection/another-page')).to.equal(false);
  });

  it("in an app web view without the app's channel: the web's login message and hand-off", async () => {
    configure({ userAgent: `${navigator.userAgent} SelectionApp/ios/26.10.6` });
    try {
      const { element, button } = await mountCoupon('OUTLET-WELCOME');
      button.click();
      await waitForText(element, messages.errors.loginRequired);
      const event = await waitFor(() => loginEvents()[0], { message: 'login hand-off', timeout: 3000 });
      expect(event.detail.handoff).to.equal('web');
      expect(claims().map((claim) => claim.detail.outcome)).to.deep.equal(['login-required']);
    } finally {
      configure({ userAgent: '' });
    }
  });

  it('in the Android app without login: open-login through the interface at once, then the claim after the app login', async () => {
    const app = page.inApp('android', '30.0.119');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    button.click();
    const openLogin = await waitFor(() => app.sent.find((message) => message.type === 'open-login'), {
      message: 'open-login',
      timeout: 800,
    });
    expect(openLogin).to.deep.equal({
      source: 'selection-widgets',
      type: 'open-login',
      returnUrl: `${location.pathname}${location.search}`,
    });
    expect(loginEvents()[0]?.detail.handoff).to.equal('app');
    expect(textOf(element)).not.to.include(messages.errors.loginRequired);

    await loginAs('buyer1@example.com');
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await waitForText(element, coupons.issued);
    await waitFor(() => countOf(element) === coupons.issuedCount(1), { message: 'count after the app login' });
    expect(app.sent.filter((message) => message.type === 'coupon-issued')).to.deep.equal([
      { source: 'selection-widgets', type: 'coupon-issued', couponCode: 'OUTLET-WELCOME' },
    ]);
  });

  it('in the app, a claim refused again after a login the app said succeeded says so', async () => {
    const app = page.inApp('ios', '27.0.0');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    button.click();
    await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login' });
    // The app signs the person in, but the token it hands over is one the server does not take.
    document.cookie = 'access_token=not-taken-by-the-server; path=/';
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    const ended = await waitFor(() => claims()[0], { message: 'the claim ended' });
    expect(ended.detail.outcome).to.equal('login-required');
    await waitFor(() => button.getAttribute('aria-busy') === 'false', { message: 'the button back to idle' });
    await waitForText(element, messages.errors.loginRequired);
    expect(button.textContent).to.equal(coupons.claim);
  });

  it('a cancelled app login leaves the button as it was', async () => {
    const app = page.inApp('ios', '27.0.0');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    const before = requestCount('/coupon/issue');
    button.click();
    await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login' });
    // While the app's login is open the claim waits for it.
    expect(button.getAttribute('aria-busy')).to.equal('true');
    app.reply({ source: 'selection-app', type: 'login', status: 'cancel' });
    // The claim ends (one event, login required) without a second request.
    const ended = await waitFor(() => claims()[0], { message: 'the claim ended' });
    expect(ended.detail.outcome).to.equal('login-required');
    await waitFor(() => button.getAttribute('aria-busy') === 'false', { message: 'the button back to idle' });
    await waitFor(() => requestCount('/coupon/issue') > before, { message: 'the first claim answered' });
    expect((await requestsMade('/coupon/issue', before + 1)) - before).to.equal(1);
    expect(button.textContent).to.equal(coupons.claim);
    expect(textOf(element)).not.to.include(coupons.issued);
  });

  it('in the app, a host that takes the login hand-off: the claim ends, and goes on once the host has signed the person in', async () => {
    const app = page.inApp('ios', '27.0.0');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    // The host signs people in its own way, in the app too: the app is not asked, so it never answers.
    element.addEventListener('selection-login-required', (event) => event.preventDefault());
    const before = requestCount('/coupon/issue');
    button.click();
    const ended = await waitFor(() => claims()[0], { message: 'the claim ended' });
    expect(ended.detail.outcome).to.equal('login-required');
    expect(loginEvents()[0]?.detail.handoff).to.equal('app');
    expect(app.sent.filter((message) => message.type === 'open-login')).to.deep.equal([]);
    await waitFor(() => button.getAttribute('aria-busy') === 'false', { message: 'the button back to idle' });
    // Signed in where they are, by the host: the claim goes on by itself, as after the web's login.
    await loginAs('buyer1@example.com');
    await waitForText(element, coupons.issued);
    expect((await requestsMade('/coupon/issue', before + 2)) - before).to.equal(2);
    expect(claims().map((event) => event.detail.outcome)).to.deep.equal(['login-required', 'issued']);
  });

  it('an app login closed without an answer: a tap asks for it again, and its answer claims the coupon once', async () => {
    const app = page.inApp('ios', '26.10.6');
    const { element, button } = await mountCoupon('OUTLET-WELCOME');
    const before = requestCount('/coupon/issue');
    const logins = () => app.sent.filter((message) => message.type === 'open-login');
    button.click();
    await waitFor(() => logins().length === 1, { message: 'open-login' });
    // The app's login covers the page while it is open: a tap here means it was closed unanswered.
    button.click();
    await waitFor(() => logins().length === 2, { message: 'open-login again' });
    expect(textOf(element)).not.to.include(coupons.waiting);
    // The second tap's claim has ended (it opened the login again); the first still waits for the
    // login, and the button says so.
    await waitFor(() => claims().length === 1, { message: 'the second tap answered' });
    await nextTask();
    expect(button.getAttribute('aria-busy'), 'busy while the first claim waits').to.equal('true');
    await loginAs('buyer1@example.com');
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await waitForText(element, coupons.issued);
    // One claim after the login: the first tap's, which waited for it.
    expect((await requestsMade('/coupon/issue', before + 2)) - before).to.equal(2);
    expect(app.sent.filter((message) => message.type === 'coupon-issued')).to.have.length(1);
    expect(claims().map((event) => event.detail.outcome)).to.deep.equal(['login-required', 'issued']);
  });

  it('shows nothing without a coupon-code, and follows the attribute', async () => {
    const element = mount('selection-coupon');
    await customElements.whenDefined('selection-coupon');
    await nextTask();
    expect(element.shadowRoot, 'defined and rendered').not.to.equal(null);
    expect(buttonOf(element)).to.equal(null);
    element.setAttribute('coupon-code', 'OUTLET-WELCOME');
    await waitFor(() => buttonOf(element), { message: 'button after the attribute is set' });
    element.removeAttribute('coupon-code');
    await waitFor(() => buttonOf(element) === null, { message: 'button gone after removal' });
  });
});
