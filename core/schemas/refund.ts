/** Refund accounts, reasons and requests (SPEC §3 "refund account", §7 Refunds). */
import * as v from 'valibot';
import { refundMessages } from '../messages/refund.ts';
import { REFUND_TYPE_CODES } from './refund-type.ts';

export { REFUND_TYPE_CODES, type RefundTypeCode } from './refund-type.ts';

export const BANK_CODES = ['003', '004', '011', '020', '081', '088', '089', '090'] as const;
export type BankCode = (typeof BANK_CODES)[number];

export const REFUND_ERROR_CODES = [
  'ORDER_NOT_FOUND',
  'NOT_BUYER',
  'REFUND_NOT_ALLOWED',
  'REFUND_ALREADY_REQUESTED',
  'REFUND_NOT_FOUND',
] as const;

const refundAccountEntries = {
  bankCode: v.picklist(BANK_CODES, refundMessages.bankRequired),
  /** Hyphens and spaces are dropped, so `110-123-456789` and `110123456789` are the same account. */
  accountNumber: v.pipe(
    v.string(),
    v.transform((text) => text.replace(/[\s-]/g, '')),
    v.regex(/^\d{10,14}$/, refundMessages.accountNumberInvalid),
  ),
  depositor: v.pipe(v.string(), v.trim(), v.nonEmpty(refundMessages.depositorRequired), v.maxLength(20, refundMessages.depositorTooLong)),
};

/** Body of `POST /refunds/user/account`: the account kept on the user for later refunds. */
export const UserRefundAccountInputSchema = v.object(refundAccountEntries);

/** Body of `POST /refunds/account`: the account a given refund (of a virtual-bank order) is paid to. */
export const RefundAccountInputSchema = v.object({
  ...refundAccountEntries,
  refundId: v.pipe(v.string(), v.trim(), v.nonEmpty(refundMessages.refundIdRequired)),
});

/** A registered account as the server shows it back: the number masked but for its last 4 digits. */
export const RefundAccountSchema = v.object({
  bankCode: v.picklist(BANK_CODES),
  accountNumberMasked: v.pipe(v.string(), v.regex(/^\*+\d{4}$/)),
  depositor: v.string(),
});

export const RefundAccountResponseSchema = v.object({ refundAccount: RefundAccountSchema });

/** `GET /refunds/check-missing-refund-accounts`: refunds that cannot be paid until an account is given. */
export const MissingRefundAccountsSchema = v.object({
  hasMissing: v.boolean(),
  missingRefundIds: v.array(v.string()),
});

export const RefundReasonSchema = v.object({
  refundTypeCode: v.picklist(REFUND_TYPE_CODES),
  title: v.string(),
  /** The buyer must describe the reason (`cancelDetailReason`). */
  needsDetail: v.boolean(),
  /** Who pays the return shipping. */
  shippingFeePayer: v.picklist(['BUYER', 'SELLER']),
});

/** `GET /refunds/reasons` */
export const RefundReasonListSchema = v.object({ reasons: v.array(RefundReasonSchema) });

/** Body of `POST /refunds` (SPEC §3 purchase info: PInfoId, refundTypeCode, cancelDetailReason). */
export const RefundRequestInputSchema = v.pipe(
  v.object({
    PInfoId: v.pipe(v.string(), v.trim(), v.nonEmpty(refundMessages.pInfoRequired)),
    refundTypeCode: v.picklist(REFUND_TYPE_CODES, refundMessages.reasonRequired),
    cancelDetailReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, refundMessages.detailTooLong)), ''),
  }),
  v.forward(
    v.partialCheck(
      [['refundTypeCode'], ['cancelDetailReason']],
      (input) => input.refundTypeCode !== 'OTHER' || input.cancelDetailReason !== '',
      refundMessages.detailRequired,
    ),
    ['cancelDetailReason'],
  ),
);

/** `needsRefundAccount`: a virtual-bank order without an account on file; ask for one next. */
export const RefundRequestResultSchema = v.object({
  refundId: v.string(),
  needsRefundAccount: v.boolean(),
});

export type RefundAccountInput = v.InferInput<typeof RefundAccountInputSchema>;
export type UserRefundAccountInput = v.InferInput<typeof UserRefundAccountInputSchema>;
export type RefundAccount = v.InferOutput<typeof RefundAccountSchema>;
export type MissingRefundAccounts = v.InferOutput<typeof MissingRefundAccountsSchema>;
export type RefundReason = v.InferOutput<typeof RefundReasonSchema>;
export type RefundRequestInput = v.InferInput<typeof RefundRequestInputSchema>;
export type RefundRequestResult = v.InferOutput<typeof RefundRequestResultSchema>;
