import { expect } from 'chai';
import { postToApp } from './app-channel.ts';
import { openLink } from './deep-link.ts';
import { navigate } from './navigation.ts';
import { installFakeApp, type FakeApp } from '../tests/support/fake-app.ts';

const UNSAFE = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '\tjavascript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  'data:text/html,x',
];

/** A host that records every `selection-navigate` and cancels it, so a safe URL does not leave the test page. */
function recordingHost(): { host: HTMLElement; urls: string[] } {
  const host = document.createElement('div');
  const urls: string[] = [];
  host.addEventListener('selection-navigate', (event) => {
    urls.push(event.detail.url);
    event.preventDefault();
  });
  return { host, urls };
}

describe('the one navigation function refuses links that are not web pages', () => {
  let app: FakeApp | undefined;
  afterEach(() => {
    app?.uninstall();
    app = undefined;
    delete (window as { __pwned?: unknown }).__pwned;
  });

  it('navigate() sends no event and does not navigate for an unsafe URL, and says so once without the URL; a web URL is announced', () => {
    const { host, urls } = recordingHost();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      for (const url of UNSAFE) expect(navigate(host, url, 'link'), url).to.equal(false);
    } finally {
      console.warn = warn;
    }
    // Its own code, apart from a hydration mismatch's (SW010), and nothing of the address.
    expect(warnings).to.deep.equal(['[selection-widgets] SW011: a link that is not an http(s) URL was not followed']);
    expect(urls).to.deep.equal([]);
    expect(navigate(host, '/item/1', 'item')).to.equal(false); // cancelled by the host
    expect(urls).to.deep.equal(['/item/1']);
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
  });

  it('in an app new enough for deep links, an unsafe URL is refused and never sent to the app', async () => {
    app = installFakeApp('ios', '26.10.6');
    const { host, urls } = recordingHost();
    for (const url of UNSAFE) expect(await openLink(host, url)).to.equal('refused');
    expect(postToApp({ type: 'open-deep-link', url: 'selectionapp://web?url=x', webUrl: UNSAFE[0] ?? '' })).to.equal(false);
    expect(app.sent).to.deep.equal([]);
    expect(urls).to.deep.equal([]);
    expect(await openLink(host, '/story-list')).to.equal('deep-link');
    expect(app.sent.map((message) => message.type)).to.deep.equal(['open-deep-link']);
  });

  it('in the app, the home button leaves the selection by closing the web view (after the host had its say)', () => {
    app = installFakeApp('android', '30.0.119');
    const host = document.createElement('div');
    const urls: string[] = [];
    host.addEventListener('selection-navigate', (event) => urls.push(event.detail.url));
    expect(navigate(host, '/', 'home')).to.equal(true);
    expect(urls).to.deep.equal(['/']);
    expect(app.sent.map((message) => message.type)).to.deep.equal(['close-web-view']);
  });
});
