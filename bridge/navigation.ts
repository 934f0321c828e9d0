/** Leaving the widget: every navigation is announced first, so a host router can take it over. */
import { urlPart } from '../core/domain/url-part.ts';
import { getConfig } from '../core/config.ts';
import { pageHooks } from '../core/page-hooks.ts';
import { safeLinkUrl } from '../core/schemas/safe-url.ts';
import { isAppWebView } from './app-env.ts';
import { hasAppChannel, postToApp } from './app-channel.ts';
import { noteAppLoginAsked } from './app-inbox.ts';
import { emit, type SelectionEventMap } from './events.ts';

export type NavigateReason = SelectionEventMap['selection-navigate']['reason'];

/**
 * The one way a widget leaves the page. A URL that is not a web page (`javascript:`, `data:`…) is
 * refused before anything sees it: no event, no navigation. Returns whether it went ahead.
 */
export function navigate(
  host: EventTarget,
  url: string,
  reason: NavigateReason,
  options: { replace?: boolean; itemId?: string } = {},
): boolean {
  if (!safeLinkUrl(url)) {
    warnUnsafeUrl();
    return false;
  }
  const replace = options.replace ?? false;
  const detail: SelectionEventMap['selection-navigate'] = { url, reason, replace };
  if (options.itemId !== undefined) detail.itemId = options.itemId;
  if (!emit(host, 'selection-navigate', detail, { cancelable: true })) return false;
  // In the app, going "home" leaves the selection: the app closes this web view and shows its own.
  if (reason === 'home' && isAppWebView() && postToApp({ type: 'close-web-view' })) return true;
  if (replace) location.replace(url);
  else location.assign(url);
  return true;
}

/**
 * Core's `serverPause` answer leaves for the construction page like every other navigation:
 * announced from the document as a cancelable `selection-navigate` (reason `redirect`), so a host
 * router can take it over. As a redirect, it replaces the page: Back does not come to the paused
 * page, which would send the person on again.
 */
export function routeServerPause(): void {
  pageHooks().serverPause = (url) => {
    if (typeof document !== 'undefined') navigate(document, url, 'redirect', { replace: true });
  };
}

let warned = false;
function warnUnsafeUrl(): void {
  if (warned) return;
  warned = true;
  // The URL itself is not printed: it came from data and may carry anything.
  console.warn('[selection-widgets] SW011: a link that is not an http(s) URL was not followed');
}

export function fillUrl(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? urlPart(values[name] ?? '') : whole));
}

export const selectionUrl = (largeId: string, search = ''): string => `${fillUrl(getConfig().selectionUrl, { largeId })}${search}`;
export const itemUrl = (itemId: string): string => fillUrl(getConfig().itemUrl, { itemId });
/** A review story's page (SPEC §1: `/magazine/{storyId}?story-type=SNEAKERS`). */
export const magazineUrl = (storyId: string, storyType: string): string => fillUrl(getConfig().magazineUrl, { storyId, storyType });
/** A selection's story list (SPEC §1: `/story-list?selection-frame-data-id={id}&story-type=SNEAKERS`). */
export const storyListUrl = (largeId: string, storyType: string): string => fillUrl(getConfig().storyListUrl, { largeId, storyType });

/** The web login page with `from` pointing back here. */
export function loginUrl(from = currentUrl()): string {
  const base = getConfig().loginUrl;
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}from=${encodeURIComponent(from)}`;
}

export function currentUrl(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Asks the host first (cancelable `selection-login-required`); then, in the app web view, asks the
 * app to open its login (`open-login`); on the web, or when the app has no channel, goes to the
 * web login page with `from` (where the person is, unless given). Says who took the login: only the
 * app's answers (its `login` message).
 */
export function requireLogin(host: EventTarget, from = currentUrl()): 'host' | 'app' | 'web' {
  const target = loginUrl(from);
  // The app's login where its channel is there to ask it; a web view without one logs in on the web.
  const handoff = hasAppChannel() ? 'app' : 'web';
  if (!emit(host, 'selection-login-required', { from, loginUrl: target, handoff }, { cancelable: true })) return 'host';
  if (handoff === 'app' && postToApp({ type: 'open-login', returnUrl: from })) {
    noteAppLoginAsked();
    return 'app';
  }
  location.assign(target);
  return 'web';
}
