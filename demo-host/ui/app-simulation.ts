/**
 * Demo only: simulates the marketplace app's web view. It runs before the widget loader (its script
 * comes first in the page head), so the widgets find the app when they start:
 * - the app is chosen with `?app=ios|android&appVersion=26.10.6` on any page (or the index's
 *   settings panel) and kept for the tab in sessionStorage; `?app=web` ends it;
 * - a page script cannot change `navigator.userAgent`, so the demo hands the simulated user agent
 *   to the loader through its documented `data-user-agent` option (the widgets' configurable UA
 *   source); a browser whose real user agent already names the app (a test tool's override) is
 *   taken as it is;
 * - a fake native channel (`window.webkit.messageHandlers.selectionApp` on iOS,
 *   `window.SelectionAppBridge` on Android) records every message the widgets send;
 * - the app's answers are window messages from the page's own origin.
 *
 * It also decides whether the first-visit guides are embedded: `?guides=on|off`, kept for the tab;
 * on by default. End-to-end journeys of other features turn them off (tests/e2e/fixtures.ts), so a
 * first-visit popup does not cover what they click; guide tests ask for `?guides=on`.
 */

export type SimulatedPlatform = 'ios' | 'android';

export interface AppMode {
  platform: SimulatedPlatform;
  version: string;
  /** `simulated`: chosen in the demo; `user-agent`: the browser's own user agent names the app. */
  source: 'simulated' | 'user-agent';
}

export interface LogEntry {
  at: string;
  direction: 'to-app' | 'from-app' | 'foreign';
  message: unknown;
}

const MODE_KEY = 'demo-host:app-mode';
const LOG_KEY = 'demo-host:app-log';
const GUIDES_KEY = 'demo-host:guides';
/**
 * The widgets' default user agent pattern and channel names, as bridge/README.md documents them for
 * an app (the demo host is a host: it reads the contract, not the widgets' code).
 */
const UA_PATTERN = /\bSelectionApp\/(ios|android)\/(\d+(?:\.\d+){0,3})(?!\.?\d)/i;
const IOS_HANDLER = 'selectionApp';
const ANDROID_INTERFACE = 'SelectionAppBridge';

/** The version simulated when none is given: the oldest app that opens deep links (bridge/README.md). */
export const DEFAULT_VERSIONS: Readonly<Record<SimulatedPlatform, string>> = { ios: '26.10.6', android: '30.0.119' };

/**
 * A version as a build may carry it (26.10.5-beta, five parts, letters), given to the widgets as it
 * is: their own reading of the user agent decides what it means, as in the app. Also the settings
 * panel's input pattern (valid with the `v` flag browsers now read patterns with).
 */
export const SIMULATED_VERSION = String.raw`[\w.\-]{1,32}`;

export const logEvents = new EventTarget();

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // The demo just forgets its settings.
  }
}

function isPlatform(value: unknown): value is SimulatedPlatform {
  return value === 'ios' || value === 'android';
}

/** Reads `?app=&appVersion=` (and remembers it), else the remembered choice, else the real UA. */
function resolveMode(): AppMode | null {
  const params = new URLSearchParams(location.search);
  const app = params.get('app');
  if (app === 'web' || app === 'off') write(MODE_KEY, null);
  else if (isPlatform(app)) {
    const version = params.get('appVersion');
    const valid = version && new RegExp(`^${SIMULATED_VERSION}$`).test(version) ? version : DEFAULT_VERSIONS[app];
    write(MODE_KEY, JSON.stringify({ platform: app, version: valid }));
  }
  try {
    const stored = JSON.parse(read(MODE_KEY) ?? 'null') as { platform?: unknown; version?: unknown } | null;
    if (stored && isPlatform(stored.platform) && typeof stored.version === 'string') {
      return { platform: stored.platform, version: stored.version, source: 'simulated' };
    }
  } catch {
    write(MODE_KEY, null);
  }
  const match = UA_PATTERN.exec(navigator.userAgent);
  const platform = match?.[1]?.toLowerCase();
  if (isPlatform(platform) && match?.[2]) return { platform, version: match[2], source: 'user-agent' };
  return null;
}

export function readLog(): LogEntry[] {
  try {
    const parsed = JSON.parse(read(LOG_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

export function appendLog(direction: LogEntry['direction'], message: unknown): void {
  const entries = [...readLog(), { at: new Date().toLocaleTimeString('ko-KR'), direction, message }].slice(-50);
  write(LOG_KEY, JSON.stringify(entries));
  logEvents.dispatchEvent(new Event('change'));
}

export function clearLog(): void {
  write(LOG_KEY, null);
  logEvents.dispatchEvent(new Event('change'));
}

function installChannel(mode: AppMode): void {
  const win = window as unknown as Record<string, unknown> & { webkit?: { messageHandlers?: Record<string, unknown> } };
  // Opened in a real app's web view: its own channel stays, and the messages go to the app (the
  // log below shows only what the page receives).
  const existing = mode.platform === 'ios' ? win.webkit?.messageHandlers?.[IOS_HANDLER] : win[ANDROID_INTERFACE];
  if (existing) return;
  if (mode.platform === 'ios') {
    win.webkit = { messageHandlers: { [IOS_HANDLER]: { postMessage: (message: unknown) => appendLog('to-app', message) } } };
  } else {
    win[ANDROID_INTERFACE] = {
      postMessage: (json: unknown) => {
        try {
          appendLog('to-app', JSON.parse(String(json)));
        } catch {
          appendLog('to-app', String(json));
        }
      },
    };
  }
}

function loaderScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>('script[src*="/dist/selection-widgets.js"]');
}

export function guidesEnabled(): boolean {
  const asked = new URLSearchParams(location.search).get('guides');
  if (asked === 'on' || asked === 'off') write(GUIDES_KEY, asked);
  const stored = read(GUIDES_KEY);
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return true;
}

/** Sends a message to the page as the app would: a window message from the page's own origin. */
export function replyAsApp(message: Record<string, unknown>): void {
  const data = { source: 'selection-app', ...message };
  appendLog('from-app', data);
  window.postMessage(data, location.origin);
}

/** The same message from a sandboxed frame (origin "null"): the widgets must ignore it. */
export function replyFromForeignOrigin(message: Record<string, unknown>): void {
  const data = { source: 'selection-app', ...message };
  appendLog('foreign', data);
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.hidden = true;
  frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(data).replace(/</g, '\\u003c')}, '*');</script>`;
  document.body.append(frame);
  setTimeout(() => frame.remove(), 1000);
}

export function endAppMode(): void {
  write(MODE_KEY, null);
  const url = new URL(location.href);
  url.searchParams.delete('app');
  url.searchParams.delete('appVersion');
  location.assign(url.toString());
}

/** The mode of this page; set up once, when the demo's script runs. */
export const appMode: AppMode | null = typeof window === 'undefined' ? null : resolveMode();

if (typeof window !== 'undefined') {
  if (appMode) {
    installChannel(appMode);
    const script = loaderScript();
    if (script && appMode.source === 'simulated') {
      script.dataset.userAgent = `${navigator.userAgent} SelectionApp/${appMode.platform}/${appMode.version}`;
    }
  }
  if (!guidesEnabled()) for (const guide of document.querySelectorAll('selection-guide')) guide.remove();
}
