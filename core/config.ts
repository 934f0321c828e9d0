/** Page-wide configuration: set once by the host page, read by every call and widget. */

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
}

export type ConfigInput = Partial<Config>;

const DEFAULTS: Config = {
  apiBase: '/api',
  legacyApiBase: '/api_base',
  loginUrl: '/login',
  itemUrl: '/item/{itemId}',
  selectionUrl: '/selection/{largeId}',
  constructionUrl: '/construction',
  homeUrl: '/',
  locale: 'ko-KR',
  nonce: undefined,
  tokenCookie: 'access_token',
  secondaryTokenCookie: 'secondary_token',
  userAgent: undefined,
  appUserAgentPattern: String.raw`\bSelectionApp/(ios|android)/(\d+(?:\.\d+){0,3})\b`,
  appIosHandler: 'selectionApp',
  appAndroidInterface: 'SelectionAppBridge',
  appMessageOrigins: '',
  appDeepLink: 'selectionapp://web?url={url}',
};

let config: Config = { ...DEFAULTS };

export function getConfig(): Config {
  return config;
}

/**
 * Merges `input` into the configuration. Every option is a string; unknown keys are ignored and a
 * value of another type throws a clear error (kept free of the schema library: the loader uses it).
 */
export function configure(input: ConfigInput): Config {
  const next: Config = { ...config };
  for (const key of Object.keys(DEFAULTS) as (keyof Config)[]) {
    const value: unknown = input[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new TypeError(`SelectionWidgets.configure: ${key} must be a string`);
    (next as unknown as Record<string, string>)[key] = value;
  }
  config = next;
  return config;
}

/** Options from `data-*` attributes of the loader's script tag (`data-api-base`, `data-login-url`, …). */
export function configFromDataset(dataset: DOMStringMap): ConfigInput {
  const out: Record<string, string> = {};
  for (const key of Object.keys(DEFAULTS)) {
    const value = dataset[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
