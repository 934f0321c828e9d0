/** The one HTTP client: common headers, base URLs, error normalisation and response validation. */
import * as v from 'valibot';
import { ofetch } from 'ofetch';
import { getConfig } from '../config.ts';
import { pageHooks } from '../page-hooks.ts';
import { fromSchema } from '../validators/validation.ts';
import { ApiError, catalogueFor, toApiError } from './api-error.ts';
import { commonHeaders } from './headers.ts';
import { takePrefetched } from './prefetch.ts';
import { requestUrl, type RequestSpec } from './request-spec.ts';

export interface RequestOptions extends Omit<RequestSpec, 'path' | 'body'> {
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
}

type Schema = v.GenericSchema;

/** A `serverPause` answer leaves for the construction page, through the bridge's navigation once installed. */
function leaveForServerPause(url: string): void {
  if (pageHooks.serverPause) pageHooks.serverPause(url);
  else if (typeof location !== 'undefined') location.assign(url);
}

/** A started request that still ends when `signal` aborts (a head start knows nothing of the caller's signal). */
function untilAborted(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** ofetch over `fetch`, adopting a request the loader already started when it is the same one. */
const client = ofetch.create(
  {},
  {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? init.body : undefined;
      const adopted = takePrefetched(init?.method ?? 'GET', url, body);
      return adopted ? untilAborted(adopted, init?.signal) : globalThis.fetch(input, init);
    },
  },
);

/** Statuses worth one more try of a reading call (ofetch's own list). */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 300;

const retryable = (error: ApiError): boolean =>
  error.action !== 'serverPause' &&
  (error.kind === 'network' ? error.code !== 'ABORTED' : error.status !== undefined && RETRY_STATUSES.has(error.status));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One signal that aborts when the caller's or the time limit's does, and `release` to stop listening
 * once the attempt is over. `AbortSignal.any` is Safari 17.4 and later: the iOS 16.4–17.3 web views
 * in the supported floor get the two joined by hand.
 */
function either(signal: AbortSignal, timeout: AbortSignal): { signal: AbortSignal; release: () => void } {
  if (typeof AbortSignal.any === 'function') return { signal: AbortSignal.any([signal, timeout]), release: () => undefined };
  const joined = new AbortController();
  const sources = [signal, timeout];
  const onAbort = (event: Event) => {
    joined.abort((event.target as AbortSignal).reason);
    release();
  };
  const release = () => sources.forEach((source) => source.removeEventListener('abort', onAbort));
  const early = sources.find((source) => source.aborted);
  if (early) joined.abort(early.reason);
  else sources.forEach((source) => source.addEventListener('abort', onAbort));
  return { signal: joined.signal, release };
}

/**
 * Calls the API and returns the response parsed by `schema`. Throws only `ApiError`: HTTP errors
 * carry status and server code, a response that does not match is `INVALID_RESPONSE`, an attempt
 * that outlasts `requestTimeout` is `TIMEOUT` (the 504 message). A reading call is tried twice,
 * each attempt with its own time limit, so the retry really sends.
 */
export async function request<S extends Schema>(schema: S, path: string, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const method = options.method ?? 'GET';
  const { body, signal, ...spec } = options;
  const url = requestUrl({ ...spec, path });
  const attempts = method === 'GET' ? 2 : 1;
  let data: unknown;
  for (let attempt = 1; ; attempt += 1) {
    const timeout = AbortSignal.timeout(getConfig().requestTimeout);
    const limit = signal ? either(signal, timeout) : { signal: timeout, release: () => undefined };
    try {
      data = await client(url, { method, body, headers: commonHeaders(), signal: limit.signal, retry: 0 });
      break;
    } catch (error) {
      const apiError = timeout.aborted && !signal?.aborted ? timeoutError(error) : toApiError(error);
      if (attempt < attempts && !signal?.aborted && retryable(apiError)) {
        await delay(RETRY_DELAY_MS);
        continue;
      }
      if (apiError.action === 'serverPause') leaveForServerPause(getConfig().constructionUrl);
      throw apiError;
    } finally {
      limit.release();
    }
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw toApiError(new v.ValiError(parsed.issues));
  return parsed.output;
}

const timeoutError = (cause: unknown): ApiError => new ApiError({ kind: 'network', code: 'TIMEOUT', ...catalogueFor(504), cause });

/** Validates input before it leaves; a failure carries the schema's own (Korean) message. */
export function validateInput<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const checked = fromSchema(schema, input);
  if (checked.ok) return checked.value;
  throw new ApiError({ kind: 'invalid-input', code: 'INVALID_INPUT', message: checked.message });
}
