/**
 * Back in a single-page host whose router draws the list again inside its own popstate listener,
 * added before any widget code ran (a React Router app: React 19 draws within the event). Alone in its
 * page, so the host's listener is the page's first.
 */
import { expect } from 'chai';
import { bestCards, openFromSecondPage, productBack } from '../../tests/browser/best-list.ts';
import { SCROLL_RESTORE_DELAY_MS } from '../../core/domain/scroll-restore.ts';
import { afterNextFrame, cleanup, holdEvents, mount, scenarioId, waitFor } from '../../tests/browser/helpers.ts';
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

  it('goes back to the product once: the list the router draws later, on a link of its own, opens at its top', async () => {
    const id = await scenarioId('japan-food');
    const host = routeInPlace('best-router-later', () => mount('selection-best', { 'large-id': id }));
    const set = window.setTimeout;
    const waits: number[] = [];
    try {
      const itemId = await openFromSecondPage(host.element());
      window.scrollTo(0, 0);
      history.back();
      await productBack(await host.drawnAgain(), itemId);
      // Forward to the product, then the host's own link to the list: a new step, not a way back.
      history.forward();
      await waitFor(() => (location.search.startsWith('?opened=') ? true : undefined), { message: 'forward at the product' });
      host.element().remove();
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
        if (timeout === SCROLL_RESTORE_DELAY_MS) waits.push(timeout);
        return set(handler, timeout, ...args);
      }) as typeof window.setTimeout;
      history.pushState(null, '', `${location.pathname}?best-router-later=1`);
      const later = mount('selection-best', { 'large-id': id });
      await waitFor(() => (bestCards(later).length >= 21 ? true : undefined), { message: 'the list drawn' });
      await afterNextFrame();
      expect(waits, 'no wait to go back to the product').to.deep.equal([]);
    } finally {
      window.setTimeout = set;
      host.stop();
    }
  });
});
