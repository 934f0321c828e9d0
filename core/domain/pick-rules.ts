/**
 * When picks are offered (SPEC §3: a non-empty `pickTitle` enables them) and which pick category the
 * URL may choose (an unknown `pick` id is ignored, as other invalid parameters are).
 */
import type { SelectionUrlState } from './selection-url.ts';

export const picksOffered = (pickTitle: string): boolean => pickTitle.trim() !== '';

/** `pending` while the pick categories needed to judge `pick` are not known yet. */
export type PickChoice = { status: 'ready'; url: SelectionUrlState } | { status: 'pending' };

/**
 * The URL state the storefront works from: without a pick title there is no PICK tab, so `isPick`
 * and `pick` fall back to the normal list; a `pick` that names no pick category is dropped.
 * `pickIds` are the ids of the pick categories, `undefined` while they load; `null` when they
 * could not be loaded (then `pick` is ignored rather than trusted).
 */
export function pickChoice(url: SelectionUrlState, pickTitle: string, pickIds: readonly string[] | null | undefined): PickChoice {
  if (!picksOffered(pickTitle)) return { status: 'ready', url: { ...url, isPick: undefined, pick: undefined } };
  if (url.pick === undefined) return { status: 'ready', url };
  if (pickIds === undefined) return { status: 'pending' };
  return { status: 'ready', url: pickIds?.includes(url.pick) ? url : { ...url, pick: undefined } };
}
