import * as v from 'valibot';
import type { FetchError } from 'ofetch';
import { errorMessages } from '../messages/errors.ts';
import { ApiErrorBodySchema } from '../schemas/api-error.ts';

/** The sign-in's refusal of an email and password (401). */
export const LOGIN_FAILED = 'LOGIN_FAILED';

export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'invalid-input';

/**
 * Every failure of a call, normalised: the HTTP status, the server's error code and message, and
 * the catalogue message (SPEC §8) that a person is shown.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** Server error code (`ALREADY_VOTED`…), or ours: `NETWORK`, `INVALID_RESPONSE`, `INVALID_INPUT`, `HTTP_<status>`. */
  readonly code: string;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** `serverPause` sends the page to the construction page. */
  readonly action: string | undefined;
  /** A second line for the person, such as the contact-support hint. */
  readonly hint: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number | undefined;
    code: string;
    message: string;
    serverMessage?: string | undefined;
    action?: string | undefined;
    hint?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.action = init.action;
    this.hint = init.hint;
  }

  /**
   * The server's own words where they are written for a person: a refusal's, the API's (under 500,
   * with its code: 이미 투표한 유저입니다.). A failing server's (5xx) are not: a framework's "Internal
   * server error", a gateway's "upstream connect error…"; nor a gateway's own refusal, which names
   * no code of the API's (AWS's 403 "Missing Authentication Token", a 429 "Too Many Requests").
   */
  get refusalMessage(): string | undefined {
    const status = this.status ?? 0;
    return this.serverMessage && status < 500 && this.code !== `HTTP_${status}` ? this.serverMessage : undefined;
  }

  /** The text to show: a refusal's own words where the server gave them, else the catalogue's (SPEC §8). */
  get displayMessage(): string {
    return this.refusalMessage ?? this.message;
  }

  /** Ask the person to sign in. Not for a sign-in's own refusal (`LOGIN_FAILED`: a wrong email or password). */
  get isLoginRequired(): boolean {
    if (this.code === LOGIN_FAILED) return false;
    return this.status === 401 || this.code === 'AUTH_HEADER_INVALID' || this.code === 'USER_ID_REQUIRED';
  }
}

/** SPEC §8: 403, 404, 504 have their own message; anything else is temporary, with a support hint. */
export function catalogueFor(status: number | undefined): { message: string; hint?: string } {
  const errors = errorMessages;
  if (status === undefined || status === 504) return { message: errors.network };
  if (status === 401) return { message: errors.loginRequired };
  if (status === 403) return { message: errors.forbidden };
  if (status === 404) return { message: errors.notFound };
  return { message: errors.temporary, hint: errors.contactSupport };
}

/**
 * Whether `error` is a failure of the moment (no answer in time, a server error, too many requests,
 * a timeout, a conflict, an answer its schema refused), which the same call may mend later, as the
 * client's retry takes them (`RETRY_STATUSES`, 409 among them); not a refusal that is the request's
 * own answer (401, 403, 404, or a 400 for an id the API will never take: asked again, the same call
 * gets the same answer).
 */
export const isMomentary = ({ status }: Pick<ApiError, 'status'>): boolean =>
  status === undefined || status >= 500 || [408, 409, 425, 429].includes(status);

/** `error` of the class named `name`, whichever copy of its library made it. */
const isNamed = <T extends Error>(error: unknown, name: string): error is T => error instanceof Error && error.name === name;

/**
 * Any failure of a call as an `ApiError`: one already is; a schema's refusal is `INVALID_RESPONSE`;
 * an HTTP answer keeps its status and the server's code; an abort is `ABORTED`. Anything else
 * (a failed `fetch` throws a `TypeError` with no answer at all) is told as `NETWORK`, the network
 * message, so a person is never shown an engine's own words.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const cause = keptCause(error);
  // By name, not by class: a host's own copy of valibot or ofetch (toApiError is the api entry's) throws its own classes.
  if (isNamed(error, 'ValiError')) {
    return new ApiError({ kind: 'invalid-response', code: 'INVALID_RESPONSE', ...catalogueFor(500), cause: error });
  }
  if (isNamed<FetchError>(error, 'FetchError')) {
    const status = error.response ? error.response.status : undefined;
    if (status === undefined) {
      const aborted = error.cause instanceof DOMException && error.cause.name === 'AbortError';
      return new ApiError({ kind: 'network', code: aborted ? 'ABORTED' : 'NETWORK', ...catalogueFor(undefined), cause });
    }
    return httpError(status, error.data, cause);
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'network', code: 'ABORTED', ...catalogueFor(undefined), cause: error });
  }
  return new ApiError({ kind: 'network', code: 'NETWORK', ...catalogueFor(undefined), cause: error });
}

/**
 * What an error keeps of a failed request (`cause`): the request line and the answer's status, in
 * an error of its own. Not ofetch's `FetchError` itself, whose `options` hold the request's headers
 * (the person's bearer token) for any logger that reads them, and whose message the query (a
 * customs check's name and phone); the path stays, enough to say which call it was.
 */
export function keptCause(error: unknown): unknown {
  if (!isNamed<FetchError>(error, 'FetchError')) return error;
  const kept = new Error(error.message.replace(/\?[^"]*"/, '"'), { cause: error.cause });
  kept.name = error.name;
  return kept;
}

/** A change whose answer never came, came unreadable, or came from a gateway in front of the API: the server may have made it. */
export const mayHaveLanded = (error: ApiError): boolean =>
  error.kind === 'network' || error.kind === 'invalid-response' || error.status === 502 || error.status === 504;

/** A failed HTTP answer: its status, and the server's code, message and action when its body has them. */
export function httpError(status: number, data: unknown, cause?: unknown): ApiError {
  const parsed = v.safeParse(ApiErrorBodySchema, data);
  const body = parsed.success ? parsed.output : {};
  return new ApiError({
    kind: 'http',
    status,
    code: body.code ?? `HTTP_${status}`,
    serverMessage: body.message,
    action: body.action,
    ...catalogueFor(status),
    cause,
  });
}
