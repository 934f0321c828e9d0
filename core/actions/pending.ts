/**
 * Every change on its way, in one observable map: key (`vote:<id>`, `like:<itemId>`, …) → the
 * waiting message naming it. A view that shows one change as busy subscribes to that key alone
 * (`useStore($pending, { keys: [key] })`), so a change wakes only the views of its own key, however
 * many are on the page.
 */
import { map } from 'nanostores';

export const $pending = map<Record<string, string | undefined>>({});

/** The waiting message of the change of `key` on its way, if any. */
export const pendingMessage = (key: string): string | undefined => $pending.get()[key];

export const isPending = (key: string): boolean => pendingMessage(key) !== undefined;

export function setPending(key: string, waitingMessage: string | undefined): void {
  $pending.setKey(key, waitingMessage);
}
