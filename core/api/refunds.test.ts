import { describe, expect, it } from 'vitest';
import { COMMERCE_FIXTURES } from '../../demo-host/api/seed/commerce.ts';
import { refundMessages } from '../messages/refund.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { getPurchaseReceipt } from './purchases.ts';
import {
  checkMissingRefundAccounts,
  getRefundReasons,
  registerRefundAccount,
  registerUserRefundAccount,
  requestRefund,
} from './refunds.ts';

const api = useContractApi();
const { pInfo, receipt } = COMMERCE_FIXTURES;
const account = { bankCode: '088', accountNumber: '110-123-456789', depositor: ' 민지 ' } as const;

describe('refund reasons and requests', () => {
  it('lists every reason with its Korean title; OTHER needs a detail', async () => {
    await api.signIn('buyer1');
    const reasons = await getRefundReasons();
    expect(reasons.map((reason) => reason.refundTypeCode)).toEqual([
      'CHANGE_OF_MIND',
      'DEFECTIVE',
      'WRONG_DELIVERY',
      'DELAYED_DELIVERY',
      'OTHER',
    ]);
    expect(reasons.find((reason) => reason.refundTypeCode === 'OTHER')).toMatchObject({ title: '기타', needsDetail: true });
    expect(reasons.find((reason) => reason.refundTypeCode === 'DEFECTIVE')?.shippingFeePayer).toBe('SELLER');
  });

  it('a card refund needs no account and marks the purchase info', async () => {
    await api.signIn('buyer1');
    const result = await requestRefund({
      PInfoId: pInfo.delivered,
      refundTypeCode: 'DEFECTIVE',
      cancelDetailReason: '포장이 찢어져 왔어요',
    });
    expect(result).toMatchObject({ needsRefundAccount: false });
    const line = (await getPurchaseReceipt(receipt.delivered)).pInfos[0];
    expect(line).toMatchObject({ process: 'REFUND_REQUESTED', refundTypeCode: 'DEFECTIVE', cancelDetailReason: '포장이 찢어져 왔어요' });
    const again = await failure(requestRefund({ PInfoId: pInfo.delivered, refundTypeCode: 'DEFECTIVE' }));
    expect(again).toMatchObject({ status: 409, code: 'REFUND_ALREADY_REQUESTED', message: refundMessages.errors.REFUND_ALREADY_REQUESTED });
  });

  it('a virtual-bank refund asks for an account until one is registered for it', async () => {
    await api.signIn('buyer1');
    expect(await checkMissingRefundAccounts()).toEqual({ hasMissing: false, missingRefundIds: [] });
    const { refundId, needsRefundAccount } = await requestRefund({ PInfoId: pInfo['vbank-delivered'], refundTypeCode: 'CHANGE_OF_MIND' });
    expect(needsRefundAccount).toBe(true);
    expect(await checkMissingRefundAccounts()).toEqual({ hasMissing: true, missingRefundIds: [refundId] });
    const registered = await registerRefundAccount({ ...account, refundId });
    expect(registered).toEqual({ bankCode: '088', accountNumberMasked: '********6789', depositor: '민지' });
    expect((await checkMissingRefundAccounts()).hasMissing).toBe(false);
  });

  it('the user account settles missing refunds and serves the next ones', async () => {
    await api.signIn('buyer1');
    await requestRefund({ PInfoId: pInfo['vbank-delivered'], refundTypeCode: 'CHANGE_OF_MIND' });
    const saved = await registerUserRefundAccount({ bankCode: '090', accountNumber: '3333012345678', depositor: '민지' });
    expect(saved.accountNumberMasked).toBe('*********5678');
    expect((await checkMissingRefundAccounts()).hasMissing).toBe(false);
  });

  it('OTHER without a detail and bad account fields are refused before calling', async () => {
    await api.signIn('buyer1');
    expect((await failure(requestRefund({ PInfoId: pInfo.delivered, refundTypeCode: 'OTHER' }))).message).toBe(
      refundMessages.detailRequired,
    );
    expect((await failure(registerUserRefundAccount({ ...account, accountNumber: '12-34' }))).message).toBe(
      refundMessages.accountNumberInvalid,
    );
    expect((await failure(registerUserRefundAccount({ ...account, depositor: '  ' }))).message).toBe(refundMessages.depositorRequired);
    expect((await failure(registerUserRefundAccount({ ...account, bankCode: '999' as '088' }))).message).toBe(refundMessages.bankRequired);
    expect((await failure(registerRefundAccount({ ...account, refundId: '' }))).message).toBe(refundMessages.refundIdRequired);
    expect(api.running.hits).toHaveLength(1);
  });

  it.each([
    ['an unknown order', 'nope', 'buyer1', 404, 'ORDER_NOT_FOUND'],
    ['another buyer’s order', pInfo.delivered, 'buyer2', 403, 'NOT_BUYER'],
    ['an order awaiting deposit', pInfo['waiting-deposit'], 'buyer1', 409, 'REFUND_NOT_ALLOWED'],
  ] as const)('refuses %s', async (_label, id, who, status, code) => {
    await api.signIn(who);
    const error = await failure(requestRefund({ PInfoId: id, refundTypeCode: 'CHANGE_OF_MIND' }));
    expect(error).toMatchObject({ status, code, message: refundMessages.errors[code] });
  });

  it('an account for an unknown refund is REFUND_NOT_FOUND', async () => {
    await api.signIn('buyer1');
    const error = await failure(registerRefundAccount({ ...account, refundId: 'no-such-refund' }));
    expect(error).toMatchObject({ status: 404, code: 'REFUND_NOT_FOUND', message: refundMessages.errors.REFUND_NOT_FOUND });
  });

  it('a malformed reasons answer is INVALID_RESPONSE', async () => {
    await api.malform(['GET /refunds/reasons']);
    expect((await failure(getRefundReasons())).code).toBe('INVALID_RESPONSE');
  });
});
