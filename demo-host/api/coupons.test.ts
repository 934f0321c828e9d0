import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../core/schemas/api-error.ts';
import { CouponIssueResponseSchema, IssuedCouponNumsSchema } from '../../core/schemas/coupon.ts';
import { DEMO_EMAILS } from './demo-users.ts';
import { COUPON_CODES } from './seed/coupons.ts';
import { bearer, createTestApi, type TestApi } from './testing.ts';

const ISSUE = '/api/coupon/issue';

async function issue(api: TestApi, couponCode: string, token?: string, type = 'STANDARD') {
  const response = await api.post(ISSUE, { couponCode, type }, bearer(token));
  return { status: response.status, body: (await response.json()) as unknown };
}

const codeOf = (body: unknown) => v.parse(ApiErrorBodySchema, body).code;

describe('POST /api/coupon/issue', () => {
  it('issues the outlet guide coupon once, then answers COUPON_ALREADY_ISSUED', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    const first = await issue(api, 'OUTLET-WELCOME', token);
    expect(first.status).toBe(200);
    expect(v.parse(CouponIssueResponseSchema, first.body)).toMatchObject({ couponCode: 'OUTLET-WELCOME' });
    const second = await issue(api, 'OUTLET-WELCOME', token);
    expect(second.status).toBe(409);
    expect(codeOf(second.body)).toBe('COUPON_ALREADY_ISSUED');
    // Another buyer still gets it.
    expect((await issue(api, 'OUTLET-WELCOME', await api.login(DEMO_EMAILS.buyer2))).status).toBe(200);
  });

  it('needs a user id: no token or an unknown token is USER_ID_REQUIRED', async () => {
    const api = await createTestApi();
    for (const token of [undefined, 'not-a-session']) {
      const answer = await issue(api, 'OUTLET-WELCOME', token);
      expect(answer.status).toBe(401);
      expect(codeOf(answer.body)).toBe('USER_ID_REQUIRED');
    }
  });

  it.each([
    ['NO-SUCH-COUPON', 404, 'COUPON_NOT_FOUND'],
    [COUPON_CODES.expired, 410, 'COUPON_EXPIRED'],
    [COUPON_CODES.notStarted, 409, 'COUPON_NOT_STARTED'],
    [COUPON_CODES.conditionChanged, 409, 'COUPON_CONDITION_CHANGED'],
    [COUPON_CODES.firstCome, 410, 'COUPON_FIRST_COME_NOT_SUPPORTED'],
    [COUPON_CODES.notUsable, 409, 'COUPON_NOT_USABLE'],
    [COUPON_CODES.soldOut, 409, 'COUPON_QUANTITY_EXHAUSTED'],
  ])('%s answers %i %s', async (code, status, errorCode) => {
    const api = await createTestApi();
    const answer = await issue(api, code, await api.login(DEMO_EMAILS.buyer1));
    expect(answer.status).toBe(status);
    expect(codeOf(answer.body)).toBe(errorCode);
  });

  it('a seller cannot issue their own coupon, a buyer can', async () => {
    const api = await createTestApi();
    const own = await issue(api, COUPON_CODES.sellerOwn, await api.login(DEMO_EMAILS.seller));
    expect(own.status).toBe(403);
    expect(codeOf(own.body)).toBe('COUPON_SELF_ISSUE_NOT_ALLOWED');
    expect((await issue(api, COUPON_CODES.sellerOwn, await api.login(DEMO_EMAILS.buyer1))).status).toBe(200);
  });

  it('refuses a type other than STANDARD and an empty code', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    expect((await issue(api, 'OUTLET-WELCOME', token, 'PREMIUM')).status).toBe(400);
    expect((await issue(api, '   ', token)).status).toBe(400);
  });
});

describe('GET /api/issued-receipt-coupon/nums', () => {
  it('counts the coupons issued to the signed-in person, and needs a login', async () => {
    const api = await createTestApi();
    expect((await api.get('/api/issued-receipt-coupon/nums')).status).toBe(401);
    const token = await api.login(DEMO_EMAILS.buyer1);
    const count = async () =>
      v.parse(IssuedCouponNumsSchema, await (await api.get('/api/issued-receipt-coupon/nums', bearer(token))).json()).nums;
    expect(await count()).toBe(0);
    await issue(api, 'OUTLET-WELCOME', token);
    await issue(api, COUPON_CODES.sneakers, token);
    await issue(api, COUPON_CODES.expired, token);
    expect(await count()).toBe(2);
    api.reset();
    expect(await count()).toBe(0);
  });
});
