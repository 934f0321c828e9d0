import { expect } from 'chai';
import { addBookmark, removeBookmark } from '../api/bookmarks.ts';
import { login, logout } from '../api/auth.ts';
import { storeItemsQuery } from '../api/selection.ts';
import { fetchQuery } from '../cache/query-cache.ts';
import { configure, getConfig } from '../config.ts';
import { resetApi, scenarioId } from '../../tests/browser/helpers.ts';

/**
 * A change is sent kept alive, so that it outlives the page (`core/http/client.ts`). Through an API
 * on another origin such a call is preflighted: every engine sends it and reads its answer (buyer2
 * has no wishes in the seed, and the API is reset after).
 */
describe('a change sent to an API on another origin', () => {
  const before = getConfig();
  after(async () => {
    configure({ apiBase: before.apiBase, legacyApiBase: before.legacyApiBase });
    await resetApi();
  });

  it('is answered through its preflight in this engine, sent kept alive as every change is', async () => {
    const list = storeItemsQuery({
      selectionFrameDataId: await scenarioId('outlet'),
      sortType: 'RECENT',
      viewSoldOut: false,
      limit: 21,
      page: 1,
    });
    const itemId = (await fetchQuery(list)).storeItemList[0]?.itemId ?? '';
    const other = `${location.protocol}//${location.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${location.port}`;
    configure({ apiBase: `${other}/api`, legacyApiBase: `${other}/api_base` });
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
});
