/**
 * Opening a page "in the app": apps new enough (SPEC §9: Android 30.0.119, iOS 26.10.6) get a deep
 * link; older apps get the web page in this web view and an update hint; the web just navigates.
 */
import { getConfig } from '../core/config.ts';
import { safeLinkUrl } from '../core/schemas/safe-url.ts';
import { appEnv, supportsDeepLinks } from './app-env.ts';
import { postToApp } from './app-channel.ts';
import { fillUrl, navigate } from './navigation.ts';

export type OpenLinkResult = 'deep-link' | 'web-fallback' | 'web' | 'refused';

/** `webUrl` as the app gets it: absolute, against the page's own URL (a link in the page may be a path). */
const absoluteUrl = (webUrl: string): string => (typeof location === 'undefined' ? webUrl : new URL(webUrl, location.href).href);

export function deepLinkFor(webUrl: string): string {
  return fillUrl(getConfig().appDeepLink, { url: absoluteUrl(webUrl) });
}

/** How `webUrl` would open here: a deep link, the web page in an app too old for it, or the web. */
export function linkRoute(): OpenLinkResult {
  const env = appEnv();
  if (!env) return 'web';
  return supportsDeepLinks(env) ? 'deep-link' : 'web-fallback';
}

/**
 * Opens `webUrl`. An app too old for deep links gets the web page after `onFallback` (where the
 * caller shows the update hint, `bridgeMessages.updateApp`) has resolved. A URL that is not a web
 * page is `refused`: neither the app nor the page is asked to open it.
 */
export async function openLink(host: EventTarget, webUrl: string, onFallback?: () => Promise<void>): Promise<OpenLinkResult> {
  // Checked before the app sees it: the app would open whatever the deep link carries.
  if (!safeLinkUrl(webUrl)) return 'refused';
  const route = linkRoute();
  if (route === 'deep-link' && postToApp({ type: 'open-deep-link', url: deepLinkFor(webUrl), webUrl: absoluteUrl(webUrl) })) return route;
  if (route === 'web-fallback') await onFallback?.();
  navigate(host, webUrl, 'link');
  return route === 'deep-link' ? 'web' : route;
}
