/** Card payment through tosspayments: the widget's request JSON and the confirmation. */
import * as v from 'valibot';
import { paymentMessages } from '../messages/payment.ts';

export const PAYMENT_ERROR_CODES = ['PAY_TRY_LOG_NOT_FOUND', 'PAYMENT_AMOUNT_MISMATCH', 'PAYMENT_ALREADY_PROCESSED'] as const;

/** Query of `GET /pay-try-log/direct/tosspayments-json`. */
export const TossPaymentsJsonQuerySchema = v.object({
  payTryLogId: v.pipe(v.string(), v.trim(), v.nonEmpty(paymentMessages.payTryLogIdRequired)),
});

/** What the tosspayments widget's `requestPayment` needs, prepared from a payment attempt. */
export const TossPaymentsJsonSchema = v.object({
  clientKey: v.string(),
  method: v.literal('CARD'),
  orderId: v.string(),
  orderName: v.string(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  customerName: v.string(),
  customerEmail: v.string(),
  successUrl: v.string(),
  failUrl: v.string(),
});

/** Body of `POST /direct-payment/tosspayments/process`: what the provider redirected back with. */
export const TossPaymentsProcessInputSchema = v.object({
  paymentKey: v.pipe(v.string(), v.trim(), v.nonEmpty(paymentMessages.paymentKeyRequired)),
  orderId: v.pipe(v.string(), v.trim(), v.nonEmpty(paymentMessages.orderIdRequired)),
  amount: v.pipe(
    v.number(paymentMessages.amountInvalid),
    v.integer(paymentMessages.amountInvalid),
    v.minValue(1, paymentMessages.amountInvalid),
  ),
});

export const TossPaymentsProcessResultSchema = v.object({
  ok: v.literal(true),
  purchaseReceiptId: v.string(),
});

export type TossPaymentsJson = v.InferOutput<typeof TossPaymentsJsonSchema>;
export type TossPaymentsProcessInput = v.InferInput<typeof TossPaymentsProcessInputSchema>;
export type TossPaymentsProcessResult = v.InferOutput<typeof TossPaymentsProcessResultSchema>;
