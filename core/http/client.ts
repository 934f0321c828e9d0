/** The one HTTP client: common headers, base URLs, error normalisation and response validation. */
import * as v from 'valibot';
import { ofetch } from 'ofetch';
import { getConfig } from '../config.ts';
import { pageHooks } from '../page-hooks.ts';
import { fromSchema } from '../validators/validation.ts';
import { ApiError, catalogueFor, httpError, keptCause, toApiError } from './api-error.ts';
import { commonHeaders } from './headers.ts';
import { requestUrl, type RequestSpec } from './request-spec.ts';
import { answeredOk, attemptLimits, NO_ANSWER, RETRY_DELAY_MS, sendForAnswer, warnIfWebPage, type WireAnswer } from './wire-answer.ts';

export interface RequestOptions extends Omit<RequestSpec, 'path' | 'body'> {
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
  /**
   * This request's answer already on its way or at hand (the loader's head start, a server
   * render's data): read as the first attempt instead of sending again.
   */
  answer?: Promise<WireAnswer> | undefined;
  /** A call that only reads, whatever its method (a product list is a `POST`): it ends with the page. */
  reads?: boolean;
}

type Schema = v.GenericSchema;

/**
 * A `serverPause` answer leaves for the construction page where the page has elements (their
 * bridge installs the navigation). A page using `selection-widgets/api` alone is not navigated by a
 * call: the call rejects with the error's `action`, and the host decides.
 */
function leaveForServerPause(url: string): void {
  pageHooks().serverPause?.(url);
}

/**
 * The body of an answer at hand, or the error its status means: no answer is a network failure, a
 * failed status is the same `httpError` (catalogue message, server code, action) as ofetch's would be.
 */
function bodyOf(answer: WireAnswer): unknown {
  if (answer.status === NO_ANSWER) throw new ApiError({ kind: 'network', code: 'NETWORK', ...catalogueFor(undefined) });
  if (!answeredOk(answer)) throw httpError(answer.status, answer.body);
  return answer.body;
}

/** An answer already on its way that still ends when `signal` aborts (it knows nothing of the caller's signal). */
function untilAborted(answer: Promise<WireAnswer>, signal: AbortSignal): Promise<WireAnswer> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A change (a like, a vote, a coupon claim, a sign-in: every call but a read) is sent to outlive the
 * page: the browser ends a page's requests as it unloads, so a heart tapped just before a link would
 * otherwise never reach the API. A multipart call (an image upload, an item review) is not: the bodies
 * of a page's kept-alive requests in flight may add up to 64 KiB in all, and one past it fails.
 */
const keepsAlive = (method: string, options: RequestOptions): boolean => !isRead(method, options) && !(options.body instanceof FormData);

/** A call that only reads: a GET, or one that says so whatever its method (a product list is a `POST`). */
const isRead = (method: string, options: RequestOptions): boolean => method === 'GET' || options.reads === true;

/** Statuses worth one more try of a reading call (ofetch's own list). */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const retryable = (error: ApiError): boolean =>
  error.action !== 'serverPause' &&
  (error.kind === 'network' ? error.code !== 'ABORTED' : error.status !== undefined && RETRY_STATUSES.has(error.status));

/** `ms` milliseconds, or less when `signal` ends them (the caller then checks it). */
const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

/**
 * An attempt's signal: it aborts at the attempt's time limit (`timeout`, to tell a timeout from the
 * caller's abort) or when the caller's `signal` does, and `release` stops listening once the attempt
 * is over. `AbortSignal.any` is Safari 17.4 and later: the iOS 16.4–17.3 web views in the supported
 * floor get the two joined by hand.
 */
function attemptSignal(limitMs: number, signal?: AbortSignal): { signal: AbortSignal; timeout: AbortSignal; release: () => void } {
  const timeout = AbortSignal.timeout(limitMs);
  if (!signal) return { signal: timeout, timeout, release: () => undefined };
  return { ...either(signal, timeout), timeout };
}

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
 * carry status and server code, a response that does not match is `INVALID_RESPONSE`, a call that
 * outlasts its time limit is `TIMEOUT` (the 504 message). A reading call (a `GET`, or `reads`) is tried twice within
 * `requestTimeout` (see `attemptLimits`), each attempt with its own limit, so the retry really sends.
 */
