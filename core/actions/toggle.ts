/**
 * An on/off change shown at once (like, vote, a review request's like): the state flips before the
 * call, flips back when the server refuses, and the count never goes below 0. What it shows goes to
 * the page's one map of toggles (`core/stores/toggles.ts`), so every list showing the entity follows.
 */
import { urlPart } from '../domain/url-part.ts';
import { mayHaveLanded } from '../http/api-error.ts';
import { request } from '../http/client.ts';
import { OkResponseSchema } from '../schemas/vote.ts';
import { countAfter, personChanges, toggles, setToggle, shownToggle, type Toggle } from '../stores/toggles.ts';
import { runMutation, type MutationResult } from './mutation.ts';

/**
 * Turns the toggle `key` over from what it shows (`base` where this page changed nothing). One change
 * of a key at a time: a second one while the first is on its way is refused with the first's waiting
 * message.
 */
export async function runToggle<T>(options: {
  /** The toggle's key, also its pending key. */
  key: string;
  /** What the lists say, before any change on this page. */
  base: Toggle;
  /** The waiting messages of turning on and of turning off. */
  waiting: { on: string; off: string };
  call: (on: boolean) => Promise<T>;
  /** The server's own state after the call, when it says (a like's count); else the shown one stays. */
  commit?: (data: T) => Toggle;
  /** Server codes meaning the state shown was behind the server's. */
  staleCodes?: readonly string[];
  /**
   * Asks the server for the truth after such a code, or after a failure that may have made the
   * change (no answer, a gateway's): the page's change is dropped first.
   */
  onStale?: () => void;
}): Promise<MutationResult<T> & { on: boolean }> {
  const { key, commit } = options;
  const shown = shownToggle(key, options.base);
  const on = !shown.on;
  // An answer that comes after the person changed (a sign-out, another sign-in) was the earlier
  // person's: the cleared toggles stay cleared, and the lists loaded again for the new person stand.
  const person = personChanges();
  const samePerson = () => personChanges() === person;
  const result = await runMutation({
    key,
    waitingMessage: on ? options.waiting.on : options.waiting.off,
    optimistic: () => {
      // This page's own change before this one (undefined: the lists' value stood).
      const before = toggles().get()[key];
      setToggle(key, { on, count: countAfter(shown.count, on), from: options.base });
      return () => {
        if (samePerson()) setToggle(key, before);
      };
    },
    call: () => options.call(on),
    ...(commit
      ? {
          commit: (data: T) => {
            if (samePerson()) setToggle(key, { ...commit(data), from: options.base });
          },
        }
      : {}),
  });
  // Refused as behind the server, or, where the lists can be asked again, with no answer to tell (the
  // change may be in): the lists are asked for the truth, and show it.
  // Offline, nothing left: the change put back (the page's earlier one, if any) is what the server has.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const behind =
    !result.ok && (options.staleCodes?.includes(result.error.code) || (options.onStale && !offline && mayHaveLanded(result.error)));
  if (behind && samePerson()) {
    setToggle(key, undefined);
    options.onStale?.();
  }
  return { ...result, on };
}

/** The seed's on/off calls: `POST path {field: id}` turns on, `DELETE path/id` turns off; both answer ok. */
export const postOrDelete = (on: boolean, path: string, field: string, id: string): Promise<unknown> =>
  on
    ? request(OkResponseSchema, path, { method: 'POST', body: { [field]: id } })
    : request(OkResponseSchema, `${path}/${urlPart(id)}`, { method: 'DELETE' });
