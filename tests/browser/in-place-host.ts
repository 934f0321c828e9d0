import { waitFor } from './helpers.ts';

/**
 * A single-page host's router for a list element, as embedding.md describes one: a link the element
 * announces opens its page in place of the element (which leaves the document), and Back draws the
 * element again. The list's address is `?{name}=1` on the test page.
 */
export function routeInPlace(
  name: string,
  draw: () => HTMLElement,
  /** Runs before the element is drawn again on Back (a fresh page's state, a slow connection). */
  beforeBack?: () => void,
  /** How the router draws again on Back: at once in its popstate listener, unless this defers it. */
  drawAgain: (draw: () => void) => void = (draw) => draw(),
): { element: () => HTMLElement; drawnAgain: () => Promise<HTMLElement>; stop: () => void } {
  const listSearch = `?${name}=1`;
  history.pushState(null, '', `${location.pathname}${listSearch}`);
  let element = draw();
  const open = (event: Event) => {
    const { url } = (event as CustomEvent<{ url: string }>).detail;
    element.remove();
    history.pushState(null, '', `${location.pathname}?opened=${encodeURIComponent(url)}`);
    // As embedding.md asks of a router: the elements hear of the new address.
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  const back = () => {
    if (location.search !== listSearch) return;
    beforeBack?.();
    drawAgain(() => (element = draw()));
  };
  document.addEventListener('selection-navigate', open);
  window.addEventListener('popstate', back);
  return {
    element: () => element,
    /** The element drawn again on Back, once it is in the page. */
    drawnAgain: () => waitFor(() => (element.isConnected ? element : undefined), { message: 'the list drawn again' }),
    stop: () => {
      document.removeEventListener('selection-navigate', open);
      window.removeEventListener('popstate', back);
      history.replaceState(null, '', location.pathname);
    },
  };
}
