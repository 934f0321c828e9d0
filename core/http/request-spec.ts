/** A call described as data, so the loader can start it without the client or the schemas. */
import { getConfig } from '../config.ts';
import { pageLocation } from '../page-location.ts';

export type ApiBase = 'api' | 'legacy';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface RequestSpec {
  path: string;
  base?: ApiBase;
  method?: Method;
  query?: QueryParams;
  body?: Record<string, unknown>;
  /**
   * The answer depends on who asks (hearts, votes, likes): an answer a server rendered for someone
   * else is drawn as it came, then asked for again. Not part of the request's identity.
   */
  personal?: boolean;
}

export function baseUrl(base: ApiBase = 'api'): string {
  const config = getConfig();
  return base === 'legacy' ? config.legacyApiBase : config.apiBase;
}

/** JSON with sorted keys, so equal values make equal keys whatever their key order. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Absolute URL of a call with its query string (sorted, undefined values left out). A relative base
 * resolves against the page; with no page (`selection-widgets/api` in Node) the URL's own
 * `TypeError` (Invalid URL) rejects the call before any request: a mistake in the configuration, not
 * a network failure.
 */
export function requestUrl(spec: RequestSpec): string {
  const url = new URL(`${baseUrl(spec.base).replace(/\/$/, '')}${spec.path}`, pageLocation()?.href);
  for (const key of Object.keys(spec.query ?? {}).sort()) {
    const value = spec.query?.[key];
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The one identity of a request: method, base, path, query and body (keys in any order). The
 * loader's head start, a server render's embedded data and the widget's own query all meet under it
 * in the page's query cache.
 */
export function requestKey(spec: RequestSpec): string {
  return `${spec.method ?? 'GET'} ${spec.base ?? 'api'}:${spec.path} ${stableJson(spec.query ?? {})} ${stableJson(spec.body ?? {})}`;
}

/** The key prefix shared by every request of `method path` (whatever its query and body). */
export const requestPrefix = (path: string, method: Method = 'GET', base: ApiBase = 'api'): string => `${method} ${base}:${path} `;
