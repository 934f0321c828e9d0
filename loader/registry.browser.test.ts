/**
 * The loader's table: each tag's head start asks for the requests its element's first screen needs
 * — written out here from the element's attributes, the page URL and the reference API's contract
 * (SPEC §7), not computed by the code under test — and the element, once defined, asks for none of
 * them again and draws its first screen from them. Only the table is imported, so no tag is
 * defined until a test loads its chunk.
 */
import { expect } from 'chai';
import { headStartKeys } from '../core/cache/head-start.ts';
import { clearQueryCache } from '../core/cache/query-cache.ts';
import { STORY_LIST_PAGE_SIZE } from '../core/api/magazine-requests.ts';
import { atUrl, cleanup, mount, recordFetches, scenarioId, waitFor } from '../tests/browser/helpers.ts';
import { FIRST_PRODUCT_PAGE } from '../tests/support/first-product-page.ts';
import { loadChunk, planFirstScreen, registry, startFirstScreenRequests } from './registry.ts';

document.addEventListener('selection-navigate', (event) => event.preventDefault());

/** JSON with its keys sorted, so a body reads the same whatever order it was written in. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : entry,
  );

/** A call as these tests compare them: `METHOD /path?query body`, its query and body keys in order. */
function call(method: string, url: string, body?: unknown): string {
  const parsed = new URL(url, location.href);
  const query = [...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b));
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `${method} ${parsed.pathname}${search}${body === undefined ? '' : ` ${sortedJson(body)}`}`;
}

/** What `recordFetches` saw (`METHOD absolute-url body`), written as `call` writes it. */
const asCalls = (seen: string[]): string[] =>
  seen.map((entry) => {
    const [method = '', url = '', ...rest] = entry.split(' ');
    const body = rest.join(' ');
    return call(method, url, body ? (JSON.parse(body) as unknown) : undefined);
  });

const sorted = (list: string[]) => [...list].sort();

// The first-screen calls of SPEC §7, on the API base the demo configuration gives (`/api`).
/** A selection's frames: its template, title, banners. */
const frames = (largeId: string) => call('GET', `/api/selection-frame-data/large-data/${largeId}`);
/** A selection's category tree. */
const categories = (largeId: string) => call('GET', `/api/selection-frame-data/all-list/${largeId}`);
/**
 * The first page of a product list: 21 products, every field of the query given. The defaults are
 * a person's when the URL says nothing: popular first, sold-out included, any shipping fee.
 */
const firstProducts = (fields: { selectionFrameDataId: string } & Record<string, unknown>) =>
  call('POST', '/api/item/get-legacies', { ...FIRST_PRODUCT_PAGE, ...fields });

/**
 * Runs `tag`'s head start for an element with `attributes`, as the loader does (its plan, then its
 * requests); resolves with what it sent, once all is answered. The element is a stand-in holding the attributes: a defined tag's own element would
 * ask for its data itself. Every request sent, the later ones too (a list the frames decide, the
 * vote pictures), is the element's for its first draw to wait on (`headStartKeys`).
 */
async function headStart(tag: string, attributes: Record<string, string>): Promise<string[]> {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const fetches = recordFetches();
  try {
    startFirstScreenRequests(planFirstScreen(tag, element), false, element);
    await fetches.idle();
    const sent = asCalls(fetches.calls);
    expect(headStartKeys(element), `the element's own head start: ${sent.join(', ')}`).to.have.length(sent.length);
    return sent;
  } finally {
    fetches.stop();
  }
}

/** The product cards `element` draws in its product grid. */
const gridCards = (element: HTMLElement) => element.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]').length ?? 0;

