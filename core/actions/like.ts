/**
 * The like (heart, 찜) of a product: one toggle through the shared mutation path. It changes the
 * item's toggle, so every list, slider and pick showing it follows at once.
 */
import { addBookmark, removeBookmark } from '../api/bookmarks.ts';
import { messages } from '../messages/index.ts';
import type { BookmarkChange } from '../schemas/bookmark.ts';
import { likeKey } from '../stores/toggles.ts';
import type { MutationResult } from './mutation.ts';
import { runToggle } from './toggle.ts';

export { likeKey };

/**
 * Likes the item when it is not wished, unlikes it otherwise (`item` is what its list says). The
 * heart and the count change at once; a failure puts them back. While one toggle of the item is on
 * its way, another is refused with the waiting message of the pending one.
 */
export function toggleLike(item: { itemId: string; isBooked: boolean; likeCount: number }): Promise<MutationResult<BookmarkChange>> {
  return runToggle({
    key: likeKey(item.itemId),
    base: { on: item.isBooked, count: item.likeCount },
    waiting: { on: messages.likes.likePending, off: messages.likes.unlikePending },
    call: (on) => (on ? addBookmark(item.itemId) : removeBookmark(item.itemId)),
    // The server's count is the truth (others like the item too).
    commit: (answer) => ({ on: answer.isBooked, count: answer.likeCount }),
  });
}
