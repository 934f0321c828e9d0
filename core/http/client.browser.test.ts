import { expect } from 'chai';
import { addBookmark, removeBookmark } from '../api/bookmarks.ts';
import { login, logout } from '../api/auth.ts';
import { storeItemsQuery } from '../api/selection.ts';
import { fetchQuery } from '../cache/query-cache.ts';
import { configure, getConfig } from '../config.ts';
import { eventually, resetApi, scenarioId } from '../../tests/browser/helpers.ts';

/** The first product of the outlet's list (buyer2 has no wishes in the seed). */
async function firstItemId(): Promise<string> {
  const list = storeItemsQuery({
    selectionFrameDataId: await scenarioId('outlet'),
    sortType: 'RECENT',
    viewSoldOut: false,
    limit: 21,
    page: 1,
  });
  return (await fetchQuery(list)).storeItemList[0]?.itemId ?? '';
}

/** The API's address on this test page's other host name (127.0.0.1 and localhost), as a shop's page on one origin and its API on another. */
function apiOnAnotherOrigin(): void {
  const other = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
  configure({ apiBase: `${other}/api`, legacyApiBase: `${other}/api_base` });
}

/** The reference API's slow network before the like's calls (docs/development.md); 0 ends it. */
const slowLikes = (ms: number): Promise<Response> =>
  fetch('/api/mock/selection/slow', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/bookmark/add', ms }),
  });

/**
 * A change is sent kept alive, so that it outlives the page (`core/http/client.ts`). Through an API
 * on another origin such a call is preflighted: every engine sends it and reads its answer, and
 * finishes it when the page that sent it has gone (buyer2 has no wishes in the seed, and the API is
 * reset after).
 */
describe('a change sent to an API on another origin', () => {
  const before = getConfig();
  after(async () => {
    configure({ apiBase: before.apiBase, legacyApiBase: before.legacyApiBase });
    await resetApi();
  });

  it('is answered through its preflight in this engine, sent kept alive as every change is', async () => {
    const itemId = await firstItemId();
    apiOnAnotherOrigin();
    const user = await login({ email: 'buyer2@example.com', password: 'selection1234' });
    expect(user.auth.access_token).to.be.a('string').and.not.equal('');
    try {
      const liked = await addBookmark(itemId);
      expect(liked.isBooked).to.equal(true);
      const unliked = await removeBookmark(itemId);
      expect(unliked.isBooked).to.equal(false);
    } finally {
      await logout();
    }
  });

  it('reaches the API though the page that sent it went while it waited for the network', async () => {
    const itemId = await firstItemId();
    apiOnAnotherOrigin();
    const token = (await login({ email: 'buyer2@example.com', password: 'selection1234' })).auth.access_token;
    const isBooked = async (): Promise<boolean> => {
      const answer = await fetch(`/api_base/bookmark/check?itemId=${encodeURIComponent(itemId)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { isBooked: boolean }).isBooked;
    };
    // The page that sends the like is a frame's: the client's calls go through the frame's fetch, so
    // they belong to the frame's document, which then goes as a page does when the person leaves.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const frameFetch = frame.contentWindow?.fetch;
    if (!frameFetch) throw new Error('the frame has no fetch');
    const ownFetch = window.fetch;
    let sent!: () => void;
    const likeSent = new Promise<void>((resolve) => (sent = resolve));
    await slowLikes(5000);
    try {
      window.fetch = (input, init) => {
        sent();
        return frameFetch.call(frame.contentWindow, input, init);
      };
      // Its answer never comes to a page that has gone.
      void addBookmark(itemId).catch(() => undefined);
      await likeSent;
      window.fetch = ownFetch;
      expect(await isBooked(), 'booked before its page went').to.equal(false);
      frame.remove();
      // The network lets the like's calls through once its page has gone.
      await slowLikes(0);
      await eventually(isBooked, 'the like to reach the API after its page had gone');
    } finally {
      window.fetch = ownFetch;
      frame.remove();
      await slowLikes(0);
      await logout();
    }
  });
});
