/**
 * The app's login hand-off when the page reads the app's token late: in a WebKit web view the page
 * reads cookies from a copy that follows the app's cookie store a moment after the app set it, so
 * the `login` message can come first. What waited for the login goes on once the page reads it.
 */
import { expect } from 'chai';
import { couponMessages as coupons } from '../core/messages/coupons.ts';
import { appPageTests } from '../tests/browser/app-page.ts';
import { clearCookies, DEMO_PASSWORD, mount, recordFetches, waitFor, waitForText } from '../tests/browser/helpers.ts';
import '../loader/selection-widgets.ts';
import { LOGIN_TOKEN_WAIT_MS, readingAppLogin } from './app-inbox.ts';

const claims: CustomEvent[] = [];
document.addEventListener('selection-coupon-claim', (event) => claims.push(event));

/** The app's own login: a token from the API, whose cookie the page has not seen yet. */
async function appSignsIn(email: string): Promise<string> {
  const response = await fetch('/api_base/auth/app/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { user } = (await response.json()) as { user: { auth: { access_token: string } } };
  clearCookies();
  return user.auth.access_token;
}

describe('the app login hand-off with a late token cookie', () => {
  const page = appPageTests(() => {
    claims.length = 0;
  });

  /** In the iOS app, with `before` as the page's token (or none), a coupon tapped: its claim waits for the app's login. */
  async function claimWaitingForAppLogin(before: string | undefined) {
    if (before) document.cookie = `access_token=${before}; Path=/`;
    const app = page.inApp('ios', '26.10.6');
    const element = mount('selection-coupon', { 'coupon-code': 'OUTLET-WELCOME' });
    const button = await waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]'), {
      message: 'the button',
    });
    button.click();
    await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login' });
    return { app, element };
  }

  for (const before of [undefined, 'an-expired-token']) {
    it(`a coupon claim waiting for the app's login goes on once the page reads the new token (${before ? 'a stale token before' : 'signed out before'})`, async () => {
      const { app, element } = await claimWaitingForAppLogin(before);
      const token = await appSignsIn('buyer1@example.com');
      app.reply({ source: 'selection-app', type: 'login', status: 'success' });
      // The token becomes readable a moment after the message, as in a WebKit web view.
      setTimeout(() => (document.cookie = `access_token=${token}; Path=/`), 300);
      await waitForText(element, coupons.issued, 3000);
      expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['issued']);
      expect(app.sent.filter((message) => message.type === 'coupon-issued')).to.have.length(1);
    });
  }

  it("takes a cancel that follows the app's success, while the page still waits for its token, as the login's screen closing: the claim goes on", async () => {
    const { app, element } = await claimWaitingForAppLogin(undefined);
    const token = await appSignsIn('buyer1@example.com');
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    // An app that says cancel whenever its login screen closes, even after a success.
    app.reply({ source: 'selection-app', type: 'login', status: 'cancel' });
    setTimeout(() => (document.cookie = `access_token=${token}; Path=/`), 300);
    await waitForText(element, coupons.issued, 3000);
    expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['issued']);
  });

  it("a second tap while the page reads the app's success does not open the app's login again: the claim goes on once", async () => {
    const { app, element } = await claimWaitingForAppLogin(undefined);
    const token = await appSignsIn('buyer1@example.com');
    // Heard after the page's own listener (added at boot), in the same dispatch.
    const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await heard;
    element.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]')?.click();
    setTimeout(() => (document.cookie = `access_token=${token}; Path=/`), 300);
    await waitForText(element, coupons.issued, 3000);
    expect(
      app.sent.filter((message) => message.type === 'open-login'),
      'the app asked to sign in once',
    ).to.have.length(1);
    // The second tap's claim ends at once as pending (the login's answer was on its way), not as
    // login-required: it opened no login.
    expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['pending', 'issued']);
  });

  it("another coupon tapped while the page reads the app's success waits for that answer: no second login, both claimed", async () => {
    const { app, element } = await claimWaitingForAppLogin(undefined);
    const other = mount('selection-coupon', { 'coupon-code': 'SNEAKERS-10' });
    const otherButton = await waitFor(() => other.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]'), {
      message: 'the other button',
    });
    const token = await appSignsIn('buyer1@example.com');
    const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await heard;
    otherButton.click();
    setTimeout(() => (document.cookie = `access_token=${token}; Path=/`), 300);
    await waitForText(element, coupons.issued, 3000);
    await waitForText(other, coupons.issued, 3000);
    expect(
      app.sent.filter((message) => message.type === 'open-login'),
      'the app asked to sign in once',
    ).to.have.length(1);
  });

  for (const before of [undefined, 'an-expired-token']) {
    it(`asks nothing more when the app's success comes with no new token the page can read (an HttpOnly cookie; ${before ? 'a stale token before' : 'signed out before'})`, async () => {
      const { app } = await claimWaitingForAppLogin(before);
      await appSignsIn('buyer1@example.com');
      // The page still reads what it read before the app's login (appSignsIn cleared the cookies).
      if (before) document.cookie = `access_token=${before}; Path=/`;
      const fetches = recordFetches();
      try {
        app.reply({ source: 'selection-app', type: 'login', status: 'success' });
        // After the page's wait for the token (1.5 s), the claim that waited ends as a login still needed.
        await waitFor(() => claims.length > 0, { timeout: 4000, message: 'the claim to end' });
        expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['login-required']);
        expect(fetches.count('/coupon/issue'), 'no claim sent without a new token').to.equal(0);
      } finally {
        fetches.stop();
      }
    });
  }

  it("a success the app says again once the wait for an asked login's token has run out, before that read has ended, does not take its place: the claim ends", async () => {
    const { app } = await claimWaitingForAppLogin(undefined);
    // The app's login, whose token the page never reads (an HttpOnly cookie).
    await appSignsIn('buyer1@example.com');
    const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await heard;
    // The page's main thread held past the wait (a busy phone; a web view in the background, its
    // timers slowed), and the app's success again (on the web view's return) as it comes free,
    // before the read's next look at the cookie.
    const until = Date.now() + LOGIN_TOKEN_WAIT_MS + 100;
    while (Date.now() < until) {
      // held
    }
    expect(readingAppLogin(), "past the read's deadline").to.equal(false);
    window.dispatchEvent(
      new MessageEvent('message', { data: { source: 'selection-app', type: 'login', status: 'success' }, origin: location.origin }),
    );
    await waitFor(() => claims.length > 0, { timeout: 4000, message: 'the claim to end' });
    expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['login-required']);
  });

  it("loads nothing again for a success the page did not ask for that brings no new token (an app repeating it); one with a new token loads the person's data", async () => {
    const app = page.inApp('ios', '26.10.6');
    document.cookie = `access_token=${await appSignsIn('buyer1@example.com')}; Path=/`;
    const fetches = recordFetches();
    try {
      const element = mount('selection-coupon', { 'coupon-code': 'OUTLET-WELCOME' });
      await waitFor(() => element.shadowRoot?.querySelector('[part="button"]'), { message: 'the button' });
      const success = async () => {
        // Heard after the page's own listener (added at boot), in the same dispatch; then read.
        const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
        app.reply({ source: 'selection-app', type: 'login', status: 'success' });
        await heard;
        await waitFor(() => !readingAppLogin(), { timeout: 4000, message: 'the success read' });
        await fetches.idle();
      };
      // The first brings the page a token it has not loaded for (signed in after the page's session
      // was read): the person's data is loaded, their coupon count drawn.
      await success();
      await waitFor(() => element.shadowRoot?.querySelector('[part="count"]'), { message: "the person's coupon count" });
      await fetches.idle();
      const before = fetches.sent.length;
      for (let again = 0; again < 3; again += 1) await success();
      expect(fetches.sent.slice(before), 'nothing asked again').to.deep.equal([]);
      // The app signs another person in on its own, and says so.
      document.cookie = `access_token=${await appSignsIn('buyer2@example.com')}; Path=/`;
      await success();
      expect(
        fetches.sent.slice(before).some((url) => url.includes('/user/info')),
        "the new person's session",
      ).to.equal(true);
    } finally {
      fetches.stop();
    }
  });

  it('a login asked for while the page reads a success it did not ask for has the last word: one load of the new person, one claim', async () => {
    const app = page.inApp('ios', '26.10.6');
    const element = mount('selection-coupon', { 'coupon-code': 'OUTLET-WELCOME' });
    const button = await waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]'), {
      message: 'the button',
    });
    const token = await appSignsIn('buyer1@example.com');
    const fetches = recordFetches();
    try {
      // The app says success on its own, its token not readable yet; a coupon tapped meanwhile is
      // refused for want of a login and asks the app for it.
      const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
      app.reply({ source: 'selection-app', type: 'login', status: 'success' });
      await heard;
      button.click();
      await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login' });
      app.reply({ source: 'selection-app', type: 'login', status: 'success' });
      // Both successes' token, readable a moment later.
      setTimeout(() => (document.cookie = `access_token=${token}; Path=/`), 300);
      await waitForText(element, coupons.issued, 3000);
      await waitFor(() => !readingAppLogin(), { timeout: 4000, message: 'the successes read' });
      await fetches.idle();
      expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['issued']);
      // From the new person's session on: their data loaded once, the claim sent again once.
      const signedIn = fetches.sent.slice(fetches.sent.findIndex((url) => url.includes('/user/info')));
      expect(
        signedIn.filter((url) => url.includes('/user/info')),
        "the new person's session",
      ).to.have.length(1);
      expect(
        signedIn.filter((url) => url.includes('/issued-receipt-coupon/nums')),
        "the new person's coupon count",
      ).to.have.length(1);
      expect(
        signedIn.filter((url) => url.includes('/coupon/issue')),
        'the claim after the login',
      ).to.have.length(1);
    } finally {
      fetches.stop();
    }
  });

  it("a coupon tapped while the page reads a success it did not ask for opens the app's login: that success answers no claim", async () => {
    const app = page.inApp('ios', '26.10.6');
    const element = mount('selection-coupon', { 'coupon-code': 'OUTLET-WELCOME' });
    const button = await waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('[part="button"]'), {
      message: 'the button',
    });
    // Signed out; the app says success on its own (on every web view focus, say), with no token.
    const heard = new Promise((resolve) => addEventListener('message', resolve, { once: true }));
    app.reply({ source: 'selection-app', type: 'login', status: 'success' });
    await heard;
    expect(readingAppLogin(), 'the success being read').to.equal(true);
    button.click();
    await waitFor(() => app.sent.find((message) => message.type === 'open-login'), { message: 'open-login' });
    app.reply({ source: 'selection-app', type: 'login', status: 'cancel' });
    await waitFor(() => claims.length > 0, { timeout: 4000, message: 'the claim to end' });
    expect(claims.map((event) => event.detail.outcome)).to.deep.equal(['login-required']);
  });
});
