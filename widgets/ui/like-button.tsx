/**
 * The heart (찜) of a product card: a toggle button that needs login and changes every list at once.
 * Each heart listens to its own item (its like and whether its change is on its way), so a like
 * wakes one card, however long the list.
 *
 * @csspart like-button - The heart of a product.
 * @csspart like-button--on - The heart of a wished product.
 */
import { likeKey, toggleLike } from '../../core/actions/like.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { useFeedback } from './feedback.tsx';
import { singleClick } from './single-click.ts';
import { usePending, useToggle } from './use-toggle.ts';

const { likes } = messages;

/** What a heart shows: wished or not, and the like count. */
export interface ItemLike {
  isBooked: boolean;
  likeCount: number;
}

/** The item's like as shown: a change made on this page, else what its list says. */
export function useItemLike(item: StoreItem): ItemLike {
  const like = useToggle(likeKey(item.itemId), { on: item.isBooked, count: item.likeCount });
  return { isBooked: like.on, likeCount: like.count };
}

export function LikeButton({ item, like, describedBy }: { item: StoreItem; like: ItemLike; describedBy?: string }) {
  const feedback = useFeedback();
  const pending = usePending(likeKey(item.itemId));

  async function onClick(): Promise<void> {
    if (!(await feedback.ensureLogin())) return;
    const result = await toggleLike(item);
    await feedback.report(result, result.ok ? (result.data.isBooked ? likes.liked : likes.unliked) : undefined);
  }

  return (
    <button
      type="button"
      className="like-button"
      part={like.isBooked ? 'like-button like-button--on' : 'like-button'}
      aria-pressed={like.isBooked}
      // A toggle keeps its name; `aria-pressed` says whether the product is wished (APG's button pattern).
      aria-label={likes.like}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      onClick={singleClick(() => void onClick())}
    >
      <svg className="like-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.6 10.6 19.3C5.4 14.6 2 11.5 2 7.7 2 4.6 4.4 2.2 7.5 2.2c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6L12 20.6Z" />
      </svg>
    </button>
  );
}
