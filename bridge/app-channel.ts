/**
 * The one channel to the native app: iOS `window.webkit.messageHandlers.<name>.postMessage(object)`,
 * Android `window.<Interface>.postMessage(json)`. The names come from the configuration.
 */
import { getConfig } from '../core/config.ts';
import { safeLinkUrl } from '../core/schemas/safe-url.ts';
import { appEnv } from './app-env.ts';
import type { OutboundMessage, OutboundPayload } from './app-messages.ts';
import { OUTBOUND_SOURCE } from './app-protocol.ts';
import { trackingEnabled } from './tracking.ts';

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

function androidInterface(name: string): AndroidInterface | undefined {
  const candidate = (globalThis as unknown as Record<string, AndroidInterface | undefined>)[name];
  return typeof candidate?.postMessage === 'function' ? candidate : undefined;
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
  const message = { source: OUTBOUND_SOURCE, ...payload } as OutboundMessage;
  const config = getConfig();
  try {
    if (env.platform === 'ios') {
      const handler = iosHandler(config.appIosHandler);
      if (!handler) {
        warnOnce('SW101', `no window.webkit.messageHandlers.${config.appIosHandler} in this iOS web view`);
        return false;
      }
      handler.postMessage(message);
      return true;
    }
    const bridge = androidInterface(config.appAndroidInterface);
    if (!bridge) {
      warnOnce('SW102', `no window.${config.appAndroidInterface} in this Android web view`);
      return false;
    }
    bridge.postMessage(JSON.stringify(message));
    return true;
  } catch (error) {
    warnOnce('SW103', `the app channel threw: ${error instanceof Error ? error.name : 'error'}`);
    return false;
  }
}
