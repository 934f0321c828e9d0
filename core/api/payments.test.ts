import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { paymentMessages } from '../messages/payment.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { getTossPaymentsJson, processTossPayment } from './payments.ts';
import { getPurchaseReceipt } from './purchases.ts';

const api = useContractApi();

describe('tosspayments', () => {
  it('prepares the payment window and confirms the payment into a new order', async () => {
    await api.signIn('buyer1');
    const json = await getTossPaymentsJson(COMMERCE_FIXTURES.payTryLog);
    expect(json).toMatchObject({ method: 'CARD', customerName: '민지', customerEmail: 'buyer1@example.com' });
    expect(json.orderName).toMatch(/ 2개$/);
    const result = await processTossPayment({ paymentKey: 'pk_test_1', orderId: json.orderId, amount: json.amount });
    expect(result.ok).toBe(true);
    const receipt = await getPurchaseReceipt(result.purchaseReceiptId);
    expect(receipt).toMatchObject({ process: 'ORDER_CHECKING', payMethod: 'CARD', totalPrice: json.amount, orderNumber: json.orderId });
    expect(await failure(processTossPayment({ paymentKey: 'pk_test_1', orderId: json.orderId, amount: json.amount }))).toMatchObject({
      status: 409,
      code: 'PAYMENT_ALREADY_PROCESSED',
      message: paymentMessages.errors.PAYMENT_ALREADY_PROCESSED,
    });
    expect((await failure(getTossPaymentsJson(COMMERCE_FIXTURES.payTryLog))).code).toBe('PAYMENT_ALREADY_PROCESSED');
  });

  it('refuses an amount that differs from the order', async () => {
    await api.signIn('buyer1');
    const json = await getTossPaymentsJson(COMMERCE_FIXTURES.payTryLog);
    const error = await failure(processTossPayment({ paymentKey: 'pk', orderId: json.orderId, amount: json.amount - 100 }));
    expect(error).toMatchObject({ status: 400, code: 'PAYMENT_AMOUNT_MISMATCH', message: paymentMessages.errors.PAYMENT_AMOUNT_MISMATCH });
  });

  it('another buyer’s attempt is unknown to them', async () => {
    await api.signIn('buyer2');
    const error = await failure(getTossPaymentsJson(COMMERCE_FIXTURES.payTryLog));
    expect(error).toMatchObject({ status: 404, code: 'PAY_TRY_LOG_NOT_FOUND', message: paymentMessages.errors.PAY_TRY_LOG_NOT_FOUND });
    expect((await failure(processTossPayment({ paymentKey: 'pk', orderId: 'ORDER-X', amount: 1000 }))).code).toBe('PAY_TRY_LOG_NOT_FOUND');
  });

  it('refuses missing fields before calling', async () => {
    expect((await failure(processTossPayment({ paymentKey: '', orderId: 'o', amount: 1 }))).message).toBe(
      paymentMessages.paymentKeyRequired,
    );
    expect((await failure(processTossPayment({ paymentKey: 'k', orderId: 'o', amount: 0 }))).message).toBe(paymentMessages.amountInvalid);
    expect((await failure(getTossPaymentsJson(' '))).message).toBe(paymentMessages.payTryLogIdRequired);
    expect(api.running.hits).toHaveLength(0);
  });

  it('a malformed payment JSON is INVALID_RESPONSE', async () => {
    await api.signIn('buyer1');
    await api.malform(['GET /pay-try-log/direct/tosspayments-json']);
    expect((await failure(getTossPaymentsJson(COMMERCE_FIXTURES.payTryLog))).code).toBe('INVALID_RESPONSE');
  });
});
