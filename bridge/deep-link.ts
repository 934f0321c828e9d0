/**
 * Opening a page "in the app": apps new enough (SPEC §9: Android 30.0.119, iOS 26.10.6) get a deep
 * link; older apps get the web page in this web view and an update hint; the web just navigates.
 */
import { getConfig } from '../core/config.ts';
import { appEnv, supportsDeepLinks } from './app-env.ts';
import { postToApp } from './app-channel.ts';
import { fillUrl, navigate } from './navigation.ts';

export type OpenLinkResult = 'deep-link' | 'web-fallback' | 'web';

export function deepLinkFor(webUrl: string): string {
  const absolute = typeof location === 'undefined' ? webUrl : new URL(webUrl, location.href).href;
  return fillUrl(getConfig().appDeepLink, { url: absolute });
}

/**
 * Opens `webUrl`. Returns `web-fallback` when an older app got the web page: the caller shows
 * the update hint (`messages.bridge.updateApp`).
 */
export function openLink(host: EventTarget, webUrl: string): OpenLinkResult {
  const env = appEnv();
  if (env && supportsDeepLinks(env)) {
    if (postToApp({ type: 'open-deep-link', url: deepLinkFor(webUrl), webUrl })) return 'deep-link';
  }
  navigate(host, webUrl, 'link');
  return env ? 'web-fallback' : 'web';
}
