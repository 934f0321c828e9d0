/**
 * Back in a single-page host whose router draws the list again inside its own popstate listener,
 * added before any widget code ran (a React Router app: React 19 draws within the event). Alone in its
 * page, so the host's listener is the page's first.
 */
import { expect } from 'chai';
import { openFromSecondPage, productBack } from '../../tests/browser/best-list.ts';
import { cleanup, holdEvents, mount, scenarioId } from '../../tests/browser/helpers.ts';
import { routeInPlace } from '../../tests/browser/in-place-host.ts';
import './selection-best.element.ts';

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

describe('<selection-best> in a router that listens first', () => {
  afterEach(cleanup);

  it('Back from a product returns to it, the list drawn again within the popstate event, in its listener or a microtask of it', async () => {
    const id = await scenarioId('japan-food');
    // React 19 renders a router's update within the event: at once, or in a microtask of the listener.
    let inMicrotask = false;
    const host = routeInPlace(
      'best-router',
      () => mount('selection-best', { 'large-id': id }),
      undefined,
      (draw) => (inMicrotask ? queueMicrotask(draw) : draw()),
    );
    try {
      for (const microtask of [false, true]) {
        inMicrotask = microtask;
        const itemId = await openFromSecondPage(host.element());
        expect(host.element().isConnected, 'the product opened in place of the list').to.equal(false);
        window.scrollTo(0, 0);
        history.back();
        const element = await host.drawnAgain();
        expect((await productBack(element, itemId)).dataset.rank, microtask ? 'drawn in a microtask' : 'drawn in the listener').to.equal(
          '31',
        );
      }
    } finally {
      host.stop();
    }
  });
});
