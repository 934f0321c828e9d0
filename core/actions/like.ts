/**
 * The like (heart, 찜) of a product: one toggle through the shared mutation path. Every cached
 * product of the page (lists, sliders, picks) changes at once, so all elements stay in step.
 */
import { atom } from 'nanostores';
import { addBookmark, removeBookmark } from '../api/bookmarks.ts';
import { updateQueries } from '../cache/query-cache.ts';
import { messages } from '../messages/index.ts';
import type { BookmarkChange } from '../schemas/bookmark.ts';
import { isPending, runMutation, type MutationResult } from './mutation.ts';

type LikeTarget = { itemId: string; isBooked: boolean; likeCount: number };
type Direction = 'like' | 'unlike';

/** Items whose like or unlike is on its way, with the direction; a heart shows it as busy. */
export const $pendingLikes = atom<Readonly<Record<string, Direction>>>({});

function setPending(itemId: string, direction: Direction | undefined): void {
  const next = { ...$pendingLikes.get() };
  if (direction) next[itemId] = direction;
  else delete next[itemId];
  $pendingLikes.set(next);
}

type ItemPatch = (item: { isBooked: boolean; likeCount: number }) => { isBooked: boolean; likeCount: number };

/**
 * Applies `patch` to every product with `itemId` inside `value`, whatever the response shape.
 * Untouched branches keep their identity, so cards that did not change do not re-render.
 */
function patchItems<T>(value: T, itemId: string, patch: ItemPatch): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((entry: unknown) => {
      const patched = patchItems(entry, itemId, patch);
      if (patched !== entry) changed = true;
      return patched;
    });
    return (changed ? next : value) as T;
  }
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record.itemId === itemId && typeof record.isBooked === 'boolean') {
    const likeCount = typeof record.likeCount === 'number' ? record.likeCount : 0;
    return { ...record, ...patch({ isBooked: record.isBooked, likeCount }) } as T;
  }
  let next: Record<string, unknown> | undefined;
  for (const [key, entry] of Object.entries(record)) {
    if (entry === null || typeof entry !== 'object') continue;
    const patched = patchItems(entry, itemId, patch);
    if (patched !== entry) (next ??= { ...record })[key] = patched;
  }
  return (next ?? value) as T;
}

/** Changes the item in every cached response of the page. */
function patchCachedItem(itemId: string, patch: ItemPatch): void {
  updateQueries<unknown>('', (data) => patchItems(data, itemId, patch));
}

/**
 * Likes the item when it is not wished, unlikes it otherwise. The heart and the count change at
 * once; a failure puts them back. While one toggle of the item is on its way, another is refused
 * with the waiting message of the pending one.
 */
export function toggleLike(item: LikeTarget): Promise<MutationResult<BookmarkChange>> {
  const { itemId } = item;
  const direction: Direction = item.isBooked ? 'unlike' : 'like';
  const booked = direction === 'like';
  const delta = booked ? 1 : -1;
  return runMutation({
    key: `like:${itemId}`,
    waitingMessage: booked ? messages.likes.likePending : messages.likes.unlikePending,
    optimistic: () => {
      setPending(itemId, direction);
      patchCachedItem(itemId, (current) => ({ isBooked: booked, likeCount: Math.max(0, current.likeCount + delta) }));
      return () => patchCachedItem(itemId, (current) => ({ isBooked: !booked, likeCount: Math.max(0, current.likeCount - delta) }));
    },
    call: () => (booked ? addBookmark(itemId) : removeBookmark(itemId)),
    // The server's count is the truth (others like the item too).
    commit: (answer) => patchCachedItem(itemId, () => ({ isBooked: answer.isBooked, likeCount: answer.likeCount })),
  }).finally(() => {
    // A refused second toggle must not clear the first one's pending mark.
    if (!isPending(`like:${itemId}`)) setPending(itemId, undefined);
  });
}
