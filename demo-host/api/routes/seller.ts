// Seller-only calls: auto-reply, auto-sold-out log, guard, transaction history; and the ban-word check.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { sellerMessages } from '../../../core/messages/seller.ts';
import {
  AutoReplyInputSchema,
  AutoReplyResponseSchema,
  AutoSoldOutLogListSchema,
  AutoSoldOutLogQuerySchema,
  BanWordCheckInputSchema,
  BanWordCheckResultSchema,
  CountSchema,
  SellerGuardSchema,
  SellerTransactionListSchema,
  SellerTransactionQuerySchema,
  WelcomeMessageSchema,
} from '../../../core/schemas/seller.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { findDemoUserById } from '../demo-users.ts';
import { parseInput, readJson } from '../errors.ts';
import { requireUser } from '../sessions.ts';
import { containsPhrase, inDateRange, maskName, pageAfter, pageOf, refuse, reply, requireSeller } from './commerce-support.ts';

/** SPEC leaves the path open; `core/api/seller.ts` calls the same one. */
export const AUTO_REPLY_PATH = `${API_BASE}/seller/auto-reply-message`;

export function registerSellerRoutes(app: Hono, ctx: ApiContext): void {
  /** The seller's store name; "missing user or seller" when the profile is gone. */
  const storeOf = (sellerId: string): string => {
    const commerce = ctx.state.commerce;
    const store = commerce.mock.sellerProfileMissing ? undefined : commerce.sellerStores.get(sellerId);
    if (store === undefined) throw refuse(404, 'AUTO_REPLY_SELLER_NOT_FOUND', sellerMessages);
    return store;
  };

  app.get(AUTO_REPLY_PATH, (c) => {
    const seller = requireSeller(c, ctx);
    storeOf(seller.userId);
    const autoReply = ctx.state.commerce.autoReplies.get(seller.userId) ?? { welcomeMessage: '', isActive: false, updatedAt: null };
    return reply(c, ctx, 'GET /seller/auto-reply-message', AutoReplyResponseSchema, { autoReply });
  });

  app.post(AUTO_REPLY_PATH, async (c) => {
    const seller = requireSeller(c, ctx);
    storeOf(seller.userId);
    const body = await readJson(c);
    // The length rule has its own code (SPEC §8), so check it before the generic input parse.
    if (typeof body === 'object' && body !== null && 'welcomeMessage' in body && !v.is(WelcomeMessageSchema, body.welcomeMessage)) {
      throw refuse(400, 'AUTO_REPLY_TOO_LONG', sellerMessages);
    }
    const input = parseInput(AutoReplyInputSchema, body);
    const phrase = ctx.state.commerce.warningPhrases.find((candidate) => containsPhrase(input.welcomeMessage, candidate));
    if (phrase !== undefined) throw refuse(400, 'AUTO_REPLY_WARNING_PHRASE', sellerMessages, sellerMessages.warningPhrase(phrase));
    const autoReply = { ...input, updatedAt: ctx.now().toISOString() };
    ctx.state.commerce.autoReplies.set(seller.userId, autoReply);
    return reply(c, ctx, 'POST /seller/auto-reply-message', AutoReplyResponseSchema, { autoReply });
  });

  app.get(`${API_BASE}/auto-sold-out-store-item-log/list`, (c) => {
    const seller = requireSeller(c, ctx);
    const query = parseInput(AutoSoldOutLogQuerySchema, c.req.query());
    const mine = ctx.state.commerce.autoSoldOutLogs.filter((log) => log.sellerId === seller.userId);
    const { rows, maxPage } = pageOf(mine, query.page, query.limit);
    return reply(c, ctx, 'GET /auto-sold-out-store-item-log/list', AutoSoldOutLogListSchema, {
      autoSoldOutStoreItemLogs: rows.map(({ sellerId: _sellerId, ...log }) => log),
      maxPage,
    });
  });

  app.get(`${API_BASE}/auto-sold-out-store-item-log/count`, (c) => {
    const seller = requireSeller(c, ctx);
    const count = ctx.state.commerce.autoSoldOutLogs.filter((log) => log.sellerId === seller.userId).length;
    return reply(c, ctx, 'GET /auto-sold-out-store-item-log/count', CountSchema, { count });
  });

  app.get(`${API_BASE}/user/seller/guard`, (c) => {
    const seller = requireSeller(c, ctx);
    return reply(c, ctx, 'GET /user/seller/guard', SellerGuardSchema, {
      isSeller: true,
      sellerId: seller.userId,
      storeName: storeOf(seller.userId),
    });
  });

  app.post(`${API_BASE}/ban-word/is-exist`, async (c) => {
    requireUser(c, ctx.sessions);
    const { text } = parseInput(BanWordCheckInputSchema, await readJson(c));
    const found = ctx.state.commerce.banWords
      .map((word) => ({ word, at: text.indexOf(word) }))
      .filter((hit) => hit.at >= 0)
      .sort((a, b) => a.at - b.at)
      .map((hit) => hit.word);
    return reply(c, ctx, 'POST /ban-word/is-exist', BanWordCheckResultSchema, { isExist: found.length > 0, banWords: found });
  });

  app.get(`${API_BASE}/p-info/seller-transaction-history`, (c) => {
    const seller = requireSeller(c, ctx);
    const query = parseInput(SellerTransactionQuerySchema, c.req.query());
    const rows = ctx.state.commerce.receipts.flatMap((receipt) =>
      receipt.pInfos
        .filter((pInfo) => pInfo.sellerId === seller.userId && inDateRange(receipt.regDate, query.sDate, query.eDate))
        .map((pInfo) => ({
          PInfoId: pInfo.PInfoId,
          purchaseReceiptId: receipt._id,
          orderNumber: receipt.orderNumber,
          itemName: pInfo.itemName,
          optionName: pInfo.optionName,
          count: pInfo.count,
          price: pInfo.price,
          totalPrice: pInfo.price * pInfo.count,
          process: pInfo.process,
          buyerName: maskName(findDemoUserById(receipt.buyerId)?.username ?? receipt.receiveInfo.recipientName),
          regDate: receipt.regDate,
        })),
    );
    const page = pageAfter(rows, (row) => row.PInfoId, query.searchAfter, query.limit);
    return reply(c, ctx, 'GET /p-info/seller-transaction-history', SellerTransactionListSchema, {
      transactions: page.rows,
      searchAfter: page.searchAfter,
    });
  });
}
