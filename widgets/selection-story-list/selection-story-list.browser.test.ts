import { expect } from 'chai';
import { messages } from '../../core/messages/index.ts';
import {
  cleanup,
  drawnItems,
  holdEvents,
  listEnd,
  mount,
  resetApi,
  scenarioId,
  shadow,
  textOf,
  waitFor,
  waitForText,
} from '../../tests/browser/helpers.ts';
import '../../loader/selection-widgets.ts';
import { STORY_LIST_PAGE_SIZE } from '../../core/api/magazine-requests.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { setViewport } from '../../tests/browser/engine.ts';

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

const stories = (element: Element) =>
  element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll<HTMLAnchorElement>('[part="story-card"]')) : [];

/** Requests so far for page `page` of a story list. */
const pageRequests = (page: number) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/magazine/list?') && new URL(entry.name).searchParams.get('page') === String(page)).length;

/** Every SNEAKERS story of the selection, in the server's order, page by page as the list asks for them. */
async function serverStories(largeId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const answer = await (
      await fetch(`/api/magazine/list?selectionFrameDataId=${largeId}&storyType=SNEAKERS&page=${page}&limit=${STORY_LIST_PAGE_SIZE}`)
    ).json();
    ids.push(...answer.list.map((story: { storyId: string }) => story.storyId));
    last = answer.maxPage;
  }
  return ids;
}

describe('<selection-story-list>', () => {
  beforeEach(async () => {
    navigations.length = 0;
    await resetApi();
  });
  afterEach(cleanup);

  it('lists the SNEAKERS stories of a selection, newest first, asked once with the loader’s head start', async () => {
    const largeId = await scenarioId('sneakers');
    const before = pageRequests(1);
    const ready: CustomEvent[] = [];
    document.addEventListener('selection-ready', (event) => ready.push(event));
    const element = mount('selection-story-list', { 'selection-frame-data-id': largeId, 'story-type': 'SNEAKERS' });
    await waitFor(() => stories(element).length >= STORY_LIST_PAGE_SIZE, { message: 'the first page of stories', timeout: 8000 });
    expect(shadow(element).querySelector('h1')?.textContent).to.equal(messages.stories.storyListTitle);
    // A request's resource entry can land after its answer is drawn: waited for, then counted.
    await waitFor(() => pageRequests(1) > before, { message: 'page 1 asked for' });
    expect(pageRequests(1) - before).to.equal(1);
    const server = await serverStories(largeId);
    expect(stories(element).map((story) => story.dataset.storyId)).to.deep.equal(server.slice(0, stories(element).length));
    expect(ready.some((event) => event.detail.tag === 'selection-story-list')).to.equal(true);
    await expectAccessible(element);
  });

  it('opens a story through a cancelable selection-navigate', async () => {
    const element = mount('selection-story-list', { 'selection-frame-data-id': await scenarioId('sneakers'), 'story-type': 'SNEAKERS' });
    const first = await waitFor(() => stories(element)[0], { timeout: 8000 });
    expect(first.getAttribute('href')).to.equal(`/magazine/${first.dataset.storyId}?story-type=SNEAKERS`);
    first.click();
    expect(navigations.at(-1)?.detail).to.include({ url: `/magazine/${first.dataset.storyId}?story-type=SNEAKERS`, reason: 'link' });
    expect(navigations.at(-1)?.cancelable).to.equal(true);
  });

  it('shows the empty, not-found and unknown-type states; selection-ready for the list shown, empty too, and for no other', async () => {
    const ready: EventTarget[] = [];
    const onReady = (event: Event) => ready.push(event.target!);
    document.addEventListener('selection-ready', onReady);
    const empty = mount('selection-story-list', { 'selection-frame-data-id': await scenarioId('outlet'), 'story-type': 'SNEAKERS' });
    const unknown = mount('selection-story-list', { 'selection-frame-data-id': 'no-such-selection', 'story-type': 'SNEAKERS' });
    const missing = mount('selection-story-list', {});
    const otherType = mount('selection-story-list', { 'selection-frame-data-id': await scenarioId('sneakers'), 'story-type': 'FOOD' });
    await waitForText(empty, messages.stories.storyListEmpty);
    await waitForText(unknown, messages.screens.notFound);
    await waitForText(missing, messages.screens.notFound);
    await waitForText(otherType, messages.screens.notFound);
    expect(textOf(empty)).not.to.include(messages.screens.notFound);
    await waitFor(() => ready.includes(empty), { message: 'the empty list ready' });
    document.removeEventListener('selection-ready', onReady);
    expect(
      [unknown, missing, otherType].filter((screen) => ready.includes(screen)),
      'ready from a not-found screen',
    ).to.deep.equal([]);
    await expectAccessible(document.body);
  });

  it('follows its attributes, including their removal', async () => {
    const element = mount('selection-story-list', { 'selection-frame-data-id': await scenarioId('outlet') });
    await waitForText(element, messages.stories.storyListEmpty);
    element.setAttribute('selection-frame-data-id', await scenarioId('sneakers'));
    await waitFor(() => stories(element).length >= STORY_LIST_PAGE_SIZE, { message: 'stories after the change' });
    element.removeAttribute('selection-frame-data-id');
    await waitForText(element, messages.screens.notFound);
  });
  // A phone (two stories a row) and a desktop (four): a page fills whole rows at either, so the window can set it aside.
  for (const [width, height] of [
    [390, 700],
    [1024, 600],
  ] as const) {
    it(`pages through every story, newest first, and keeps the page bounded: a page far above is set aside, then drawn again (${width} px wide)`, async () => {
      await setViewport(width, height);
      try {
        const largeId = await scenarioId('sneakers');
        const server = await serverStories(largeId);
        expect(server.length, 'stories on the server').to.be.above(3 * STORY_LIST_PAGE_SIZE);
        const element = mount('selection-story-list', { 'selection-frame-data-id': largeId, 'story-type': 'SNEAKERS' });
        const { seen, see } = drawnItems(
          () => stories(element),
          (story) => story.dataset.storyId ?? '',
        );
        await waitFor(
          () => {
            if (see() === server.length && !listEnd(element)) return true;
            window.scrollTo(0, document.documentElement.scrollHeight);
            return false;
          },
          { message: () => `every story (${seen.size} of ${server.length})`, timeout: 20_000 },
        );
        expect([...seen.keys()]).to.deep.equal(server);
        // At the very end of the list, page 1 is more than a screen above.
        window.scrollTo(0, document.documentElement.scrollHeight);
        await waitFor(() => shadow(element).querySelector('[data-spacer="1"]'), { message: 'page 1 set aside' });
        expect(stories(element).length, 'stories drawn at the end').to.be.below(server.length);
        window.scrollTo(0, 0);
        await waitFor(() => stories(element)[0]?.dataset.storyId === server[0], { message: 'the first story drawn again' });
        expect(shadow(element).querySelector('[data-spacer="1"]')).to.equal(null);
      } finally {
        window.scrollTo(0, 0);
        await setViewport(800, 600);
      }
    }).timeout(40_000);
  }
});
