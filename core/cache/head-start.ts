/**
 * The loader's head start: a first-screen request sent with plain `fetch` before the widget's code
 * has arrived, its answer held in the page's query cache under the request's own key. The widget's
 * query for that key reads it as its first attempt; nothing is peeked, taken or aged.
 */
import { requestKey, type RequestSpec } from '../http/request-spec.ts';
import { sendForAnswer, type WireAnswer } from '../http/wire-answer.ts';
import { pageSlot } from '../page-slot.ts';
import { heldAnswer, hydrateQuery, isQueryKnown } from './query-cache.ts';

/** The keys of each element's head start, one map per page: what its first draw waits for. */
const headStarts = () => pageSlot('head-starts', () => new WeakMap<Element, string[]>());

/** The keys the loader started ahead of `element` (none where it started nothing for it; a key started twice is there twice). */
export const headStartKeys = (element: Element): readonly string[] => headStarts().get(element) ?? [];

/**
 * Sends `spec` unless its key is already loaded, loading or held; resolves with the answer when this
 * sent it or holds it. With `element`, the element whose first screen it is for: the key is that
 * element's to wait for either way.
 */
export function startQuery(spec: RequestSpec, element?: Element): Promise<WireAnswer> | undefined {
  const key = requestKey(spec);
  if (element) headStarts().set(element, [...headStartKeys(element), key]);
  if (isQueryKnown(key)) return heldAnswer(key);
  const answer = sendForAnswer(spec);
  answer.catch(() => undefined);
  hydrateQuery(key, answer);
  return answer;
}
