/** Purchase receipts and their purchase infos (PInfo): list, single, receive info (SPEC §3, §7). */
import * as v from 'valibot';
import { purchaseMessages } from '../messages/purchase.ts';
import { KOREAN_MOBILE_PATTERN } from './phone.ts';
import { PcccNumberSchema } from './pccc.ts';
import { dateParam, intParam, listParam } from './query-params.ts';
import { REFUND_TYPE_CODES } from './refund-type.ts';

export const PURCHASE_PROCESSES = [
  'WAITING_DEPOSIT',
  'ORDER_CHECKING',
  'PREPARING_SHIPMENT',
  'SHIPPING',
  'DELIVERY_COMPLETE',
  'PURCHASE_CONFIRMED',
  'CANCELLED',
  'REFUND_REQUESTED',
  'REFUNDED',
] as const;
export type PurchaseProcess = (typeof PURCHASE_PROCESSES)[number];
export const PurchaseProcessSchema = v.picklist(PURCHASE_PROCESSES);

export const PAY_METHODS = ['CARD', 'VIRTUAL_BANK', 'TRANSFER'] as const;

/** Codes of purchase-call failures with their own message. */
export const PURCHASE_ERROR_CODES = ['ORDER_NOT_FOUND', 'NOT_BUYER', 'RECEIVE_INFO_NOT_UPDATABLE'] as const;

/** Where and to whom an order goes; `pccc` only for cross-border orders. */
export const ReceiveInfoSchema = v.object({
  recipientName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(purchaseMessages.recipientNameRequired),
    v.maxLength(20, purchaseMessages.recipientNameTooLong),
  ),
  recipientPhone: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(purchaseMessages.phoneRequired),
    v.regex(KOREAN_MOBILE_PATTERN, purchaseMessages.phoneInvalid),
  ),
  zipCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{5}$/, purchaseMessages.zipCodeInvalid)),
  address: v.pipe(v.string(), v.trim(), v.nonEmpty(purchaseMessages.addressRequired)),
  addressDetail: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, purchaseMessages.addressDetailTooLong)), ''),
  deliveryMemo: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50, purchaseMessages.deliveryMemoTooLong)), ''),
  pccc: v.optional(v.nullable(PcccNumberSchema), null),
});

/** One ordered product line of a receipt (SPEC §3 "purchase info"). */
export const PurchaseInfoSchema = v.object({
  PInfoId: v.string(),
  purchaseReceiptId: v.string(),
  storeItemId: v.string(),
  itemName: v.string(),
  imgUrl: v.string(),
  sellerId: v.string(),
  /** Null for a product without options. */
  optionId: v.nullable(v.string()),
  optionName: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Unit price in won. */
  price: v.number(),
  process: PurchaseProcessSchema,
  /** Set once a refund is requested. */
  refundTypeCode: v.nullable(v.picklist(REFUND_TYPE_CODES)),
  cancelDetailReason: v.nullable(v.string()),
  isCrossBorder: v.boolean(),
  isReviewed: v.boolean(),
});

export const PurchaseReceiptSchema = v.object({
  _id: v.string(),
  orderNumber: v.string(),
  regDate: v.string(),
  process: PurchaseProcessSchema,
  payMethod: v.picklist(PAY_METHODS),
  /** Sum of the lines plus shipping, in won. */
  totalPrice: v.number(),
  shippingFee: v.number(),
  pInfos: v.array(PurchaseInfoSchema),
  receiveInfo: ReceiveInfoSchema,
});

/**
 * The one optional date range of the list queries (receipts, seller transactions): `sDate`..`eDate`,
 * calendar dates; when both are given the start may not come after the end (reported on `eDate`).
 */
export const DateRangeQuerySchema = v.pipe(
  v.object({
    sDate: v.optional(dateParam(purchaseMessages.dateInvalid)),
    eDate: v.optional(dateParam(purchaseMessages.dateInvalid)),
  }),
  v.forward(
    v.partialCheck(
      [['sDate'], ['eDate']],
      (input) => input.sDate === undefined || input.eDate === undefined || input.sDate <= input.eDate,
      purchaseMessages.dateRangeInvalid,
    ),
    ['eDate'],
  ),
);

/** Query of `GET /purchase-receipt/list/buyer`: newest first, `searchAfter` is the last id seen. */
export const PurchaseReceiptListQuerySchema = v.intersect([
  v.object({
    limit: v.optional(intParam(1, 100), 20),
    searchAfter: v.optional(v.pipe(v.string(), v.nonEmpty())),
    processList: v.optional(listParam(PURCHASE_PROCESSES)),
  }),
  DateRangeQuerySchema,
]);

/** A page of receipts; `searchAfter` continues the list and is null on the last page. */
export const PurchaseReceiptListSchema = v.object({
  purchaseReceipts: v.array(PurchaseReceiptSchema),
  searchAfter: v.nullable(v.string()),
});

/** Query of `GET /purchase-receipt/reload/buyer`: the rows to refresh after a change. */
export const PurchaseReceiptReloadQuerySchema = v.object({
  purchaseReceiptIds: v.pipe(
    v.union([
      v.array(v.string()),
      v.pipe(
        v.string(),
        v.transform((text) => text.split(',').filter((id) => id !== '')),
      ),
    ]),
    v.array(v.pipe(v.string(), v.nonEmpty())),
    v.minLength(1),
    v.maxLength(100),
  ),
});

export const PurchaseReceiptRowsSchema = v.object({ purchaseReceipts: v.array(PurchaseReceiptSchema) });

/** Query of the single-receipt calls (`/purchase-receipt/buyer`, `/purchase-receipt/receive-info`). */
export const PurchaseReceiptIdQuerySchema = v.object({ purchaseReceiptId: v.pipe(v.string(), v.trim(), v.nonEmpty()) });

export const PurchaseReceiptResponseSchema = v.object({ purchaseReceipt: PurchaseReceiptSchema });

/** `GET /purchase-receipt/{id}/can-update-receive-info`: false once shipping started or cancelled. */
export const CanUpdateReceiveInfoSchema = v.object({ canUpdate: v.boolean(), process: PurchaseProcessSchema });

export const ReceiveInfoResponseSchema = v.object({ receiveInfo: ReceiveInfoSchema });

/** Body of `PATCH /purchase-receipt/receive-info`. */
export const ReceiveInfoUpdateInputSchema = v.object({
  purchaseReceiptId: v.pipe(v.string(), v.nonEmpty()),
  receiveInfo: ReceiveInfoSchema,
});

export type PurchaseInfo = v.InferOutput<typeof PurchaseInfoSchema>;
export type PurchaseReceipt = v.InferOutput<typeof PurchaseReceiptSchema>;
export type ReceiveInfo = v.InferOutput<typeof ReceiveInfoSchema>;
export type ReceiveInfoInput = v.InferInput<typeof ReceiveInfoSchema>;
export type PurchaseReceiptListQuery = v.InferOutput<typeof PurchaseReceiptListQuerySchema>;
export type PurchaseReceiptListQueryInput = v.InferInput<typeof PurchaseReceiptListQuerySchema>;
export type PurchaseReceiptList = v.InferOutput<typeof PurchaseReceiptListSchema>;
export type CanUpdateReceiveInfo = v.InferOutput<typeof CanUpdateReceiveInfoSchema>;
