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
    const recording = window.fetch;
    // The calls as they stand once the turn that sent the page's element's head start is over: the
    // root's element's would have left in that same turn, before its code, arriving later, could
    // define it and have it ask for its data itself.
    let afterTheTurn: string[] | undefined;
    window.fetch = (input, init) => {
      const response = recording(input, init);
      if (!afterTheTurn && fetches.calls.at(-1)?.includes(kept)) queueMicrotask(() => (afterTheTurn ??= [...fetches.calls]));
      return response;
    };
    try {
      // Added at once, one to the root let go, one to the page: the loader hears both in the same turn.
      const inRoot = document.createElement('selection-home');
      inRoot.setAttribute('large-id', dropped);
      root.append(inRoot);
      mount('selection-home', { 'large-id': kept });
      const calls = await waitFor(() => afterTheTurn, { message: "the page's element's head start" });
      expect(calls.filter((call) => call.includes(dropped))).to.deep.equal([]);
    } finally {
      window.fetch = recording;
      fetches.stop();
    }
  });
});
