/**
 * For browser tests: the environment of an app web view — a native channel that records what the
 * widgets send (iOS `webkit.messageHandlers`, Android JavaScript interface) and a user agent set
 * through the configuration. Not shipped: only tests import it.
 */
import { configure, getConfig } from '../../core/config.ts';
import type { AppPlatform } from '../../bridge/app-env.ts';
import type { OutboundMessage } from '../../bridge/app-messages.ts';

export interface FakeApp {
  /** Every message the page posted to the app, parsed. */
  sent: OutboundMessage[];
  /** Sends `data` to the page as the app does (a window message from the page's own origin). */
  reply(data: unknown): void;
  uninstall(): void;
}

type Channels = { webkit?: unknown } & Record<string, unknown>;

export function installFakeApp(platform: AppPlatform, version: string): FakeApp {
  const sent: OutboundMessage[] = [];
  const config = getConfig();
  const win = window as unknown as Channels;
  if (platform === 'ios') {
    win.webkit = {
      messageHandlers: { [config.appIosHandler]: { postMessage: (message: OutboundMessage) => sent.push(structuredClone(message)) } },
    };
  } else {
    win[config.appAndroidInterface] = { postMessage: (json: string) => sent.push(JSON.parse(json) as OutboundMessage) };
  }
  const userAgent = `${navigator.userAgent} SelectionApp/${platform}/${version}`;
  configure({ userAgent });
  return {
    sent,
    reply: (data) => window.postMessage(data, location.origin),
    uninstall() {
      delete win.webkit;
      delete win[config.appAndroidInterface];
      configure({ userAgent: '' });
    },
  };
}

/** Posts `data` to this page from a sandboxed frame, whose origin is the opaque "null". */
export function postFromForeignFrame(data: unknown): Promise<void> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(data)}, '*');</script>`;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      window.removeEventListener('message', onMessage);
      // The page's own listeners came first and have run; the next task also follows whatever
      // they queued (a render), so the caller looks at the outcome.
      const next = new MessageChannel();
      next.port1.onmessage = () => {
        next.port1.close();
        frame.remove();
        resolve();
      };
      next.port2.postMessage(null);
    };
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}
