import { expect } from 'chai';
import { messages } from '../../core/messages/index.ts';
import {
  cleanup,
  holdEvents,
  mount,
  requestCount,
  resetApi,
  scenarioId,
  shadow,
  textOf,
  waitFor,
  waitForText,
} from '../../tests/browser/helpers.ts';
import '../../loader/selection-widgets.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

const stories = (element: Element) =>
  element.shadowRoot ? Array.from(element.shadowRoot.querySelectorAll<HTMLAnchorElement>('[part="story-card"]')) : [];

describe('<selection-story-list>', () => {
  beforeEach(async () => {
    navigations.length = 0;
    await resetApi();
  });
  afterEach(cleanup);

  it('lists the SNEAKERS stories of a selection, newest first, asked once with the loader’s head start', async () => {
    const largeId = await scenarioId('sneakers');
    const before = requestCount('/api/magazine/list');
    const ready: CustomEvent[] = [];
    document.addEventListener('selection-ready', (event) => ready.push(event));
    const element = mount('selection-story-list', { 'selection-frame-data-id': largeId, 'story-type': 'SNEAKERS' });
    await waitFor(() => stories(element).length === 7, { message: '7 stories', timeout: 8000 });
    expect(shadow(element).querySelector('h1')?.textContent).to.equal(messages.stories.storyListTitle);
    expect(requestCount('/api/magazine/list') - before).to.equal(1);
    const server = await (await fetch(`/api/magazine/list?selectionFrameDataId=${largeId}&storyType=SNEAKERS&page=1&limit=10`)).json();
    expect(stories(element).map((story) => story.dataset.storyId)).to.deep.equal(
      server.list.map((story: { storyId: string }) => story.storyId),
    );
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
    await waitFor(() => stories(element).length === 7, { message: 'stories after the change' });
    element.removeAttribute('selection-frame-data-id');
    await waitForText(element, messages.screens.notFound);
  });
});
