/**
 * Tags inside a host's own shadow root (a Lit component's, Angular's with shadow DOM encapsulation):
 * the loader does not see into it until the host hands it over (`SelectionWidgets.observe`).
 * Its own file: the elements must not be defined before the test puts them into the page.
 */
import { expect } from 'chai';
import { cleanup, mount, nextTask, scenarioId, waitFor } from '../tests/browser/helpers.ts';
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
});
