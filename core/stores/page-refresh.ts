/**
 * Everything shown that depends on who is signed in, loaded again: after the app's login, a host's
 * `SelectionWidgets.refresh()` or `setAuthToken()`. Mounted views keep their subscriptions and
 * show the new data; nothing is dropped.
 */
import { resetQueries } from '../cache/query-cache.ts';
import { pageHooks } from '../page-hooks.ts';
import { refreshSession } from './session.ts';

export function refreshPage(): void {
  void refreshSession();
  resetQueries();
}

/** Lets the loader (another file) call `refreshPage` of the widget chunks through the page slot. */
export function registerPageHooks(): void {
  pageHooks().refresh = refreshPage;
}
