/** Maps a failed call onto its domain catalogue, so `error.message` is the Korean text of SPEC §8. */
import { ApiError, toApiError } from '../http/api-error.ts';
import type { QueryParams } from '../http/request-spec.ts';

export interface ErrorCatalogue {
  /** Message per server code. */
  readonly errors: Readonly<Record<string, string>>;
  /** Shown for a refusal (400, 409, 422) whose code the catalogue does not know. */
  readonly default: string;
}

const REFUSAL_STATUSES = new Set([400, 409, 422]);

/**
 * A known server code gets its catalogue message (a 404 too: `ITEM_NOT_FOUND` says the product was
 * not found); an unknown refusal gets the domain default. Login, permission (403 "이용 권한이 없어요."),
 * a 404 without a known code, network and broken responses keep the general catalogue, and input
 * errors keep the schema's own message.
 */
export function applyCatalogue(error: unknown, catalogue: ErrorCatalogue): ApiError {
  const apiError = toApiError(error);
  if (apiError.kind === 'invalid-input' || apiError.kind === 'invalid-response' || apiError.kind === 'network') return apiError;
  const known = Object.hasOwn(catalogue.errors, apiError.code) ? catalogue.errors[apiError.code] : undefined;
  const message = known ?? (apiError.status !== undefined && REFUSAL_STATUSES.has(apiError.status) ? catalogue.default : undefined);
  if (message === undefined) return apiError;
  return new ApiError({
    kind: apiError.kind,
    status: apiError.status,
    code: apiError.code,
    message,
    serverMessage: apiError.serverMessage,
    action: apiError.action,
    // A failing server's (5xx) contact-support hint stays under the domain's words; a refusal has none.
    hint: (apiError.status ?? 0) >= 500 ? apiError.hint : undefined,
    cause: apiError.cause,
  });
}

/** Runs a call and rethrows its failure mapped onto `catalogue`. */
export async function withCatalogue<T>(catalogue: ErrorCatalogue, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw applyCatalogue(error, catalogue);
  }
}

/** A parsed query object as query-string values: lists comma-joined, absent values left out. */
export function toQueryParams(query: Readonly<Record<string, unknown>>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) params[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = value;
  }
  return params;
}