export async function request<S extends Schema>(schema: S, path: string, options: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const method = options.method ?? 'GET';
  const { body, signal, answer, ...spec } = options;
  let url: string;
  try {
    url = requestUrl({ ...spec, path });
  } catch (error) {
    // A base that makes no address (a relative one with no page, in Node): before any request.
    throw toApiError(error);
  }
  // A read is tried twice; a change is sent once.
  const limits = isRead(method, options) ? attemptLimits() : [getConfig().requestTimeout];
  let data: unknown;
  for (let attempt = 1; ; attempt += 1) {
    const limit = attemptSignal(limits[attempt - 1] ?? 0, signal);
    try {
      // The first attempt reads the answer already on its way, if there is one, as it came (not
      // through a `Response` and JSON a second time).
      data =
        attempt === 1 && answer
          ? bodyOf(await untilAborted(answer, limit.signal))
          : await ofetch(url, {
              method,
              body,
              headers: commonHeaders(),
              signal: limit.signal,
              retry: 0,
              keepalive: keepsAlive(method, options),
            });
      break;
    } catch (error) {
      const apiError = limit.timeout.aborted && !signal?.aborted ? timeoutError(keptCause(error)) : toApiError(error);
      if (attempt < limits.length && !signal?.aborted && retryable(apiError)) {
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
  if (!parsed.success) {
    warnIfWebPage(url, data);
    throw toApiError(new v.ValiError(parsed.issues));
  }
  return parsed.output;
}

/**
 * Reads an answer at hand (a server render's) as `request` reads a response: the value of `schema`,
 * or the error a person is shown — the same catalogue message, server code and action.
 */
export function readAnswer<S extends Schema>(schema: S, answer: WireAnswer): { value: v.InferOutput<S> } | { error: ApiError } {
  let body: unknown;
  try {
    body = bodyOf(answer);
  } catch (error) {
    return { error: toApiError(error) };
  }
  const parsed = v.safeParse(schema, body);
  return parsed.success ? { value: parsed.output } : { error: toApiError(new v.ValiError(parsed.issues)) };
}

/**
 * A reading call's final answer, for a server render to read and to embed in the page: sent as the
 * loader sends a head start (plain `fetch`, the common headers) and sent once more, within the same
 * time limits, after a failure `request` would try again. No answer at all is `NO_ANSWER`. `signal`
 * (the render's) ends it at once, rejecting with its reason.
 */
export async function finalAnswer(spec: RequestSpec, signal?: AbortSignal): Promise<WireAnswer> {
  const limits = attemptLimits();
  for (let attempt = 0; ; attempt += 1) {
    signal?.throwIfAborted();
    const limit = attemptSignal(limits[attempt] ?? 0, signal);
    const answer = await sendForAnswer(spec, limit.signal)
      .catch((): WireAnswer => {
        signal?.throwIfAborted();
        return { status: NO_ANSWER, body: undefined };
      })
      .finally(limit.release);
    const worthAnother =
      answer.status === NO_ANSWER || (RETRY_STATUSES.has(answer.status) && httpError(answer.status, answer.body).action !== 'serverPause');
    if (attempt + 1 >= limits.length || !worthAnother) return answer;
    await delay(RETRY_DELAY_MS, signal);
  }
}

const timeoutError = (cause: unknown): ApiError => new ApiError({ kind: 'network', code: 'TIMEOUT', ...catalogueFor(504), cause });

/** Validates input before it leaves; a failure carries the schema's own (Korean) message. */
export function validateInput<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const checked = fromSchema(schema, input);
  if (checked.ok) return checked.value;
  throw new ApiError({ kind: 'invalid-input', code: 'INVALID_INPUT', message: checked.message });
}
