// Legacy (/api_base) storefront calls: cart count and add, banners, stories, exhibitions, categories, search.
import type { Hono } from 'hono';
import { cartMessages } from '../../../core/messages/cart.ts';
import { CartAddInputSchema, CartCountSchema } from '../../../core/schemas/cart.ts';
import {
  BannerListSchema,
  BannerQuerySchema,
  CategoryListSchema,
  ExhibitionListSchema,
  StoreItemSearchInputSchema,
  StoryListSchema,
  StoryQuerySchema,
} from '../../../core/schemas/storefront-content.ts';
import { StoreItemListSchema } from '../../../core/schemas/store-item.ts';
import type { ApiContext } from '../context.ts';
import { LEGACY_API_BASE } from '../context.ts';
import { parseInput, readJson } from '../errors.ts';
import { compareItems, presentItem } from '../item-query.ts';
import { currentUser, requireUser } from '../sessions.ts';
import { subtreeIds } from '../state.ts';
import { OTHER_SELLER_ID } from '../seed/commerce.ts';
import { pageOf, refuse, reply } from './commerce-support.ts';

const cartCount = (ctx: ApiContext, userId: string): number => ctx.state.commerce.carts.get(userId)?.length ?? 0;

export function registerLegacyStorefrontRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${LEGACY_API_BASE}/cart/count`, (c) => {
    const user = requireUser(c, ctx.sessions);
    return reply(c, ctx, 'GET /api_base/cart/count', CartCountSchema, { count: cartCount(ctx, user.userId) });
  });

  app.post(`${LEGACY_API_BASE}/cart/add`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(CartAddInputSchema, await readJson(c));
    const state = ctx.state;
    const stored = state.itemsById.get(input.storeItemId);
    const catalog = state.commerce.catalog.get(input.storeItemId);
    if ((!stored && !catalog) || (catalog && catalog.status !== 'SELLING')) throw refuse(404, 'ITEM_NOT_FOUND', cartMessages);
    // SPEC §6: a seller cannot put their own product in the cart.
    if ((catalog?.sellerId ?? OTHER_SELLER_ID) === user.userId) throw refuse(403, 'SELF_ITEM_NOT_ALLOWED', cartMessages);
    const options = catalog?.options ?? [];
    if (stored?.item.isSoldOut || (options.length > 0 && options.every((option) => option.stock === 0)))
      throw refuse(409, 'SOLD_OUT', cartMessages);
    for (const selection of input.selections) {
      if (options.length === 0) {
        if (selection.optionId !== null) throw refuse(400, 'OPTION_NOT_FOUND', cartMessages);
        continue;
      }
      const option = options.find((candidate) => candidate.optionId === selection.optionId);
      if (!option) throw refuse(400, 'OPTION_NOT_FOUND', cartMessages);
      if (option.stock < selection.quantity) throw refuse(409, 'NOT_ENOUGH_STOCK', cartMessages);
    }
    const lines = state.commerce.carts.get(user.userId) ?? [];
    for (const selection of input.selections) {
      const line = lines.find(
        (candidate) => candidate.storeItemId === input.storeItemId && candidate.selection.optionId === selection.optionId,
      );
      if (line) line.selection.quantity += selection.quantity;
      else lines.push({ storeItemId: input.storeItemId, selection: { ...selection } });
    }
    state.commerce.carts.set(user.userId, lines);
    return reply(c, ctx, 'POST /api_base/cart/add', CartCountSchema, { count: lines.length });
  });

  app.get(`${LEGACY_API_BASE}/banner/list`, (c) => {
    const { position } = parseInput(BannerQuerySchema, c.req.query());
    return reply(c, ctx, 'GET /api_base/banner/list', BannerListSchema, {
      banners: ctx.state.commerce.banners.filter((banner) => banner.position === position),
    });
  });

  app.get(`${LEGACY_API_BASE}/story/list`, (c) => {
    const query = parseInput(StoryQuerySchema, c.req.query());
    const stories = ctx.state.magazines
      .filter((magazine) => magazine.storyType === query.storyType)
      .sort((a, b) => b.regDate.localeCompare(a.regDate))
      .map((magazine) => ({
        storyId: magazine.storyId,
        storyType: magazine.storyType,
        title: magazine.title,
        subTitle: magazine.subTitle,
        imgUrl: magazine.imgUrl,
        regDate: magazine.regDate,
      }));
    const { rows, maxPage } = pageOf(stories, query.page, query.limit);
    return reply(c, ctx, 'GET /api_base/story/list', StoryListSchema, { stories: rows, maxPage });
  });

  app.get(`${LEGACY_API_BASE}/exhibition/list`, (c) => {
    const now = ctx.now().toISOString();
    return reply(c, ctx, 'GET /api_base/exhibition/list', ExhibitionListSchema, {
      exhibitions: ctx.state.commerce.exhibitions.filter((exhibition) => exhibition.startDate <= now && now <= exhibition.endDate),
    });
  });

  // Main categories are the storefronts with products and categories; sub categories their medium frames.
  app.get(`${LEGACY_API_BASE}/category/list`, (c) => {
    const state = ctx.state;
    const categories = [...state.selections.values()]
      .filter(
        (selection) =>
          (state.childIds.get(selection.largeId) ?? []).length > 0 && state.items.some((record) => record.largeId === selection.largeId),
      )
      .map((selection) => ({
        categoryId: selection.largeId,
        name: selection.frames[0]?.title ?? '',
        subCategories: (state.childIds.get(selection.largeId) ?? []).flatMap((id) => {
          const frame = state.frames.get(id)?.frame;
          return frame ? [{ categoryId: frame._id, name: frame.title }] : [];
        }),
      }));
    return reply(c, ctx, 'GET /api_base/category/list', CategoryListSchema, { categories });
  });

  app.post(`${LEGACY_API_BASE}/storeItem/search/getStoreItemList`, async (c) => {
    const query = parseInput(StoreItemSearchInputSchema, await readJson(c));
    const state = ctx.state;
    const user = currentUser(c, ctx.sessions);
    const bookmarks = user ? state.bookmarks.get(user.userId) : undefined;
    const inCategory = query.categoryId === undefined ? undefined : subtreeIds(state, query.categoryId);
    const text = query.searchText.toLowerCase();
    const matches = state.items
      .filter(
        (record) =>
          (inCategory === undefined || inCategory.has(record.categoryId) || record.largeId === query.categoryId) &&
          (query.viewSoldOut || !record.item.isSoldOut) &&
          (text === '' || record.item.itemName.toLowerCase().includes(text) || record.item.brandName.toLowerCase().includes(text)),
      )
      .map((record) => presentItem(record, bookmarks))
      .sort((a, b) => compareItems(query.sortType, a, b));
    const { rows, maxPage } = pageOf(matches, query.page, query.limit);
    return reply(c, ctx, 'POST /api_base/storeItem/search/getStoreItemList', StoreItemListSchema, {
      storeItemList: rows,
      storeItemNums: matches.length,
      maxPage,
    });
  });
}
