import { describe, expect, it } from 'vitest';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { errorMessages } from '../messages/errors.ts';
import { couponMessages } from '../messages/coupons.ts';
import { couponIssueMessages, issueCoupon, issuedCouponNums } from './coupon-calls.ts';

const api = useContractApi();

describe('the coupon calls of selection-widgets/api', () => {
  it('issues a coupon, and the held count asked before asks again after it', async () => {
    await api.signIn('buyer1');
    const before = (await issuedCouponNums()).nums;
    expect(await issueCoupon(' OUTLET-WELCOME ')).toMatchObject({ couponCode: 'OUTLET-WELCOME' });
    expect((await issuedCouponNums()).nums).toBe(before + 1);
    expect(api.running.hits.filter((hit) => hit === 'GET /api/issued-receipt-coupon/nums')).toHaveLength(2);
  });

  it("hands out a copy: a caller's change to the count is not what the page's cache answers next", async () => {
    await api.signIn('buyer1');
    const held = await issuedCouponNums();
    const count = held.nums;
    held.nums = count + 100;
    expect((await issuedCouponNums()).nums).toBe(count);
    // From the cache both times: the second answer is the first call's, as received.
    expect(api.running.hits.filter((hit) => hit === 'GET /api/issued-receipt-coupon/nums')).toHaveLength(1);
  });

  it('a known refusal rejects with its catalogue message', async () => {
    await api.signIn('buyer1');
    await issueCoupon('OUTLET-WELCOME');
    expect(await failure(issueCoupon('OUTLET-WELCOME'))).toMatchObject({
      status: 409,
      code: 'COUPON_ALREADY_ISSUED',
      message: couponMessages.alreadyIssued,
    });
    expect(await failure(issueCoupon('SPRING-EXPIRED'))).toMatchObject({ code: 'COUPON_EXPIRED', message: couponMessages.expired });
    expect(couponIssueMessages.errors['COUPON_EXPIRED']).toBe(couponMessages.expired);
  });

  it("a refusal with a code of its own says the coupon default, and shows the server's text", async () => {
    await api.signIn('buyer2');
    const error = await failure(issueCoupon('FLASH-SOLD-OUT'));
    expect(error).toMatchObject({ code: 'COUPON_QUANTITY_EXHAUSTED', message: couponMessages.default });
    expect(error.displayMessage).toBe('준비된 쿠폰이 모두 소진되었어요.');
  });

  it('signed out, both ask for a login; an empty code is refused before any request', async () => {
    const issue = await failure(issueCoupon('OUTLET-WELCOME'));
    expect(issue).toMatchObject({ status: 401, code: 'USER_ID_REQUIRED', message: errorMessages.loginRequired, isLoginRequired: true });
    expect((await failure(issuedCouponNums())).isLoginRequired).toBe(true);
    api.running.hits.length = 0;
    expect(await failure(issueCoupon('  '))).toMatchObject({ kind: 'invalid-input' });
    expect(api.running.hits).toHaveLength(0);
  });
});
