/**
 * Everything shown that depends on who is signed in, loaded again: after the app's login, a host's
 * `SelectionWidgets.refresh()` or `setAuthToken()`, and when the browser restores the page from its
 * back-forward cache. Mounted views keep their subscriptions and show the new data; nothing is dropped.
 */
import { resetQueries, retryNetworkFailures } from '../cache/query-cache.ts';
import { pageHooks } from '../page-hooks.ts';
import { pageSlot } from '../page-slot.ts';
import { loadSession, refreshSession } from './session.ts';

export function refreshPage(): void {
  // The cache first: the signed-in person's answer, fresh for a few seconds, was the earlier person's.
  resetQueries();
  void refreshSession();
}

/**
 * A page restored from the back-forward cache (Safari and the iOS web views keep pages there on
 * back and forward, as Chrome and Firefox do) comes back exactly as it was left, while the pages
 * visited since may have changed its hearts and votes, or who is signed in: it loads them again.
 * One listener per page, whichever copy of the chunks asks first.
 */
function refreshWhenRestored(): void {
  pageSlot('restore-listener', () => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) pageHooks().refresh?.();
    });
    return true;
  });
}

/**
 * Back online (the browser says so as the network returns: a phone out of a tunnel), the lists and
 * parts whose calls got no answer meanwhile are asked for again (`retryNetworkFailures`), and so is
 * who is signed in, where that load got none (a session still unknown; a known one asks nothing).
 * One listener per page.
 */
function retryWhenOnline(): void {
  pageSlot('online-listener', () => {
    window.addEventListener('online', () => {
      retryNetworkFailures();
      void loadSession();
    });
    return true;
  });
}

/** Lets the loader (another file) call `refreshPage` of the widget chunks through the page slot. */
export function registerPageHooks(): void {
  pageHooks().refresh = refreshPage;
  if (typeof window === 'undefined') return;
  refreshWhenRestored();
  retryWhenOnline();
}
