/** A cacheable call as data: its key, how to fetch it and read an answer at hand, and its options. */
import type { WireAnswer } from '../http/wire-answer.ts';

export interface QueryDef<T> {
  /** The request's identity (`requestKey`): a head start or a server render's data meet it here. */
  key: string;
  /**
   * Calls the API (rejecting with `ApiError` only); `answer` is this request's answer already on
   * its way, read as the first attempt.
   */
  fetcher: (answer?: Promise<WireAnswer>) => Promise<T>;
  /** Reads an answer already at hand with the call's schema; undefined when it does not match. */
  parse: (answer: WireAnswer) => { value: T } | undefined;
  /** How long an answer stays fresh (SPEC §9). */
  staleTime: number;
}
