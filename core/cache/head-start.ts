/**
 * The loader's head start: a first-screen request sent with plain `fetch` before the widget's code
 * has arrived, its answer held in the page's query cache under the request's own key. The widget's
 * query for that key reads it as its first attempt; nothing is peeked, taken or aged.
 */
import { requestKey, type RequestSpec } from '../http/request-spec.ts';
import { sendForAnswer, type WireAnswer } from '../http/wire-answer.ts';
import { heldAnswer, hydrateQuery, isQueryKnown } from './query-cache.ts';

/** Sends `spec` unless its key is already loaded, loading or held; resolves with the answer when this sent it or holds it. */
export function startQuery(spec: RequestSpec): Promise<WireAnswer> | undefined {
  const key = requestKey(spec);
  if (isQueryKnown(key)) return heldAnswer(key);
  const answer = sendForAnswer(spec);
  answer.catch(() => undefined);
  hydrateQuery(key, answer);
  return answer;
}
