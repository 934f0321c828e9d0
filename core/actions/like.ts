/**
 * The like (heart, 찜) of a product: one toggle through the shared mutation path. It changes the
 * item's entry in the page's like overlay, so every list, slider and pick showing it follows at once.
 */
import { addBookmark, removeBookmark } from '../api/bookmarks.ts';
import { messages } from '../messages/index.ts';
import type { BookmarkChange } from '../schemas/bookmark.ts';
import { currentLike, setItemLike, type ItemLike } from '../stores/item-likes.ts';
import type { MutationResult } from './mutation.ts';
import { countAfter, runToggle } from './toggle.ts';

/** The pending key of an item's like: a heart shows it busy while its change is on its way. */
export const likeKey = (itemId: string): string => `like:${itemId}`;

/**
 * Likes the item when it is not wished, unlikes it otherwise (`item` is what the heart shows). The
 * heart and the count change at once; a failure puts them back. While one toggle of the item is on
 * its way, another is refused with the waiting message of the pending one.
 */
export function toggleLike(item: ItemLike & { itemId: string }): Promise<MutationResult<BookmarkChange>> {
  const { itemId } = item;
  const shown = currentLike(itemId, item);
  return runToggle({
    key: likeKey(itemId),
    on: !shown.isBooked,
    waiting: { on: messages.likes.likePending, off: messages.likes.unlikePending },
    show: (on) => {
      const current = currentLike(itemId, item);
      if (current.isBooked !== on) setItemLike(itemId, { isBooked: on, likeCount: countAfter(current.likeCount, on) });
    },
    call: (on) => (on ? addBookmark(itemId) : removeBookmark(itemId)),
    // The server's count is the truth (others like the item too).
    commit: (answer) => setItemLike(itemId, { isBooked: answer.isBooked, likeCount: answer.likeCount }),
  });
}
