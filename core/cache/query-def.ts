/** A cacheable call as data: its key, how to fetch it and read an answer at hand, and its options. */
import type { ApiError } from '../http/api-error.ts';
import type { RequestSpec } from '../http/request-spec.ts';
import type { WireAnswer } from '../http/wire-answer.ts';

export interface QueryDef<T> {
  /** The request's identity (`requestKey`): a head start or a server render's data meet it here. */
  key: string;
  /** The request itself, for whoever sends it before the query runs (a server render). */
  spec: RequestSpec;
  /**
   * Calls the API (rejecting with `ApiError` only); `answer` is this request's answer already on
   * its way, read as the first attempt.
   */
  fetcher: (answer?: Promise<WireAnswer>) => Promise<T>;
  /** Reads an answer at hand as the client reads one: the value of the call's schema, or the error a person is shown. */
  parse: (answer: WireAnswer) => { value: T } | { error: ApiError };
  /** How long an answer stays fresh (SPEC §9). */
  staleTime: number;
}
