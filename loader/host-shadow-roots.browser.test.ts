/**
 * Tags inside a host's own shadow root (a Lit component's, Angular's with shadow DOM encapsulation):
 * the loader does not see into it until the host hands it over (`SelectionWidgets.observe`).
 * Its own file: the elements must not be defined before the test puts them into the page.
 */
import { expect } from 'chai';
import { cleanup, mount, nextTask, recordFetches, scenarioId, waitFor } from '../tests/browser/helpers.ts';
import './selection-widgets.ts';

const cardsOf = (element: Element) => element.shadowRoot?.querySelectorAll('[part~="product-card"]').length ?? 0;

describe("a host's own shadow root", () => {
  afterEach(() => cleanup());

  it('has its tags defined once the host hands it over, those added later too', async () => {
    const largeId = await scenarioId('outlet');
    const root = mount('div').attachShadow({ mode: 'open' });
    const best = document.createElement('selection-best');
    best.setAttribute('large-id', largeId);
    root.append(best);
    await nextTask();
    expect(customElements.get('selection-best'), 'not found by the loader alone').to.equal(undefined);
    window.SelectionWidgets!.observe(root);
    await waitFor(() => cardsOf(best) > 0, { message: 'the best products', timeout: 8000 });
    const children = document.createElement('selection-children');
    children.setAttribute('large-id', largeId);
    root.append(children);
    await waitFor(() => customElements.get('selection-children'), { message: 'a tag added later, defined', timeout: 8000 });
  });

  it('stops watching a root when the host says so: a tag added to it then is left alone', async () => {
    const [dropped, kept] = await Promise.all([scenarioId('japan-food'), scenarioId('outlet')]);
    const root = mount('div').attachShadow({ mode: 'open' });
    const stop = window.SelectionWidgets!.observe(root);
    stop();
    const fetches = recordFetches();
    try {
      // Added at once, one to the root let go, one to the page: the loader hears both in the same
      // turn, so the page's head start going out says the root's would have too.
      const inRoot = document.createElement('selection-home');
      inRoot.setAttribute('large-id', dropped);
      root.append(inRoot);
      mount('selection-home', { 'large-id': kept });
      await waitFor(() => fetches.calls.some((call) => call.includes(kept)), { message: "the page's element's head start" });
      expect(fetches.calls.filter((call) => call.includes(dropped))).to.deep.equal([]);
    } finally {
      fetches.stop();
    }
  });
});
