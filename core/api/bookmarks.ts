/** The legacy bookmark (찜) calls: add, remove and check. They need a signed-in person. */
import type { QueryDef } from '../cache/query-def.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import { request } from '../http/client.ts';
import { defineQuery } from './define-query.ts';
import { BookmarkChangeSchema, BookmarkCheckSchema, type BookmarkChange, type BookmarkCheck } from '../schemas/bookmark.ts';

/** `POST /api_base/bookmark/add {itemId}`: the item's wish flag and like count afterwards. */
export const addBookmark = (itemId: string): Promise<BookmarkChange> =>
  request(BookmarkChangeSchema, '/bookmark/add', { base: 'legacy', method: 'POST', body: { itemId } });

/** `POST /api_base/bookmark/remove {itemId}` */
export const removeBookmark = (itemId: string): Promise<BookmarkChange> =>
  request(BookmarkChangeSchema, '/bookmark/remove', { base: 'legacy', method: 'POST', body: { itemId } });

/** `GET /api_base/bookmark/check?itemId=`: whether the signed-in person wished the item. */
export const bookmarkCheckQuery = (itemId: string): QueryDef<BookmarkCheck> =>
  defineQuery(BookmarkCheckSchema, { path: '/bookmark/check', base: 'legacy', query: { itemId } }, STALE_TIME.short);
