/**
 * Page-wide configuration: set by the host page (before the loader through
 * `window.SelectionWidgetsConfig`, on the loader's script tag as `data-*`, or with
 * `SelectionWidgets.configure()`), read by every call and widget.
 */
import { pageSlot } from './page-slot.ts';

export interface Config {
  /** Base of the selection API, e.g. `/api` or `https://api.example.com`. */
  apiBase: string;
  /** Base of the legacy API. */
  legacyApiBase: string;
  /** Web login page; the current page is passed as `from`. */
  loginUrl: string;
  /** Product page; `{itemId}` is replaced. */
  itemUrl: string;
  /** Selection page; `{largeId}` is replaced. */
  selectionUrl: string;
  /** A review story's page; `{storyId}` and `{storyType}` are replaced. */
  magazineUrl: string;
  /** A selection's story list; `{largeId}` and `{storyType}` are replaced. */
  storyListUrl: string;
  /** Page shown while the service is paused (`serverPause`). */
  constructionUrl: string;
  /** Home of the site, for the not-found screen's home button. */
  homeUrl: string;
  locale: string;
  /** Nonce for `<style>` fallbacks under a strict CSP. */
  nonce: string | undefined;
  /** Name of the cookie that holds the bearer token. */
  tokenCookie: string;
  /** Name of the cookie of the secondary (login-as) token; while it is set, tracking is off. */
  secondaryTokenCookie: string;
  /**
   * The user agent the app web view is detected from; unset means `navigator.userAgent`. A native
   * shell that injects the script, or the demo host simulating an app, sets it.
   */
  userAgent: string | undefined;
  /**
   * Regular expression (source) that finds the app in the user agent: group 1 the platform
   * (`ios` or `android`), group 2 the app version. Matched case-insensitively.
   */
  appUserAgentPattern: string;
  /** iOS: the name of `window.webkit.messageHandlers.<name>`. */
  appIosHandler: string;
  /** Android: the name of the JavaScript interface `window.<name>.postMessage(json)`. */
  appAndroidInterface: string;
  /** Origins whose `message` events are accepted as app messages, comma-separated; empty: the page's own. */
  appMessageOrigins: string;
  /** Deep link that opens a web page in the app; `{url}` is replaced by the absolute page URL. */
  appDeepLink: string;
  /**
   * How long a call may take in all, in milliseconds, before it ends in the network message (SPEC
   * §8, 504). A reading call is tried twice within it: a short first attempt, then the retry (once,
   * under 700 ms: `attemptLimits` in core/http/wire-answer.ts). A person on a phone waits no longer
   * than this. At most 2147483647 (the longest a timer waits).
   */
  requestTimeout: number;
  /**
   * Height of the host's fixed header in CSS pixels: sticky navigation sticks below it. Unset, the
   * `--selection-sticky-top` custom property decides (default 48px, SPEC §9).
   */
  stickyTop: number | undefined;
}

/**
 * What a host may pass: numeric options also as strings of digits (`data-*` attributes); `null`
 * restores a default, `undefined` leaves an option as it is.
 */
export type ConfigInput = {
  [K in keyof Config]?: (Config[K] extends number | undefined ? number | string : Config[K]) | null | undefined;
};

const DEFAULTS: Config = {
  apiBase: '/api',
  legacyApiBase: '/api_base',
  loginUrl: '/login',
  itemUrl: '/item/{itemId}',
  selectionUrl: '/selection/{largeId}',
  magazineUrl: '/magazine/{storyId}?story-type={storyType}',
  storyListUrl: '/story-list?selection-frame-data-id={largeId}&story-type={storyType}',
  constructionUrl: '/construction',
  homeUrl: '/',
  locale: 'ko-KR',
  nonce: undefined,
  tokenCookie: 'access_token',
  secondaryTokenCookie: 'secondary_token',
  userAgent: undefined,
  appUserAgentPattern: String.raw`\bSelectionApp/(ios|android)/(\d+(?:\.\d+){0,3})(?!\.?\d)`,
  appIosHandler: 'selectionApp',
  appAndroidInterface: 'SelectionAppBridge',
  appMessageOrigins: '',
  appDeepLink: 'selectionapp://web?url={url}',
  requestTimeout: 12_000,
  stickyTop: undefined,
};

const NUMERIC = new Set<keyof Config>(['requestTimeout', 'stickyTop']);

