// Card payment provider calls: the request JSON of a payment attempt and its confirmation.
import type { Hono } from 'hono';
import { paymentMessages } from '../../../core/messages/payment.ts';
import {
  TossPaymentsJsonQuerySchema,
  TossPaymentsJsonSchema,
  TossPaymentsProcessInputSchema,
  TossPaymentsProcessResultSchema,
} from '../../../core/schemas/payment.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { parseInput, readJson } from '../errors.ts';
import { TOSS_CLIENT_KEY, type ReceiptRecord } from '../seed/commerce.ts';
import { requireUser } from '../sessions.ts';
import { nextId, refuse, reply } from './commerce-support.ts';

export function registerPaymentRoutes(app: Hono, ctx: ApiContext): void {
  app.get(`${API_BASE}/pay-try-log/direct/tosspayments-json`, (c) => {
    const user = requireUser(c, ctx.sessions);
    const { payTryLogId } = parseInput(TossPaymentsJsonQuerySchema, c.req.query());
    // Someone else's attempt is answered as unknown, not as forbidden: its existence is private.
    const log = ctx.state.commerce.payTryLogs.find(
      (candidate) => candidate.payTryLogId === payTryLogId && candidate.buyerId === user.userId,
    );
    if (!log) throw refuse(404, 'PAY_TRY_LOG_NOT_FOUND', paymentMessages);
    if (log.processedReceiptId !== null) throw refuse(409, 'PAYMENT_ALREADY_PROCESSED', paymentMessages);
    const item = ctx.state.commerce.catalog.get(log.storeItemId);
    const name = item?.itemName ?? log.orderId;
    return reply(c, ctx, 'GET /pay-try-log/direct/tosspayments-json', TossPaymentsJsonSchema, {
      clientKey: TOSS_CLIENT_KEY,
      method: 'CARD',
      orderId: log.orderId,
      orderName: log.count > 1 ? `${name} ${log.count}개` : name,
      amount: log.amount,
      customerName: user.username,
      customerEmail: user.email,
      successUrl: '/payment/tosspayments/success',
      failUrl: '/payment/tosspayments/fail',
    });
  });

  app.post(`${API_BASE}/direct-payment/tosspayments/process`, async (c) => {
    const user = requireUser(c, ctx.sessions);
    const input = parseInput(TossPaymentsProcessInputSchema, await readJson(c));
    const commerce = ctx.state.commerce;
    const log = commerce.payTryLogs.find((candidate) => candidate.orderId === input.orderId && candidate.buyerId === user.userId);
    if (!log) throw refuse(404, 'PAY_TRY_LOG_NOT_FOUND', paymentMessages);
    if (log.processedReceiptId !== null) throw refuse(409, 'PAYMENT_ALREADY_PROCESSED', paymentMessages);
    if (input.amount !== log.amount) throw refuse(400, 'PAYMENT_AMOUNT_MISMATCH', paymentMessages);
    const item = commerce.catalog.get(log.storeItemId);
    const option = item?.options.find((candidate) => candidate.optionId === log.optionId);
    const purchaseReceiptId = nextId(ctx, 'receipt');
    const regDate = ctx.now().toISOString();
    const shippingFee = 3000;
    const receipt: ReceiptRecord = {
      _id: purchaseReceiptId,
      orderNumber: log.orderId,
      regDate,
      process: 'ORDER_CHECKING',
      payMethod: 'CARD',
      totalPrice: log.amount,
      shippingFee,
      pInfos: [
        {
          PInfoId: nextId(ctx, 'p-info'),
          purchaseReceiptId,
          storeItemId: log.storeItemId,
          itemName: item?.itemName ?? log.orderId,
          imgUrl: item?.imgUrl ?? '',
          sellerId: item?.sellerId ?? '',
          optionId: option?.optionId ?? null,
          optionName: option?.optionName ?? '',
          count: log.count,
          price: Math.round((log.amount - shippingFee) / log.count),
          process: 'ORDER_CHECKING',
          refundTypeCode: null,
          cancelDetailReason: null,
          isCrossBorder: false,
          isReviewed: false,
        },
      ],
      receiveInfo: {
        recipientName: user.username,
        recipientPhone: user.phone,
        zipCode: '06236',
        address: '서울특별시 강남구 테헤란로 152',
        addressDetail: '',
        deliveryMemo: '',
        pccc: null,
      },
      buyerId: user.userId,
    };
    commerce.receipts.unshift(receipt);
    log.processedReceiptId = purchaseReceiptId;
    return reply(c, ctx, 'POST /direct-payment/tosspayments/process', TossPaymentsProcessResultSchema, { ok: true, purchaseReceiptId });
  });
}
