/**
 * The one channel to the native app: iOS `window.webkit.messageHandlers.<name>.postMessage(object)`,
 * Android `window.<Interface>.postMessage(json)`. The names come from the configuration.
 */
import { getConfig } from '../core/config.ts';
import { TRACKING_RETRY_LIMIT, TRACKING_RETRY_MS } from '../core/domain/tracking.ts';
import { safeLinkUrl } from '../core/schemas/safe-url.ts';
import { appEnv, type AppEnv } from './app-env.ts';
import type { OutboundMessage, OutboundPayload } from './app-messages.ts';
import { OUTBOUND_SOURCE } from './app-protocol.ts';
import { trackingEnabled } from './tracking.ts';

type TrackParams = Extract<OutboundMessage, { type: 'track' }>['params'];

interface IosHandler {
  postMessage(message: unknown): void;
}
interface AndroidInterface {
  postMessage(json: string): void;
}

const warned = new Set<string>();
function warnOnce(code: string, text: string): void {
  if (warned.has(code)) return;
  warned.add(code);
  console.warn(`[selection-widgets] ${code}: ${text}`);
}

function iosHandler(name: string): IosHandler | undefined {
  const webkit = (globalThis as { webkit?: { messageHandlers?: Record<string, IosHandler | undefined> } }).webkit;
  const handler = webkit?.messageHandlers?.[name];
  return typeof handler?.postMessage === 'function' ? handler : undefined;
}

/**
 * The app's interface; never a frame of the page that bears its name (`<iframe name="SelectionAppBridge">`
 * in markup is a window of the page by that name, with a `postMessage` of its own).
 */
function androidInterface(name: string): AndroidInterface | undefined {
  const candidate = (globalThis as unknown as Record<string, (AndroidInterface & { window?: unknown }) | undefined>)[name];
  return typeof candidate?.postMessage === 'function' && candidate.window !== candidate ? candidate : undefined;
}

/** The app's channel on `env`'s platform, as a function that posts a message; undefined when missing. */
function channel(env: AppEnv): ((message: OutboundMessage) => void) | undefined {
  const config = getConfig();
  if (env.platform === 'ios') {
    const handler = iosHandler(config.appIosHandler);
    return handler && ((message) => handler.postMessage(message));
  }
  const bridge = androidInterface(config.appAndroidInterface);
  return bridge && ((message) => bridge.postMessage(JSON.stringify(message)));
}

/**
 * The app's channel, as `channel` gives it; where it is missing, the app team is told once on the
 * console (SW101 iOS, SW102 Android): a user agent that names the app with no channel to reach it is a
 * misnamed handler or interface, and the page goes on as the web (its login, its links).
 */
function channelOrSaid(env: AppEnv): ((message: OutboundMessage) => void) | undefined {
  const post = channel(env);
  if (!post) {
    const config = getConfig();
    if (env.platform === 'ios') warnOnce('SW101', `no window.webkit.messageHandlers.${config.appIosHandler} in this iOS web view`);
    else warnOnce('SW102', `no window.${config.appAndroidInterface} in this Android web view`);
  }
  return post;
}

/** True in the app web view with the app's channel there: what the page sends reaches the app. */
export function hasAppChannel(): boolean {
  const env = appEnv();
  return env !== null && channelOrSaid(env) !== undefined;
}

/**
 * Sends `payload` to the app. False when the page is not in the app web view or the app's channel
 * is missing (callers then fall back to the web behaviour); `track` messages in login-as mode are
 * dropped and also report false.
 */
export function postToApp(payload: OutboundPayload): boolean {
  const env = appEnv();
  if (!env) return false;
  if (payload.type === 'track' && !trackingEnabled()) return false;
  // The app opens what a deep link carries: only web pages, checked here whoever asks.
  if (payload.type === 'open-deep-link' && !safeLinkUrl(payload.webUrl)) return false;
  const post = channelOrSaid(env);
  if (!post) return false;
  try {
    post({ source: OUTBOUND_SOURCE, ...payload } as OutboundMessage);
    return true;
  } catch (error) {
    warnOnce('SW103', `the app channel threw: ${error instanceof Error ? error.name : 'error'}`);
    return false;
  }
}

/**
 * Sends an analytics event to the app's tracker (SPEC §9: tracking retries every 500 ms). An app
 * may inject its channel after the page has started: while it is missing, the event is tried again
 * every 500 ms, up to 10 times. Nothing is sent outside the app or in login-as mode, checked at
 * every try.
 */
export function track(event: string, params: TrackParams = {}): void {
  const attempt = (retries: number) => {
    const env = appEnv();
    if (env && trackingEnabled() && !channel(env) && retries > 0) setTimeout(() => attempt(retries - 1), TRACKING_RETRY_MS);
    else postToApp({ type: 'track', event, params });
  };
  attempt(TRACKING_RETRY_LIMIT);
}
