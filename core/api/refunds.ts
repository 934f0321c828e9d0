/** Refund calls of SPEC §7: accounts, the missing-account check, reasons and the request. */
import { request, validateInput } from '../http/client.ts';
import { refundMessages } from '../messages/refund.ts';
import {
  MissingRefundAccountsSchema,
  RefundAccountInputSchema,
  RefundAccountResponseSchema,
  RefundReasonListSchema,
  RefundRequestInputSchema,
  RefundRequestResultSchema,
  UserRefundAccountInputSchema,
  type MissingRefundAccounts,
  type RefundAccount,
  type RefundAccountInput,
  type RefundReason,
  type RefundRequestInput,
  type RefundRequestResult,
  type UserRefundAccountInput,
} from '../schemas/refund.ts';
import { withCatalogue } from './error-catalogue.ts';

/** `POST /refunds/account`: the account one refund (of a virtual-bank order) is paid to. */
export async function registerRefundAccount(input: RefundAccountInput): Promise<RefundAccount> {
  const body = validateInput(RefundAccountInputSchema, input);
  const result = await withCatalogue(refundMessages, () =>
    request(RefundAccountResponseSchema, '/refunds/account', { method: 'POST', body }),
  );
  return result.refundAccount;
}

/** `POST /refunds/user/account`: the account kept on the user; it also settles missing ones. */
export async function registerUserRefundAccount(input: UserRefundAccountInput): Promise<RefundAccount> {
  const body = validateInput(UserRefundAccountInputSchema, input);
  const result = await withCatalogue(refundMessages, () =>
    request(RefundAccountResponseSchema, '/refunds/user/account', { method: 'POST', body }),
  );
  return result.refundAccount;
}

/** `GET /refunds/check-missing-refund-accounts` */
export async function checkMissingRefundAccounts(): Promise<MissingRefundAccounts> {
  return withCatalogue(refundMessages, () => request(MissingRefundAccountsSchema, '/refunds/check-missing-refund-accounts'));
}

/** `GET /refunds/reasons` */
export async function getRefundReasons(): Promise<RefundReason[]> {
  const { reasons } = await withCatalogue(refundMessages, () => request(RefundReasonListSchema, '/refunds/reasons'));
  return reasons;
}

/** `POST /refunds`: `cancelDetailReason` is required for the OTHER reason. */
export async function requestRefund(input: RefundRequestInput): Promise<RefundRequestResult> {
  const body = validateInput(RefundRequestInputSchema, input);
  return withCatalogue(refundMessages, () => request(RefundRequestResultSchema, '/refunds', { method: 'POST', body }));
}
