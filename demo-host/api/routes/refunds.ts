// Refund calls: accounts (per refund and per user), the missing-account check, reasons, requests.
import type { Hono } from 'hono';
import { refundMessages } from '../../../core/messages/refund.ts';
import type { PurchaseProcess } from '../../../core/schemas/purchase.ts';
import {
  MissingRefundAccountsSchema,
  REFUND_TYPE_CODES,
  RefundAccountInputSchema,
  RefundAccountResponseSchema,
  RefundReasonListSchema,
  RefundRequestInputSchema,
  RefundRequestResultSchema,
  UserRefundAccountInputSchema,
} from '../../../core/schemas/refund.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { parseInput, readJson } from '../errors.ts';
import type { StoredAccount } from '../seed/commerce.ts';
import { requireUser } from '../sessions.ts';
import { findPInfo, nextId, refuse, reply } from './commerce-support.ts';

const REFUNDABLE: readonly PurchaseProcess[] = ['ORDER_CHECKING', 'PREPARING_SHIPMENT', 'SHIPPING', 'DELIVERY_COMPLETE'];
const SELLER_PAYS: ReadonlySet<string> = new Set(['DEFECTIVE', 'WRONG_DELIVERY', 'DELAYED_DELIVERY']);

const masked = (account: StoredAccount) => ({
  bankCode: account.bankCode,
  accountNumberMasked: `${'*'.repeat(account.accountNumber.length - 4)}${account.accountNumber.slice(-4)}`,
  depositor: account.depositor,
});

export function registerRefundRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${API_BASE}/refunds/account`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const { refundId, ...account } = parseInput(RefundAccountInputSchema, await readJson(c));
    const refund = ctx.state.commerce.refunds.find((candidate) => candidate.refundId === refundId && candidate.buyerId === user.userId);
    if (!refund) throw refuse(404, 'REFUND_NOT_FOUND', refundMessages);
    refund.account = account;
    return reply(c, ctx, 'POST /refunds/account', RefundAccountResponseSchema, { refundAccount: masked(account) });
  });

  app.post(`${API_BASE}/refunds/user/account`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const account = parseInput(UserRefundAccountInputSchema, await readJson(c));
    const commerce = ctx.state.commerce;
    commerce.userRefundAccounts.set(user.userId, account);
    // Refunds that were waiting for an account are paid to this one.
    for (const refund of commerce.refunds) {
      if (refund.buyerId === user.userId && refund.needsAccount && refund.account === null) refund.account = account;
    }
    return reply(c, ctx, 'POST /refunds/user/account', RefundAccountResponseSchema, { refundAccount: masked(account) });
  });

  app.get(`${API_BASE}/refunds/check-missing-refund-accounts`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const missing = ctx.state.commerce.refunds
      .filter((refund) => refund.buyerId === user.userId && refund.needsAccount && refund.account === null)
      .map((refund) => refund.refundId);
    return reply(c, ctx, 'GET /refunds/check-missing-refund-accounts', MissingRefundAccountsSchema, {
      hasMissing: missing.length > 0,
      missingRefundIds: missing,
    });
  });

  app.get(`${API_BASE}/refunds/reasons`, (c) =>
    reply(c, ctx, 'GET /refunds/reasons', RefundReasonListSchema, {
      reasons: REFUND_TYPE_CODES.map((code) => ({
        refundTypeCode: code,
        title: refundMessages.reasons[code],
        needsDetail: code === 'OTHER',
        shippingFeePayer: SELLER_PAYS.has(code) ? ('SELLER' as const) : ('BUYER' as const),
      })),
    }),
  );

  app.post(`${API_BASE}/refunds`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(RefundRequestInputSchema, await readJson(c));
    const found = findPInfo(ctx, input.PInfoId);
    if (!found) throw refuse(404, 'ORDER_NOT_FOUND', refundMessages);
    const { receipt, pInfo } = found;
    if (receipt.buyerId !== user.userId) throw refuse(403, 'NOT_BUYER', refundMessages);
    if (pInfo.refundTypeCode !== null) throw refuse(409, 'REFUND_ALREADY_REQUESTED', refundMessages);
    if (!REFUNDABLE.includes(pInfo.process)) throw refuse(409, 'REFUND_NOT_ALLOWED', refundMessages);
    const commerce = ctx.state.commerce;
    const userAccount = commerce.userRefundAccounts.get(user.userId) ?? null;
    const needsAccount = receipt.payMethod === 'VIRTUAL_BANK';
    const refundId = nextId(ctx, 'refund');
    commerce.refunds.push({
      refundId,
      PInfoId: pInfo.PInfoId,
      buyerId: user.userId,
      refundTypeCode: input.refundTypeCode,
      needsAccount,
      account: needsAccount ? userAccount : null,
      regDate: ctx.now().toISOString(),
    });
    pInfo.process = 'REFUND_REQUESTED';
    pInfo.refundTypeCode = input.refundTypeCode;
    pInfo.cancelDetailReason = input.cancelDetailReason === '' ? null : input.cancelDetailReason;
    if (receipt.pInfos.every((line) => line.process === 'REFUND_REQUESTED')) receipt.process = 'REFUND_REQUESTED';
    return reply(c, ctx, 'POST /refunds', RefundRequestResultSchema, {
      refundId,
      needsRefundAccount: needsAccount && userAccount === null,
    });
  });
}
