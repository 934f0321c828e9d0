/** Seller-only calls: auto-reply, auto-sold-out log, guard, ban words, transaction history. */
import * as v from 'valibot';
import { pageParam } from './page.ts';
import { sellerMessages } from '../messages/seller.ts';
import { DateRangeQuerySchema, PurchaseProcessSchema } from './purchase.ts';
import { intParam } from './query-params.ts';

/**
 * SPEC §5: the welcome message holds at most 500 characters, counted as people see them (grapheme
 * clusters of the NFC form, so a family emoji or a decomposed Hangul syllable counts once).
 */
export const WELCOME_MESSAGE_MAX = 500;

export const SELLER_ERROR_CODES = [
  'AUTO_REPLY_SELLER_NOT_FOUND',
  'AUTO_REPLY_TOO_LONG',
  'AUTO_REPLY_WARNING_PHRASE',
  'API_SECRET_ALREADY_ISSUED',
  'API_SECRET_NOT_ISSUED',
] as const;

export const WelcomeMessageSchema = v.pipe(
  v.string(),
  v.normalize('NFC'),
  v.maxGraphemes(WELCOME_MESSAGE_MAX, sellerMessages.welcomeMessageTooLong),
);

/** Body of the auto-reply POST and what its GET answers. */
export const AutoReplyInputSchema = v.object({
  welcomeMessage: WelcomeMessageSchema,
  isActive: v.boolean(),
});

export const AutoReplySchema = v.object({
  welcomeMessage: v.string(),
  isActive: v.boolean(),
  /** Null until the seller first saves one. */
  updatedAt: v.nullable(v.string()),
});

export const AutoReplyResponseSchema = v.object({ autoReply: AutoReplySchema });

export const AutoSoldOutLogSchema = v.object({
  _id: v.string(),
  storeItemId: v.string(),
  itemName: v.string(),
  optionName: v.string(),
  /** When stock reached 0 and the product was marked sold out automatically. */
  regDate: v.string(),
});

/** Query of `GET /auto-sold-out-store-item-log/list` (newest first). */
export const AutoSoldOutLogQuerySchema = v.object({
  page: pageParam(),
  limit: v.optional(intParam(1, 100), 20),
});

export const AutoSoldOutLogListSchema = v.object({
  autoSoldOutStoreItemLogs: v.array(AutoSoldOutLogSchema),
  maxPage: v.number(),
});

export const CountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/** `GET /user/seller/guard`: 200 only for a seller; buyers get 403. */
export const SellerGuardSchema = v.object({
  isSeller: v.literal(true),
  sellerId: v.string(),
  storeName: v.string(),
});

/** Body of `POST /ban-word/is-exist`. */
export const BanWordCheckInputSchema = v.object({
  text: v.pipe(v.string(), v.trim(), v.nonEmpty(sellerMessages.banWordTextRequired), v.maxLength(5000, sellerMessages.banWordTextTooLong)),
});

export const BanWordCheckResultSchema = v.object({
  isExist: v.boolean(),
  /** The banned words found, in order of first appearance. */
  banWords: v.array(v.string()),
});

/** Query of `GET /p-info/seller-transaction-history`: newest first, 50 by default. */
export const SellerTransactionQuerySchema = v.intersect([
  v.object({
    limit: v.optional(intParam(1, 100), 50),
    searchAfter: v.optional(v.pipe(v.string(), v.nonEmpty())),
  }),
  DateRangeQuerySchema,
]);

export const SellerTransactionSchema = v.object({
  PInfoId: v.string(),
  purchaseReceiptId: v.string(),
  orderNumber: v.string(),
  itemName: v.string(),
  optionName: v.string(),
  count: v.number(),
  price: v.number(),
  totalPrice: v.number(),
  process: PurchaseProcessSchema,
  /** Masked buyer name (김*수): sellers never see the full name here. */
  buyerName: v.string(),
  regDate: v.string(),
});

export const SellerTransactionListSchema = v.object({
  transactions: v.array(SellerTransactionSchema),
  /** The last PInfoId of this page; null on the last page. */
  searchAfter: v.nullable(v.string()),
});

export type AutoReply = v.InferOutput<typeof AutoReplySchema>;
export type AutoReplyInput = v.InferInput<typeof AutoReplyInputSchema>;
export type AutoSoldOutLog = v.InferOutput<typeof AutoSoldOutLogSchema>;
export type AutoSoldOutLogList = v.InferOutput<typeof AutoSoldOutLogListSchema>;
export type AutoSoldOutLogQueryInput = v.InferInput<typeof AutoSoldOutLogQuerySchema>;
export type SellerGuard = v.InferOutput<typeof SellerGuardSchema>;
export type BanWordCheckResult = v.InferOutput<typeof BanWordCheckResultSchema>;
export type SellerTransaction = v.InferOutput<typeof SellerTransactionSchema>;
export type SellerTransactionList = v.InferOutput<typeof SellerTransactionListSchema>;
export type SellerTransactionQueryInput = v.InferInput<typeof SellerTransactionQuerySchema>;
