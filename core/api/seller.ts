/** Seller-only calls (SPEC §6): auto-reply, auto-sold-out log, guard, ban words, transaction history. */
import { request, validateInput } from '../http/client.ts';
import { sellerMessages } from '../messages/seller.ts';
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
  type AutoReply,
  type AutoReplyInput,
  type AutoSoldOutLogList,
  type AutoSoldOutLogQueryInput,
  type BanWordCheckResult,
  type SellerGuard,
  type SellerTransactionList,
  type SellerTransactionQueryInput,
} from '../schemas/seller.ts';
import { toQueryParams, withCatalogue } from './error-catalogue.ts';

/** SPEC leaves the auto-reply path open; this is the one the reference API serves. */
export const AUTO_REPLY_PATH = '/seller/auto-reply-message';

/** `GET /seller/auto-reply-message` (`AUTO_REPLY_PATH`): the seller's welcome message. */
export async function getAutoReply(): Promise<AutoReply> {
  const { autoReply } = await withCatalogue(sellerMessages, () => request(AutoReplyResponseSchema, AUTO_REPLY_PATH));
  return autoReply;
}

/** `POST /seller/auto-reply-message`: over 500 characters is refused here, before any request. */
export async function saveAutoReply(input: AutoReplyInput): Promise<AutoReply> {
  const body = validateInput(AutoReplyInputSchema, input);
  const { autoReply } = await withCatalogue(sellerMessages, () =>
    request(AutoReplyResponseSchema, AUTO_REPLY_PATH, { method: 'POST', body }),
  );
  return autoReply;
}

/** `GET /auto-sold-out-store-item-log/list` */
export async function listAutoSoldOutLogs(input: AutoSoldOutLogQueryInput = {}): Promise<AutoSoldOutLogList> {
  const query = validateInput(AutoSoldOutLogQuerySchema, input);
  return withCatalogue(sellerMessages, () =>
    request(AutoSoldOutLogListSchema, '/auto-sold-out-store-item-log/list', { query: toQueryParams(query) }),
  );
}

/** `GET /auto-sold-out-store-item-log/count` */
export async function countAutoSoldOutLogs(): Promise<number> {
  const { count } = await withCatalogue(sellerMessages, () => request(CountSchema, '/auto-sold-out-store-item-log/count'));
  return count;
}

/** `GET /user/seller/guard`: resolves for a seller; a buyer gets 403 "이용 권한이 없어요.". */
export async function sellerGuard(): Promise<SellerGuard> {
  return withCatalogue(sellerMessages, () => request(SellerGuardSchema, '/user/seller/guard'));
}

/** `POST /ban-word/is-exist` */
export async function checkBanWords(text: string): Promise<BanWordCheckResult> {
  const body = validateInput(BanWordCheckInputSchema, { text });
  return withCatalogue(sellerMessages, () =>
    request(BanWordCheckResultSchema, '/ban-word/is-exist', { method: 'POST', body, reads: true }),
  );
}

/** `GET /p-info/seller-transaction-history`: 50 per page by default. */
export async function listSellerTransactions(input: SellerTransactionQueryInput = {}): Promise<SellerTransactionList> {
  const query = validateInput(SellerTransactionQuerySchema, input);
  return withCatalogue(sellerMessages, () =>
    request(SellerTransactionListSchema, '/p-info/seller-transaction-history', { query: toQueryParams(query) }),
  );
}