/** The longest delay a timer takes (a signed 32-bit count of milliseconds), in browsers and in Node. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The custom property `stickyTop` is written as, on each element: by the element itself in the
 * browser, as a rule of its served sheet on a server.
 */
export const stickyTopDeclaration = (stickyTop: number): readonly [property: string, value: string] => [
  '--selection-sticky-top',
  `${stickyTop}px`,
];

// One configuration per page, whichever copy of this module reads it (see page-slot.ts).
// Each configuration is frozen: it changes only through `configure()`, whose checks a write to the
// object `getConfig()` returns would skip.
const slot = () => pageSlot('config', () => ({ current: Object.freeze({ ...DEFAULTS }) as Config }));

/** How `configure`'s errors name the call, before the option's name. */
export const CONFIGURE = 'SelectionWidgets.configure: ';

/** The page's configuration, frozen: `configure()` changes it. */
export function getConfig(): Readonly<Config> {
  return slot().current;
}

/**
 * Merges `input` into the configuration. Options are strings, except `requestTimeout` and
 * `stickyTop` (numbers, or strings of digits as `data-*` attributes give them); unknown keys are
 * ignored, `null` restores an option's default, and a value of another type throws a clear error,
 * changing nothing (kept free of the schema library: the loader uses it). The error names the call
 * and the option: `SelectionWidgets.configure: stickyTop …`.
 */
export function configure(input: ConfigInput): Readonly<Config> {
  // A script may pass anything: said as the call's mistake, not as a read of null.
  if (typeof input !== 'object' || !input) throw new TypeError(`${CONFIGURE}takes an object of options`);
  const next: Config = { ...slot().current };
  for (const key of Object.keys(DEFAULTS) as (keyof Config)[]) {
    const value: unknown = input[key];
    if (value === undefined) continue;
    const record = next as unknown as Record<string, string | number | undefined>;
    if (value === null) {
      // `null` puts an option back to its default.
      record[key] = DEFAULTS[key];
      continue;
    }
    if (NUMERIC.has(key)) {
      const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
      // A time limit of 0 would end every call at once (it is no "no limit"); a sticky top of 0 is the page's top.
      const least = key === 'requestTimeout' ? 1 : 0;
      if (typeof number !== 'number' || !Number.isFinite(number) || number < least) {
        throw new TypeError(`${CONFIGURE}${key} must be a number of at least ${least}`);
      }
      // No number a timer cannot wait for (about 24.8 days): as a time limit it would end every call at once.
      if (number > MAX_TIMER_MS) throw new TypeError(`${CONFIGURE}${key} must be at most ${MAX_TIMER_MS}`);
      record[key] = number;
    } else if (typeof value === 'string') {
      record[key] = value;
    } else {
      throw new TypeError(`${CONFIGURE}${key} must be a string`);
    }
  }
  slot().current = Object.freeze(next);
  return next;
}

/** Options from `data-*` attributes of the loader's script tag (`data-api-base`, `data-login-url`, …). */
export function configFromDataset(dataset: Readonly<Record<string, string | undefined>>): ConfigInput {
  const out: Record<string, string> = {};
  for (const key of Object.keys(DEFAULTS)) {
    const value = dataset[key];
    if (value !== undefined) out[key] = value;
  }
  return out as ConfigInput;
}

/**
 * Whether `input`, given before the loader (the object, or data-* on its tag), says where calls go:
 * the page then needs no later `configure()` for its first requests, which leave at boot. A tag
 * carrying only its nonce, say, has not.
 */
export const saysWhereCallsGo = (input: ConfigInput | undefined): boolean => input?.apiBase !== undefined;

/**
 * Whether the page's configuration is settled. The loader holds it from its boot until the host's
 * own scripts have run (a `configure()` after the loader's tag still applies to every request); an
 * element's code may arrive before that, and its element is defined, so it draws and asks for data,
 * only once it is settled. Without the loader (an element's module imported by itself) it is settled.
 */
const settling = () => pageSlot('config-settling', () => ({ settled: true, waiting: [] as (() => void)[] }));

/** The loader at boot: configuration may still change until `settleConfig()`. */
export function holdConfig(): void {
  settling().settled = false;
}

/** The loader once the host's scripts have run: what waited for the configuration runs now. */
export function settleConfig(): void {
  const state = settling();
  state.settled = true;
  for (const run of state.waiting.splice(0)) run();
}

/** Runs `run` now if the configuration is settled, else once it is. */
export function whenConfigSettled(run: () => void): void {
  const state = settling();
  if (state.settled) run();
  else state.waiting.push(run);
}
