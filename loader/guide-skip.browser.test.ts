/**
 * A first-visit guide already done takes no code and no call; the loader looks at the element again
 * when a single-page host gives it another selection, whose guide may be due.
 * Its own file: the guide must not be defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { dismissGuide } from '../core/guide-memory.ts';
import { cleanup, mount, nextTask, requestCount, resetApi, scenarioId, waitFor } from '../tests/browser/helpers.ts';
import './selection-widgets.ts';

describe('a guide already done', () => {
  afterEach(() => cleanup());

  it('loads nothing, and shows the guide of the next selection a host gives the element', async () => {
    await resetApi();
    const [done, due] = [await scenarioId('outlet'), await scenarioId('japan-food')];
    // Closed earlier in this session (this page's own storage: other test pages share the cookies).
    dismissGuide({ selectionFrameLargeDataId: done, _id: 'closed' });
    const guideCalls = (largeId: string) => requestCount(`selectionFrameLargeDataId=${largeId}`);
    const element = mount('selection-guide', { 'large-id': done });
    await nextTask();
    expect(customElements.get('selection-guide'), 'no guide code').to.equal(undefined);
    expect(guideCalls(done), 'no guide call').to.equal(0);
    // The host's router moves on to another selection, keeping the element.
    element.setAttribute('large-id', due);
    await waitFor(() => element.shadowRoot?.querySelector('dialog[open]'), { message: 'the next selection’s guide', timeout: 8000 });
    expect(guideCalls(due)).to.be.above(0);
  });
});
