/**
 * Head-start requests. The loader fires a widget's first-screen calls with plain `fetch` (no client,
 * no schemas, so it stays small) and the client adopts each response when it asks for the same
 * request, parsing and validating it as usual. The started requests live in the page slot, so the
 * loader and the widget chunks see the same ones without importing each other.
 */
import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { commonHeaders } from './headers.ts';
import { requestIdentity, requestUrl, type RequestSpec } from './request-spec.ts';

/** A head start older than this is not adopted; the client asks again. */
const MAX_AGE_MS = 15_000;

interface HeadStart {
  response: Promise<Response>;
  startedAt: number;
  /** The answer's JSON once read (an ok answer only): a view mounting after that draws it at once. */
  json?: { value: unknown };
}

const pending = pageSlot('head-starts', () => new Map<string, HeadStart>());

/** Starts `spec` (once per page) and returns its response, still unread for the client to adopt. */
export function prefetchRequest(spec: RequestSpec): Promise<Response> | undefined {
  if (typeof fetch === 'undefined') return undefined;
  const method = spec.method ?? 'GET';
  const url = requestUrl(spec);
  const body = spec.body ? JSON.stringify(spec.body) : undefined;
  const identity = requestIdentity(method, url, body);
  const started = pending.get(identity);
  if (started) return started.response;
  const headers: Record<string, string> = { accept: 'application/json', ...commonHeaders() };
  if (body) headers['content-type'] = 'application/json';
  // Bounded like every call: a server that never answers ends in the network message.
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(getConfig().requestTimeout) : undefined;
  const response = fetch(url, { method, headers, body, ...(signal ? { signal } : {}) });
  response.catch(() => undefined);
  const entry: HeadStart = { response, startedAt: Date.now() };
  pending.set(identity, entry);
  // Read as soon as it is in (from a copy; the client may still adopt the response itself).
  const json = response.then((answer) => (answer.ok ? answer.clone().json() : undefined)).catch(() => undefined) as Promise<unknown>;
  readJson.set(response, json);
  void json.then((value) => {
    if (value !== undefined) entry.json = { value };
  });
  return response;
}

const readJson = new WeakMap<Promise<Response>, Promise<unknown>>();

/**
 * The JSON of a head start, read from a copy so the client still adopts the response itself;
 * unvalidated (only good for deciding what else to start). Undefined when it failed.
 */
export function prefetchedJson(response: Promise<Response>): Promise<unknown> {
  return (
    readJson.get(response) ??
    (response.then((answer) => (answer.ok ? answer.clone().json() : undefined)).catch(() => undefined) as Promise<unknown>)
  );
}

/** The JSON of a fresh head start that is already read, without taking it; else undefined. */
export function peekPrefetchedJson(method: string, url: string, body: string | undefined): { value: unknown } | undefined {
  const entry = pending.get(requestIdentity(method, url, body));
  return entry && Date.now() - entry.startedAt <= MAX_AGE_MS ? entry.json : undefined;
}

/** Hands over a started request once; later identical requests go to the network. */
export function takePrefetched(method: string, url: string, body: string | undefined): Promise<Response> | undefined {
  const identity = requestIdentity(method, url, body);
  const entry = pending.get(identity);
  if (!entry) return undefined;
  pending.delete(identity);
  return Date.now() - entry.startedAt <= MAX_AGE_MS ? entry.response : undefined;
}

/** Forgets every head start (the signed-in person changed: they carry the old token). */
export function dropPrefetched(): void {
  pending.clear();
}

/** Asks for an image early, at high priority; the `<img>` drawn later finds it in the page's image cache. */
export function preloadImage(url: string): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
