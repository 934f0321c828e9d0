/** Card payment provider calls (tosspayments). */
import { request, validateInput } from '../http/client.ts';
import { paymentMessages } from '../messages/payment.ts';
import {
  TossPaymentsJsonQuerySchema,
  TossPaymentsJsonSchema,
  TossPaymentsProcessInputSchema,
  TossPaymentsProcessResultSchema,
  type TossPaymentsJson,
  type TossPaymentsProcessInput,
  type TossPaymentsProcessResult,
} from '../schemas/payment.ts';
import { withCatalogue } from './error-catalogue.ts';

/** `GET /pay-try-log/direct/tosspayments-json`: what to hand the provider's payment window. */
export async function getTossPaymentsJson(payTryLogId: string): Promise<TossPaymentsJson> {
  const query = validateInput(TossPaymentsJsonQuerySchema, { payTryLogId });
  return withCatalogue(paymentMessages, () => request(TossPaymentsJsonSchema, '/pay-try-log/direct/tosspayments-json', { query }));
}

/** `POST /direct-payment/tosspayments/process`: confirms the payment the provider redirected back with. */
export async function processTossPayment(input: TossPaymentsProcessInput): Promise<TossPaymentsProcessResult> {
  const body = validateInput(TossPaymentsProcessInputSchema, input);
  return withCatalogue(paymentMessages, () =>
    request(TossPaymentsProcessResultSchema, '/direct-payment/tosspayments/process', { method: 'POST', body }),
  );
}
