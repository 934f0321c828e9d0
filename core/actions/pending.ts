/**
 * Every change on its way, in one observable map: key (`vote:<id>`, `like:<itemId>`, …) → the
 * waiting message naming it. A view that shows one change as busy subscribes to that key alone
 * (`useStore(pendingChanges(), { keys: [key] })`), so a change wakes only the views of its own key,
 * however many are on the page. One map per page (see page-slot.ts): a server renders each page
 * with its own.
 */
import { map, type MapStore } from 'nanostores';
import { pageSlot } from '../page-slot.ts';

/** Every change on its way, as a store (key → waiting message). */
export const pendingChanges = (): MapStore<Record<string, string | undefined>> =>
  pageSlot('pending', () => map<Record<string, string | undefined>>({}));

/** The waiting message of the change of `key` on its way, if any. */
export const pendingMessage = (key: string): string | undefined => pendingChanges().get()[key];

export const isPending = (key: string): boolean => pendingMessage(key) !== undefined;

export function setPending(key: string, waitingMessage: string | undefined): void {
  pendingChanges().setKey(key, waitingMessage);
}
