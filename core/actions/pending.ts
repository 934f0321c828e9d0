/**
 * Every change on its way, in one observable map: key (`vote:<id>`, `like:<itemId>`, …) → the
 * waiting message naming it. A view that shows one change as busy subscribes to that key alone, so
 * a change wakes only the views of its own key, however many are on the page. One map per page
 * (see page-slot.ts): a server renders each page with its own.
 */
import { atom, map, onMount, type MapStore, type ReadableAtom, type WritableAtom } from 'nanostores';
import { pageSlot } from '../page-slot.ts';

interface PendingChanges {
  $pending: MapStore<Record<string, string | undefined>>;
  /** One store per key someone shows. */
  views: Map<string, WritableAtom<boolean>>;
}

const changes = (): PendingChanges =>
  pageSlot('pending', () => {
    const $pending = map<Record<string, string | undefined>>({});
    const views = new Map<string, WritableAtom<boolean>>();
    $pending.listen((value, _old, changedKey) => {
      if (changedKey !== undefined) views.get(changedKey)?.set(value[changedKey] !== undefined);
      else for (const [key, view] of views) view.set(value[key] !== undefined);
    });
    return { $pending, views };
  });

/** Every change on its way, as a store (key → waiting message). */
export const pendingChanges = (): ReadableAtom<Record<string, string | undefined>> => changes().$pending;

/** The waiting message of the change of `key` on its way, if any. */
export const pendingMessage = (key: string): string | undefined => changes().$pending.get()[key];

export const isPending = (key: string): boolean => pendingMessage(key) !== undefined;

export function setPending(key: string, waitingMessage: string | undefined): void {
  changes().$pending.setKey(key, waitingMessage);
}

/** Whether the change of `key` is on its way, as a store of its own (kept while someone listens). */
export function pendingState(key: string): ReadableAtom<boolean> {
  const { views } = changes();
  let view = views.get(key);
  if (!view) {
    const created = atom(isPending(key));
    views.set(key, created);
    onMount(created, () => {
      created.set(isPending(key));
      return () => {
        if (views.get(key) === created) views.delete(key);
      };
    });
    view = created;
  }
  return view;
}