describe("the loader's table (loader/registry.ts)", () => {
  // Each test starts from an empty page cache and the page's own URL: none leans on another's leftovers.
  beforeEach(() => {
    clearQueryCache();
    atUrl('');
  });
  afterEach(() => {
    cleanup();
    atUrl('');
    clearQueryCache();
  });

  it('keeps a reserved space for every tag, and the coupon button (no first-screen data) asks for nothing', async () => {
    expect(Object.keys(registry).sort()).to.deep.equal([
      'selection-best',
      'selection-children',
      'selection-coupon',
      'selection-guide',
      'selection-home',
      'selection-story-list',
    ]);
    for (const entry of Object.values(registry)) expect(entry.reserve).to.match(/min-height/);
    expect(await headStart('selection-coupon', { 'coupon-code': 'WELCOME' })).to.deep.equal([]);
  });

  it('<selection-children>, <selection-best>, <selection-guide>, <selection-story-list>: exactly their first screens', async () => {
    const largeId = await scenarioId('outlet');
    const sneakers = await scenarioId('sneakers');
    // The category page: the category tree.
    expect(await headStart('selection-children', { 'large-id': largeId })).to.deep.equal([categories(largeId)]);
    // The best page: the selection's title (its frames) and its products, most purchases first.
    expect(sorted(await headStart('selection-best', { 'large-id': largeId }))).to.deep.equal(
      sorted([frames(largeId), firstProducts({ selectionFrameDataId: largeId, sortType: 'PURCHASE' })]),
    );
    // The first-visit guide of the selection.
    expect(await headStart('selection-guide', { 'large-id': largeId })).to.deep.equal([
      call('GET', `/api/selection-frame-first-enterance-guide?selectionFrameLargeDataId=${largeId}`),
    ]);
    // The story list's first page of stories, of the story type the attribute names (trimmed, in capitals).
    expect(await headStart('selection-story-list', { 'selection-frame-data-id': sneakers, 'story-type': ' sneakers ' })).to.deep.equal([
      call('GET', `/api/magazine/list?selectionFrameDataId=${sneakers}&storyType=SNEAKERS&page=1&limit=${STORY_LIST_PAGE_SIZE}`),
    ]);
    // Without the attribute there is nothing to ask for.
    for (const tag of ['selection-children', 'selection-best', 'selection-guide', 'selection-story-list', 'selection-home'])
      expect(await headStart(tag, {}), tag).to.deep.equal([]);
  });

  it('<selection-home>: the frames, the category tree and the list the URL asks for', async () => {
    const largeId = await scenarioId('japan-food');
    atUrl('?sortType=LOW_PRICE&viewSoldout=false');
    const sent = await headStart('selection-home', { 'large-id': largeId });
    expect(sorted(sent)).to.deep.equal(
      sorted([
        frames(largeId),
        categories(largeId),
        firstProducts({ selectionFrameDataId: largeId, sortType: 'LOW_PRICE', viewSoldOut: false }),
      ]),
    );
  });

  it('<selection-home>: with the review sort, the list the template allows once the frames are in', async () => {
    // Japan food is template A, which offers "most reviews"; sneakers is template C, which lists by the default (SPEC §2).
    const japanFood = await scenarioId('japan-food');
    const sneakers = await scenarioId('sneakers');
    atUrl('?sortType=REVIEW');
    expect(sorted(await headStart('selection-home', { 'large-id': japanFood }))).to.deep.equal(
      sorted([frames(japanFood), categories(japanFood), firstProducts({ selectionFrameDataId: japanFood, sortType: 'REVIEW' })]),
    );
    expect(sorted(await headStart('selection-home', { 'large-id': sneakers }))).to.deep.equal(
      sorted([frames(sneakers), categories(sneakers), firstProducts({ selectionFrameDataId: sneakers })]),
    );
  });

  it('<selection-home url-state="off">: the defaults, not the page URL', async () => {
    const largeId = await scenarioId('japan-food');
    atUrl('?sortType=LOW_PRICE');
    const sent = await headStart('selection-home', { 'large-id': largeId, 'url-state': 'off' });
    expect(sorted(sent)).to.deep.equal(sorted([frames(largeId), categories(largeId), firstProducts({ selectionFrameDataId: largeId })]));
  });

  it('<selection-home>: the element draws its first products from the head start and asks for none of it again', async () => {
    const largeId = await scenarioId('japan-food');
    const started = await headStart('selection-home', { 'large-id': largeId });
    expect(sorted(started)).to.deep.equal(sorted([frames(largeId), categories(largeId), firstProducts({ selectionFrameDataId: largeId })]));
    const fetches = recordFetches();
    try {
      await loadChunk('selection-home');
      const element = mount('selection-home', { 'large-id': largeId });
      await waitFor(() => gridCards(element) === 21, { message: 'the first page of products' });
      await fetches.idle();
      expect(
        asCalls(fetches.calls).filter((sent) => started.includes(sent)),
        'asked again',
      ).to.deep.equal([]);
    } finally {
      fetches.stop();
    }
  });

  it('<selection-home>: a list that waits for the template is sent once, whether the head start or the element asks first', async () => {
    await loadChunk('selection-home');
    const largeId = await scenarioId('outlet');
    // The review sort is the template's to allow, so this list waits for the frames.
    atUrl('?sortType=REVIEW');
    const fetches = recordFetches();
    try {
      const standIn = document.createElement('div');
      standIn.setAttribute('large-id', largeId);
      startFirstScreenRequests(planFirstScreen('selection-home', standIn), false, standIn);
      const element = mount('selection-home', { 'large-id': largeId });
      await waitFor(() => gridCards(element) > 0, { message: 'the first products' });
      await fetches.idle();
      const calls = asCalls(fetches.calls);
      expect(calls.filter((sent) => sent === frames(largeId))).to.have.length(1);
      expect(
        calls.filter((sent) => sent === firstProducts({ selectionFrameDataId: largeId, sortType: 'REVIEW' })),
        "the product list's first page",
      ).to.have.length(1);
      expect(
        calls.filter((sent) => sent === categories(largeId)),
        'the category tree',
      ).to.have.length(1);
    } finally {
      fetches.stop();
    }
  });
});
