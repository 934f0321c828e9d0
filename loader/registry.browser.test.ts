/**
 * The loader's table: each tag's head start asks for exactly the requests its element shows first,
 * and the element adopts every one of them. Only the table is imported, so no tag is defined until
 * a test loads its chunk.
 */
import { expect } from 'chai';
import { bestFirstScreen } from '../core/api/best-queries.ts';
import { childrenFirstScreen } from '../core/api/children-queries.ts';
import { homeFirstScreen } from '../core/api/home-queries.ts';
import { parseSelectionUrl } from '../core/domain/selection-url.ts';
import { storyListFirstScreen } from '../core/api/magazine-requests.ts';
import { guideRequest, largeDataRequest } from '../core/api/selection-requests.ts';
import { clearQueryCache, heldAnswer } from '../core/cache/query-cache.ts';
import { requestKey, requestUrl, type RequestSpec } from '../core/http/request-spec.ts';
import { atUrl, cleanup, mount, recordFetches, scenarioId, waitFor, wireIdentityOf as identity } from '../tests/browser/helpers.ts';
import { registry } from './registry.ts';

document.addEventListener('selection-navigate', (event) => event.preventDefault());

const sorted = (list: string[]) => [...list].sort();
/** Which of `specs` the page's query cache still holds as an answer no query has read. */
const unread = (specs: RequestSpec[]) => specs.filter((spec) => heldAnswer(requestKey(spec)) !== undefined);

/**
 * Runs `tag`'s head start for an element with `attributes`; resolves with what it sent, once all
 * is answered. The element is a stand-in holding the attributes: a defined tag's own element would
 * ask for its data itself.
 */
async function headStart(tag: string, attributes: Record<string, string>): Promise<string[]> {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const fetches = recordFetches();
  try {
    registry[tag]?.prefetch?.(element, false);
    await fetches.idle();
    return fetches.calls;
  } finally {
    fetches.stop();
  }
}

/** What the selection's frames answer, as the home's head start reads them. */
const framesOf = async (largeId: string): Promise<unknown> => (await fetch(requestUrl(largeDataRequest(largeId)))).json();

describe("the loader's table (loader/registry.ts)", () => {
  beforeEach(() => clearQueryCache());
  afterEach(() => {
    cleanup();
    atUrl('');
    clearQueryCache();
  });

  it('names a chunk and a reserved space for every tag, and a head start for each that has a first screen', () => {
    expect(Object.keys(registry).sort()).to.deep.equal([
      'selection-best',
      'selection-children',
      'selection-coupon',
      'selection-guide',
      'selection-home',
      'selection-story-list',
    ]);
    for (const entry of Object.values(registry)) expect(entry.reserve).to.match(/min-height/);
    expect(
      Object.entries(registry)
        .filter(([, entry]) => !entry.prefetch)
        .map(([tag]) => tag),
    ).to.deep.equal(['selection-coupon']);
  });

  it('<selection-children>, <selection-best>, <selection-guide>, <selection-story-list>: exactly their first screens', async () => {
    const largeId = await scenarioId('outlet');
    const sneakers = await scenarioId('sneakers');
    expect(sorted(await headStart('selection-children', { 'large-id': largeId }))).to.deep.equal(
      sorted(childrenFirstScreen(largeId).map(identity)),
    );
    expect(sorted(await headStart('selection-best', { 'large-id': largeId }))).to.deep.equal(
      sorted(bestFirstScreen(largeId).map(identity)),
    );
    expect(await headStart('selection-guide', { 'large-id': largeId })).to.deep.equal([identity(guideRequest(largeId))]);
    expect(await headStart('selection-story-list', { 'selection-frame-data-id': sneakers, 'story-type': ' sneakers ' })).to.deep.equal(
      storyListFirstScreen(sneakers, 'SNEAKERS').map(identity),
    );
    // Without the attribute there is nothing to ask for.
    for (const tag of ['selection-children', 'selection-best', 'selection-guide', 'selection-story-list', 'selection-home'])
      expect(await headStart(tag, {}), tag).to.deep.equal([]);
  });

  it('<selection-home>: the frames at once, then the category tree and the list the URL asks for', async () => {
    const largeId = await scenarioId('japan-food');
    atUrl('?sortType=LOW_PRICE&viewSoldout=false');
    const plan = homeFirstScreen(largeId, parseSelectionUrl(location.search));
    const expected = [...plan.now, ...plan.afterFrames(await framesOf(largeId))].map(identity);
    expect(expected).to.have.length(3);
    const sent = await headStart('selection-home', { 'large-id': largeId });
    expect(sorted(sent)).to.deep.equal(sorted(expected));
    expect(sent.find((call) => call.includes('get-legacies'))).to.include('"sortType":"LOW_PRICE"');
  });

  it('<selection-home url-state="off">: the defaults, not the page URL', async () => {
    const largeId = await scenarioId('japan-food');
    atUrl('?sortType=LOW_PRICE');
    const plan = homeFirstScreen(largeId, parseSelectionUrl(''));
    const expected = [...plan.now, ...plan.afterFrames(await framesOf(largeId))].map(identity);
    const sent = await headStart('selection-home', { 'large-id': largeId, 'url-state': 'off' });
    expect(sorted(sent)).to.deep.equal(sorted(expected));
    expect(sent.find((call) => call.includes('get-legacies'))).to.include('"sortType":"POPULAR"');
  });

  it('<selection-home>: the element reads every head start from the page cache and asks none of them again', async () => {
    const largeId = await scenarioId('japan-food');
    const started = await headStart('selection-home', { 'large-id': largeId });
    expect(started).to.have.length(3);
    const plan = homeFirstScreen(largeId, parseSelectionUrl(''));
    expect(unread(plan.now), 'held in the page cache').to.have.length(3);
    const fetches = recordFetches();
    try {
      await registry['selection-home']?.load();
      const element = mount('selection-home', { 'large-id': largeId });
      await waitFor(() => (element.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]').length ?? 0) > 0, {
        message: 'the first products',
      });
      await fetches.idle();
      expect(unread(plan.now), 'head starts left unread').to.deep.equal([]);
      expect(
        fetches.calls.filter((call) => started.includes(call)),
        'asked again',
      ).to.deep.equal([]);
    } finally {
      fetches.stop();
    }
  });

  it('<selection-home>: a list that waits for the template is sent once, whether the head start or the element asks first', async () => {
    await registry['selection-home']?.load();
    const largeId = await scenarioId('outlet');
    // The review sort is the template's to allow, so this list waits for the frames.
    atUrl('?sortType=REVIEW');
    const fetches = recordFetches();
    try {
      const standIn = document.createElement('div');
      standIn.setAttribute('large-id', largeId);
      registry['selection-home']?.prefetch?.(standIn, false);
      const element = mount('selection-home', { 'large-id': largeId });
      await waitFor(() => (element.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]').length ?? 0) > 0, {
        message: 'the first products',
      });
      await fetches.idle();
      expect(fetches.calls.filter((call) => call === identity(largeDataRequest(largeId)))).to.have.length(1);
      expect(
        fetches.calls.filter((call) => call.includes('/item/get-legacies') && call.includes('"sortType":"REVIEW"')),
        "the product list's first page",
      ).to.have.length(1);
      expect(fetches.count('/all-list/'), 'the category tree').to.equal(1);
    } finally {
      fetches.stop();
    }
  });
});
