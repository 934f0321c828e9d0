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
