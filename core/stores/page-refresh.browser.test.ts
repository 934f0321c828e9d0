import { expect } from 'chai';
import { pageSession } from './session.ts';
import {
  atUrl,
  cleanup,
  clearCookies,
  loginAs,
  logout,
  mount,
  recordFetches,
  resetApi,
  scenarioId,
  waitFor,
} from '../../tests/browser/helpers.ts';
import { firstCard, freshListPage, heart, likeText } from '../../tests/browser/product-list-harness.ts';
import '../../loader/selection-widgets.ts';

/**
 * The page comes back from the back-forward cache: what the browser fires then. (Leaving and
 * coming back for real needs a second page and the browser's own history; the page's answer to
 * this event is what is under test.)
 */
const restoreFromBackForwardCache = () => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

const token = () => /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';

/** What the same person does on another page while this one waits in the cache. */
async function elsewhere(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `Bearer ${token()}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

const voteCards = (element: Element) => Array.from(element.shadowRoot?.querySelectorAll<HTMLElement>('[part~="vote-card"]') ?? []);
const voteCount = (card: Element) => Number(card.querySelector('[part="vote-count"]')?.textContent?.replace(/[^\d]/g, ''));
const voted = (card: Element) => card.querySelector('[part="vote-button"]')?.getAttribute('aria-pressed') === 'true';

describe('a page restored from the back-forward cache', () => {
  beforeEach(async () => {
    await freshListPage();
    await resetApi();
    await logout();
  });
  afterEach(async () => {
    cleanup();
    atUrl('');
    await logout();
  });

  it('shows the hearts and votes the person changed on other pages meanwhile', async () => {
    await loginAs('buyer2@example.com');
    const list = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId, likeCount } = await firstCard(list);
    atUrl('?tab=1');
    const home = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
    const card = await waitFor(
      () => voteCards(home).find((entry) => !voted(entry) && !entry.querySelector('[part="vote-count"]')?.textContent?.includes('+')),
      { message: 'a vote card not voted for', timeout: 8000 },
    );
    const votes = voteCount(card);

    await elsewhere('/api_base/bookmark/add', { itemId });
    await elsewhere('/api/selection-frame-voted-user', { selectionFrameVoteId: card.dataset.voteId });
    restoreFromBackForwardCache();

    await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'true', { message: 'the heart given elsewhere' });
    expect(likeText(list, itemId)).to.equal(`찜 ${likeCount + 1}`);
    const now = await waitFor(() => voteCards(home).find((entry) => entry.dataset.voteId === card.dataset.voteId && voted(entry)), {
      message: 'the vote given elsewhere',
    });
    expect(voteCount(now)).to.equal(votes + 1);
  });

  it('shows a signed-out page when the person signed out on another page meanwhile', async () => {
    await loginAs('buyer2@example.com');
    const list = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(list);
    await elsewhere('/api_base/bookmark/add', { itemId });
    restoreFromBackForwardCache();
    await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'true', { message: 'the heart, while signed in' });

    // Signing out elsewhere drops the token cookie this page reads.
    clearCookies();
    restoreFromBackForwardCache();
    await waitFor(() => pageSession().get().status === 'anonymous', { message: 'signed out' });
    await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'false', { message: 'no heart for a signed-out person' });
  });

  it('loads nothing again on an ordinary page show (a first load, not a restore)', async () => {
    await loginAs('buyer2@example.com');
    const list = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    await firstCard(list);
    const fetches = recordFetches();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    await fetches.idle();
    fetches.stop();
    expect(fetches.sent).to.deep.equal([]);
  });
});
