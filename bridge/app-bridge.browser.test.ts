import { expect } from 'chai';
import { configure } from '../core/config.ts';
import { appEnv, isAppWebView } from './app-env.ts';
import { postToApp, track } from './app-channel.ts';
import { onAppMessage } from './app-inbox.ts';
import type { InboundMessage } from './app-messages.ts';
import { linkRoute } from './deep-link.ts';
import { requireLogin } from './navigation.ts';
import { clearCookies, waitFor } from '../tests/browser/helpers.ts';
import { TRACKING_RETRY_MS } from '../core/domain/tracking.ts';
import { installFakeApp, postFromForeignFrame, type FakeApp } from '../tests/support/fake-app.ts';
import { trackingEnabled } from './tracking.ts';

let app: FakeApp | undefined;

describe('app bridge in the browser', () => {
  afterEach(() => {
    app?.uninstall();
    app = undefined;
    clearCookies();
    configure({ appMessageOrigins: '' });
  });

  it('this test browser is the plain web: nothing is posted', () => {
    expect(isAppWebView()).to.equal(false);
    expect(postToApp({ type: 'close-web-view' })).to.equal(false);
    expect(linkRoute()).to.equal('web');
  });

  it('iOS: messages go to webkit.messageHandlers as objects', () => {
    app = installFakeApp('ios', '26.10.6');
    expect(appEnv()).to.deep.equal({ platform: 'ios', version: '26.10.6' });
    expect(postToApp({ type: 'close-web-view' })).to.equal(true);
    expect(app.sent).to.deep.equal([{ source: 'selection-widgets', type: 'close-web-view' }]);
    expect(linkRoute()).to.equal('deep-link');
  });

  it('Android: messages go to the JavaScript interface as JSON; an old app gets the web fallback', () => {
    app = installFakeApp('android', '30.0.99');
    expect(postToApp({ type: 'coupon-issued', couponCode: 'A' })).to.equal(true);
    expect(app.sent).to.deep.equal([{ source: 'selection-widgets', type: 'coupon-issued', couponCode: 'A' }]);
    expect(linkRoute()).to.equal('web-fallback');
  });

  it('an app whose channel is missing reports false, so the web behaviour applies', () => {
    // A login page that is a fragment of this page: going there does not unload the test.
    configure({ userAgent: `${navigator.userAgent} SelectionApp/ios/26.10.6`, loginUrl: '#web-login' });
    const page = `${location.pathname}${location.search}`;
    try {
      expect(postToApp({ type: 'close-web-view' })).to.equal(false);
      const details: { handoff: string; loginUrl: string }[] = [];
      const host = document.createElement('div');
      host.addEventListener('selection-login-required', (event) => details.push(event.detail));
      requireLogin(host);
      // With no channel to take it, the login is the web's: the host hears so, and the page goes there with from.
      expect(details.map((detail) => detail.handoff)).to.deep.equal(['web']);
      const webLogin = `#web-login?from=${encodeURIComponent(page)}`;
      expect(details[0]?.loginUrl).to.equal(webLogin);
      expect(location.hash).to.equal(webLogin);
    } finally {
      history.replaceState(null, '', page);
      configure({ userAgent: '', loginUrl: null });
    }
  });

  // Each warning is said once a page: this is the only test here with an Android user agent and no interface.
  it("tells the app team once on the console when the app's user agent has no channel, from the login's hand-off too (SW102); a frame of the interface's name is none", async () => {
    configure({ userAgent: `${navigator.userAgent} SelectionApp/android/31.0.0`, loginUrl: '#web-login' });
    const page = `${location.pathname}${location.search}`;
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    // Markup in the page naming a frame as the app's interface: `window.SelectionAppBridge` is that
    // frame's window, whose `postMessage` would take the messages meant for the app.
    const frame = document.createElement('iframe');
    frame.name = 'SelectionAppBridge';
    document.body.append(frame);
    const posted: unknown[] = [];
    frame.contentWindow?.addEventListener('message', (event) => posted.push(event.data));
    try {
      expect(typeof (window as unknown as Record<string, { postMessage?: unknown }>)['SelectionAppBridge']?.postMessage).to.equal(
        'function',
      );
      // The hand-off alone (a heart, a coupon): it finds no channel and takes the web's login.
      const seen: string[] = [];
      const host = document.createElement('div');
      host.addEventListener('selection-login-required', (event) => seen.push(event.detail.handoff));
      requireLogin(host);
      requireLogin(document.createElement('div'));
      expect(seen).to.deep.equal(['web']);
      expect(warnings).to.deep.equal(['[selection-widgets] SW102: no window.SelectionAppBridge in this Android web view']);
      // Messages to a window arrive in the order sent: when this one arrives, any sent before it has.
      const sentinel = new Promise((resolve) => frame.contentWindow?.addEventListener('message', resolve, { once: true }));
      frame.contentWindow?.postMessage('sentinel', location.origin);
      await sentinel;
      expect(posted).to.deep.equal(['sentinel']);
    } finally {
      frame.remove();
      console.warn = warn;
      history.replaceState(null, '', page);
      configure({ userAgent: '', loginUrl: null });
    }
  });

  it('requireLogin in the app posts open-login and stays on the page; a host may still take over', () => {
    app = installFakeApp('ios', '26.10.6');
    const host = document.createElement('div');
    const seen: string[] = [];
    host.addEventListener('selection-login-required', (event) => seen.push(event.detail.handoff));
    requireLogin(host);
    expect(seen).to.deep.equal(['app']);
    expect(app.sent.map((message) => message.type)).to.deep.equal(['open-login']);

    host.addEventListener('selection-login-required', (event) => event.preventDefault());
    requireLogin(host);
    expect(app.sent).to.have.length(1);
  });

  it('accepts app messages from the page origin only, validated; a JSON string (Android) as the object it holds', async () => {
    const received: InboundMessage[] = [];
    const stop = onAppMessage((message) => {
      received.push(message);
    });
    try {
      window.postMessage({ source: 'selection-app', type: 'back' }, location.origin);
      window.postMessage({ source: 'selection-app', type: 'login', status: 'later' }, location.origin);
      window.postMessage('{"source":"selection-app","type":"back"}', location.origin);
      // Resolves once the page has handled the frame's message (the last one sent).
      await postFromForeignFrame({ source: 'selection-app', type: 'login', status: 'success' });
      expect(received).to.deep.equal([
        { source: 'selection-app', type: 'back' },
        { source: 'selection-app', type: 'back' },
      ]);
    } finally {
      stop();
    }
  });

  it('a back goes to what is on top: the last listener that acts on it takes it; a login goes to every listener', async () => {
    app = installFakeApp('android', '30.0.119');
    const heard: string[] = [];
    // Each acts on whatever it hears (the top one on a back only while it is open).
    const under = onAppMessage((message) => {
      heard.push(`under ${message.type}`);
      return true;
    });
    let onTop = true;
    const top = onAppMessage((message) => {
      heard.push(`top ${message.type}`);
      return message.type !== 'back' || onTop;
    });
    const answers = () => app?.sent.filter((message) => message.type === 'back-result') ?? [];
    try {
      app.reply({ source: 'selection-app', type: 'back', id: 1 });
      await waitFor(() => answers().length === 1, { message: 'the first answer' });
      expect(heard).to.deep.equal(['top back']);
      // What was on top has closed: the press goes on to the one under it.
      onTop = false;
      app.reply({ source: 'selection-app', type: 'back', id: 2 });
      await waitFor(() => answers().length === 2, { message: 'the second answer' });
      expect(heard.slice(1)).to.deep.equal(['top back', 'under back']);
      expect(answers().map((answer) => answer.type === 'back-result' && [answer.id, answer.handled])).to.deep.equal([
        [1, true],
        [2, true],
      ]);
      app.reply({ source: 'selection-app', type: 'login', status: 'cancel' });
      await waitFor(() => heard.length === 5, { message: 'the login heard' });
      expect(heard.slice(3)).to.deep.equal(['under login', 'top login']);
    } finally {
      under();
      top();
    }
  });

  it('tracking is off while the secondary (login-as) token cookie is set, and track messages are dropped', () => {
    app = installFakeApp('android', '31.0.0');
    expect(trackingEnabled()).to.equal(true);
    expect(postToApp({ type: 'track', event: 'view', params: {} })).to.equal(true);
    document.cookie = 'secondary_token=login-as-token; Path=/';
    expect(trackingEnabled()).to.equal(false);
    expect(postToApp({ type: 'track', event: 'view', params: {} })).to.equal(false);
    expect(postToApp({ type: 'close-web-view' })).to.equal(true);
    expect(app.sent.map((message) => message.type)).to.deep.equal(['track', 'close-web-view']);
  });

  describe('track: the app channel may come late (SPEC §9: tracking retries every 500 ms)', () => {
    const name = 'SelectionAppBridge';
    const win = window as unknown as Record<string, unknown>;
    afterEach(() => {
      delete win[name];
      configure({ userAgent: '' });
    });

    /** An Android app whose interface appears at the `arrivesAt`-th look; every look is timed. */
    function lateAndroidApp(arrivesAt: number) {
      const looks: number[] = [];
      const sent: unknown[] = [];
      const channel = { postMessage: (json: string) => sent.push(JSON.parse(json)) };
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          looks.push(performance.now());
          return looks.length >= arrivesAt ? channel : undefined;
        },
      });
      configure({ userAgent: `${navigator.userAgent} SelectionApp/android/31.0.0` });
      return { looks, sent };
    }

    it('is tried again every 500 ms until the channel is there, then sent once', async () => {
      const app = lateAndroidApp(3);
      track('selection_view', { largeId: 'L1' });
      expect(app.sent).to.deep.equal([]);
      await waitFor(() => app.sent.length > 0, { message: 'the event after the channel came' });
      expect(app.sent).to.deep.equal([{ source: 'selection-widgets', type: 'track', event: 'selection_view', params: { largeId: 'L1' } }]);
      // Two looks found nothing, the third found the channel.
      for (let index = 1; index < 3; index += 1) {
        const gap = app.looks[index]! - app.looks[index - 1]!;
        expect(gap).to.be.within(TRACKING_RETRY_MS - 5, TRACKING_RETRY_MS + 400);
      }
      expect(TRACKING_RETRY_MS).to.equal(500);
    });
  });
});
