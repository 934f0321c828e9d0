/** A view of one toggle (a like, a vote, a request's like) and of whether its change is on its way. */
import { useStore } from '@nanostores/react';
import { pendingChanges } from '../../core/actions/pending.ts';
import { shownOf, toggles, type Toggle } from '../../core/stores/toggles.ts';

/**
 * The toggle `key` as shown over a list saying `base`: this page's change while it stands, else `base`
 * (`shownOf`). Wakes for `key` only.
 */
export function useToggle(key: string, base: Toggle): Toggle {
  return shownOf(useStore(toggles(), { keys: [key] })[key], base);
}

/** Whether the change of `key` is on its way. Wakes for `key` only. */
export function usePending(key: string): boolean {
  return useStore(pendingChanges(), { keys: [key] })[key] !== undefined;
}
