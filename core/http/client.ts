/** The one HTTP client: common headers, base URLs, error normalisation and response validation. */
import * as v from 'valibot';
import { ofetch } from 'ofetch';
import { getConfig } from '../config.ts';
import { ApiError, toApiError } from './api-error.ts';
import { commonHeaders } from './headers.ts';
import { takePrefetched } from './prefetch.ts';
import { requestUrl, type RequestSpec } from './request-spec.ts';

export interface RequestOptions extends Omit<RequestSpec, 'path' | 'body'> {
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
}

type Schema = v.GenericSchema;

let onServerPause: (url: string) => void = (url) => {
  if (typeof location !== 'undefined') location.assign(url);
};

/** Replaces what happens on a `serverPause` answer (the default leaves for the construction page). */
export function setServerPauseHandler(handler: (url: string) => void): void {
  onServerPause = handler;
}

/** ofetch over `fetch`, adopting a request the loader already started when it is the same one. */
const client = ofetch.create(
  {},
  {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? init.body : undefined;
      return takePrefetched(init?.method ?? 'GET', url, body) ?? globalThis.fetch(input, init);
    },
  },
);

/**
 * Calls the API and returns the response parsed by `schema`. Throws only `ApiError`: HTTP errors
 * carry status and server code, a response that does not match is `INVALID_RESPONSE`.
 */
export async function request<S extends Schema>(schema: S, path: string, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const method = options.method ?? 'GET';
  const { body, signal, ...spec } = options;
  let data: unknown;
  try {
    data = await client(requestUrl({ ...spec, path }), {
      method,
      body,
      headers: commonHeaders(),
      signal,
      retry: method === 'GET' ? 1 : 0,
      retryDelay: 300,
      timeout: 15_000,
    });
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.action === 'serverPause') onServerPause(getConfig().constructionUrl);
    throw apiError;
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw toApiError(new v.ValiError(parsed.issues));
  return parsed.output;
}

/** Validates input before it leaves; a failure carries the schema's own (Korean) message. */
export function validateInput<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) return parsed.output;
  throw new ApiError({ kind: 'invalid-input', code: 'INVALID_INPUT', message: parsed.issues[0].message });
}
