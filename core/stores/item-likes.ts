/**
 * The likes changed on this page: `itemId → {isBooked, likeCount}` laid over whatever the cached
 * lists say. A like writes one entry (not every cached response); each heart listens to its own
 * item, so a like costs the same on a list of 21 or of 210. Cleared when the signed-in person
 * changes (the lists load again with their flags). One overlay per page (see page-slot.ts): a
 * server renders each page with its own.
 */
import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { onQueriesReset } from '../cache/query-cache.ts';
import { pageSlot } from '../page-slot.ts';

export interface ItemLike {
  isBooked: boolean;
  likeCount: number;
}

type Overlays = Map<string, WritableAtom<ItemLike | undefined>>;

const pageOverlays = (): Overlays =>
  pageSlot('item-likes', () => {
    const overlays: Overlays = new Map();
    onQueriesReset(() => clearOverlays(overlays));
    return overlays;
  });

function overlayOf(itemId: string): WritableAtom<ItemLike | undefined> {
  const overlays = pageOverlays();
  let overlay = overlays.get(itemId);
  if (!overlay) {
    const created = atom<ItemLike | undefined>(undefined);
    overlays.set(itemId, created);
    // Nobody shows the item and nothing was changed: nothing to keep.
    onMount(created, () => () => {
      if (created.get() === undefined && overlays.get(itemId) === created) overlays.delete(itemId);
    });
    overlay = created;
  }
  return overlay;
}

/** The item's like as changed on this page, or undefined when the lists' own value stands. */
export const itemLikeState = (itemId: string): ReadableAtom<ItemLike | undefined> => overlayOf(itemId);

/** The item's like as shown: the page's change if any, else `fallback` (what a list says). */
export const currentLike = (itemId: string, fallback: ItemLike): ItemLike => pageOverlays().get(itemId)?.get() ?? fallback;

export function setItemLike(itemId: string, like: ItemLike): void {
  overlayOf(itemId).set({ isBooked: like.isBooked, likeCount: like.likeCount });
}

function clearOverlays(overlays: Overlays): void {
  for (const [itemId, overlay] of overlays) {
    overlay.set(undefined);
    if (overlay.lc === 0) overlays.delete(itemId);
  }
}
