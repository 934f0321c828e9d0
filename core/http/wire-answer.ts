/**
 * An answer as it came over the wire, before any schema has read it: what the loader's head start
 * received, or what a server render embedded in the page. The query cache takes it under the
 * request's key and the client reads it as it reads any answer, so it meets the same validation and
 * the same error catalogue.
 */
import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { commonHeaders } from './headers.ts';
import { requestUrl, type RequestSpec } from './request-spec.ts';

export interface WireAnswer {
  /** The HTTP status; `NO_ANSWER` (0) when none came (a server render's call that failed to connect or timed out). */
  status: number;
  /** The body's JSON; undefined when it was empty or not JSON. */
  body: unknown;
}

export const NO_ANSWER = 0;

/** Delay before a reading call's second attempt. */
export const RETRY_DELAY_MS = 300;

/** The shortest attempt a reading call is split into; a shorter `requestTimeout` gives it one attempt. */
const MIN_ATTEMPT_MS = 200;

/**
 * Time limits of a reading call's attempts, within `requestTimeout` in all: a first attempt of two
 * fifths (a request that hangs is given up early) and the rest, less the pause between them, for the
 * retry, never shorter than the first (a short limit is halved); too short a limit for two attempts
 * is one. A call that is written (one attempt) has the whole limit.
 */
export function attemptLimits(total = getConfig().requestTimeout): [first: number, second?: number] {
  const first = Math.round(total * 0.4);
  const rest = total - first - RETRY_DELAY_MS;
  if (rest >= first) return [first, rest];
  const half = Math.floor((total - RETRY_DELAY_MS) / 2);
  return half >= MIN_ATTEMPT_MS ? [half, half] : [total];
}

/**
 * Sends `spec` with plain `fetch` (no client, no schemas: the loader uses it), ended by `signal`:
 * by default, the time limit of a first attempt.
 */
export async function sendForAnswer(spec: RequestSpec, signal = AbortSignal.timeout(attemptLimits()[0])): Promise<WireAnswer> {
  const body = spec.body ? JSON.stringify(spec.body) : undefined;
  const headers: Record<string, string> = { accept: 'application/json', ...commonHeaders() };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(requestUrl(spec), {
    method: spec.method ?? 'GET',
    headers,
    body,
    signal,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
    if (response.ok) warnIfWebPage(response.url, text);
  }
  return { status: response.status, body: json };
}

export const answeredOk = (answer: WireAnswer): boolean => answer.status >= 200 && answer.status < 300;

/**
 * A web page where the API's JSON was due (a host's catch-all route answering every path with its
 * index.html): a base names a page, not the API. Said once a page, in the console a host developer
 * reads, naming the address; the person sees the temporary-error message.
 */
export function warnIfWebPage(url: string, data: unknown): void {
  if (typeof data !== 'string' || !/^\s*</.test(data)) return;
  // Once a page, whichever copy of this code hears it first (the loader's, a chunk's; a server's render).
  const said = pageSlot('web-page-answer', () => ({ said: false }));
  if (said.said) return;
  said.said = true;
  // embedding.md, When things fail: a base that names a page.
  // The address without its query: a query may carry a person's data (a customs check's name and phone).
  console.warn(`[selection-widgets] SW014: ${url.replace(/[?#].*/, '')} answered a web page, not the API`);
}
