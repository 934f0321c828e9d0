// Legacy bookmark (찜) calls: add, remove and check, per signed-in user; likeCount follows them.
import type { Context, Hono } from 'hono';
import {
  BookmarkChangeSchema,
  BookmarkCheckQuerySchema,
  BookmarkCheckSchema,
  BookmarkInputSchema,
} from '../../../core/schemas/bookmark.ts';
import type { ApiContext } from '../context.ts';
import { LEGACY_API_BASE } from '../context.ts';
import { notFound, parseInput, readJson, respond } from '../errors.ts';
import { requireUser } from '../sessions.ts';
import type { ApiState, ItemRecord } from '../state.ts';

function itemOf(state: ApiState, itemId: string): ItemRecord {
  const record = state.itemsById.get(itemId);
  if (!record) throw notFound();
  return record;
}

function bookmarksOf(state: ApiState, userId: string): Set<string> {
  let set = state.bookmarks.get(userId);
  if (!set) {
    set = new Set();
    state.bookmarks.set(userId, set);
  }
  return set;
}

export function registerBookmarkRoutes(app: Hono, ctx: ApiContext): void {
  /** Sets the user's wish flag; a repeat of the same change is a no-op (idempotent). */
  const change = async (c: Context, booked: boolean): Promise<Response> => {
    const user = requireUser(c, ctx.sessions);
    const { itemId } = parseInput(BookmarkInputSchema, await readJson(c));
    const state = ctx.state;
    const record = itemOf(state, itemId);
    const bookmarks = bookmarksOf(state, user.userId);
    if (booked && !bookmarks.has(itemId)) {
      bookmarks.add(itemId);
      record.item.likeCount += 1;
    } else if (!booked && bookmarks.has(itemId)) {
      bookmarks.delete(itemId);
      record.item.likeCount = Math.max(0, record.item.likeCount - 1);
    }
    return respond(c, BookmarkChangeSchema, { itemId, isBooked: booked, likeCount: record.item.likeCount });
  };

  app.post(`${LEGACY_API_BASE}/bookmark/add`, (c) => change(c, true));
  app.post(`${LEGACY_API_BASE}/bookmark/remove`, (c) => change(c, false));

  app.get(`${LEGACY_API_BASE}/bookmark/check`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { itemId } = parseInput(BookmarkCheckQuerySchema, c.req.query());
    itemOf(ctx.state, itemId);
    return respond(c, BookmarkCheckSchema, { isBooked: ctx.state.bookmarks.get(user.userId)?.has(itemId) ?? false });
  });
}
