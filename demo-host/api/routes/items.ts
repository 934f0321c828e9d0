// Product calls: the selection item query and the bundle-shipping suggestions.
import type { Hono } from 'hono';
import { BundleableItemsSchema, SelectionItemQuerySchema, StoreItemListSchema } from '../../../core/schemas/store-item.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { notFound, parseInput, readJson, respond } from '../errors.ts';
import { presentItem, queryItems } from '../item-query.ts';
import { BundleableQuerySchema } from '../mock-schemas.ts';
import { currentUser } from '../sessions.ts';
import { findSelection } from '../state.ts';

/** SPEC §9: the bundle slider shows up to 30 items. */
export const BUNDLEABLE_MAX_LIMIT = 30;

export function registerItemRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${API_BASE}/item/get-legacies`, async (c) => {
    const query = parseInput(SelectionItemQuerySchema, await readJson(c));
    if (!findSelection(ctx.state, query.selectionFrameDataId)) throw notFound();
    const user = currentUser(c, ctx.sessions);
    return respond(c, StoreItemListSchema, queryItems(ctx.state, query, user?.userId ?? null));
  });

  app.get(`${API_BASE}/item/bundleable-item-list`, (c) => {
    const query = parseInput(BundleableQuerySchema, c.req.query());
    const limit = Math.min(BUNDLEABLE_MAX_LIMIT, Number(query.limit));
    const page = Number(query.page);
    const state = ctx.state;
    const selection = findSelection(state, query.selectionFrameDataId);
    if (!selection) throw notFound();
    const user = currentUser(c, ctx.sessions);
    const bookmarks = user ? state.bookmarks.get(user.userId) : undefined;
    const candidates = state.items.filter(
      (record) =>
        record.largeId === selection.largeId && record.isBundleable && !record.item.isSoldOut && record.item.itemId !== query.storeItemId,
    );
    // A fresh random order on every request, as the slider shows "random" suggestions.
    const shuffled = shuffle(candidates);
    const start = (page - 1) * limit;
    return respond(c, BundleableItemsSchema, {
      storeItems: shuffled.slice(start, start + limit).map((record) => presentItem(record, bookmarks)),
      bundleShippingFee: selection.bundleShippingFee,
    });
  });
}

function shuffle<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
