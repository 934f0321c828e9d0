import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApi, type RunningApi } from '../../tests/unit/api-server.ts';
import { configure } from '../config.ts';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { couponMessages } from '../messages/coupons.ts';
import { errorMessages } from '../messages/errors.ts';
import { LoginResponseSchema } from '../schemas/user.ts';
import { claimCoupon, COUPON_DELAYS } from './claim-coupon.ts';
import { couponErrorMessage } from '../api/coupons.ts';
import { ApiError, catalogueFor } from '../http/api-error.ts';

let running: RunningApi;

async function tokenOf(email: string): Promise<string> {
  const response = await fetch(`${running.origin}/api_base/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'selection1234' }),
  });
  return v.parse(LoginResponseSchema, await response.json()).user.auth.access_token;
}

beforeAll(async () => {
  running = await startApi();
});
afterAll(() => running.close());
beforeEach(() => {
  running.api.reset();
  configure({ apiBase: `${running.origin}/api` });
  setAuthTokenSource(() => undefined);
  running.hits.length = 0;
});

describe('claimCoupon', () => {
  it('issues, then says already issued; the guide completes after 2 s and 1 s', async () => {
    const token = await tokenOf('buyer1@example.com');
    setAuthTokenSource(() => token);
    const first = await claimCoupon('OUTLET-WELCOME');
    expect(first).toMatchObject({ kind: 'issued', message: couponMessages.issued, completeAfterMs: 2000 });
    const second = await claimCoupon('OUTLET-WELCOME');
    expect(second).toEqual({
      kind: 'already-issued',
      message: couponMessages.alreadyIssued,
      completeAfterMs: COUPON_DELAYS.completeAfterAlreadyIssued,
    });
    expect(COUPON_DELAYS.completeAfterAlreadyIssued).toBe(1000);
  });

  it('without a login the server asks for a user id: login required, redirect after 1 s', async () => {
    expect(await claimCoupon('OUTLET-WELCOME')).toEqual({
      kind: 'login-required',
      message: errorMessages.loginRequired,
      redirectAfterMs: 1000,
    });
  });

  it('refuses a second claim while the first is pending, with one request sent', async () => {
    setAuthTokenSource(() => 'whatever');
    const [first, second] = await Promise.all([claimCoupon('SNEAKERS-10'), claimCoupon('SNEAKERS-10')]);
    expect(first.kind).toBe('login-required');
    expect(second).toEqual({ kind: 'pending', message: couponMessages.waiting });
    expect(running.hits.filter((hit) => hit === 'POST /api/coupon/issue')).toHaveLength(1);
  });

  it.each([
    ['NO-SUCH-COUPON', couponMessages.notFound],
    ['SPRING-EXPIRED', couponMessages.expired],
    ['AUTUMN-SOON', couponMessages.notStarted],
    ['JAPAN-FOOD-3000', couponMessages.conditionChanged],
    ['FIRST-100', couponMessages.firstComeNotSupported],
    ['PAUSED-COUPON', couponMessages.notUsable],
    ['FLASH-SOLD-OUT', '준비된 쿠폰이 모두 소진되었어요.'],
  ])('%s fails with its message', async (code, message) => {
    const token = await tokenOf('buyer2@example.com');
    setAuthTokenSource(() => token);
    expect(await claimCoupon(code)).toMatchObject({ kind: 'failed', message });
  });

  it('a seller gets the self-issue message for their own coupon', async () => {
    const token = await tokenOf('seller@example.com');
    setAuthTokenSource(() => token);
    expect(await claimCoupon('TOKYO-MARKET-5')).toEqual({
      kind: 'failed',
      message: couponMessages.selfIssue,
      code: 'COUPON_SELF_ISSUE_NOT_ALLOWED',
    });
  });

  it('no answer at all is the network message', async () => {
    configure({ apiBase: 'http://127.0.0.1:9/api' });
    setAuthTokenSource(() => 'token');
    expect(await claimCoupon('OUTLET-WELCOME')).toMatchObject({ kind: 'failed', message: errorMessages.network, code: 'NETWORK' });
  });
});

describe('what a failed claim says without a server message', () => {
  const failed = (status: number) => new ApiError({ kind: 'http', status, code: `HTTP_${status}`, ...catalogueFor(status) });
  it('403, 404 and 504 say their catalogue message; other failures say the coupon default', () => {
    expect(couponErrorMessage(failed(403))).toBe(errorMessages.forbidden);
    expect(couponErrorMessage(failed(404))).toBe(errorMessages.notFound);
    expect(couponErrorMessage(failed(504))).toBe(errorMessages.network);
    expect(couponErrorMessage(failed(500))).toBe(couponMessages.default);
  });
});

describe('a claim that waits for a login reporting back (the app web view)', () => {
  it('claims again once the login succeeds, and refuses a second claim while it waits', async () => {
    let signIn: (signedIn: boolean) => void = () => undefined;
    let loginOpened: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      loginOpened = resolve;
    });
    const loginThenRetry = () =>
      new Promise<boolean>((resolve) => {
        signIn = resolve;
        loginOpened();
      });
    const claim = claimCoupon('OUTLET-WELCOME', { loginThenRetry });
    // The first answer was "login required": the claim now waits for the login.
    await opened;
    expect(running.hits.filter((hit) => hit === 'POST /api/coupon/issue')).toHaveLength(1);
    expect(await claimCoupon('OUTLET-WELCOME', { loginThenRetry })).toEqual({ kind: 'pending', message: couponMessages.waiting });
    const token = await tokenOf('buyer1@example.com');
    setAuthTokenSource(() => token);
    signIn(true);
    expect(await claim).toMatchObject({ kind: 'issued', message: couponMessages.issued });
    expect(running.hits.filter((hit) => hit === 'POST /api/coupon/issue')).toHaveLength(2);
  });

  it('is one claim for every copy of this code on the page: another copy’s claim of that coupon waits for the same login', async () => {
    let signIn: (signedIn: boolean) => void = () => undefined;
    let loginOpened: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      loginOpened = resolve;
    });
    const askedAgain: string[] = [];
    // As the page's claims do: a tap while this claim waits opens its login again.
    const claim = claimCoupon('OUTLET-WELCOME', {
      loginThenRetry: () =>
        new Promise<boolean>((resolve) => {
          signIn = resolve;
          loginOpened();
        }),
      askLoginAgain: () => askedAgain.push('first') > 0,
    });
    await opened;
    vi.resetModules();
    // A second instance of this module, as a separately bundled copy of the widgets has.
    const copy = './claim-coupon.ts?copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('./claim-coupon.ts');
    expect(
      await other.claimCoupon('OUTLET-WELCOME', {
        loginThenRetry: () => Promise.resolve(false),
        askLoginAgain: () => askedAgain.push('other') > 0,
      }),
    ).toEqual({ kind: 'login-required', message: errorMessages.loginRequired, redirectAfterMs: COUPON_DELAYS.loginRedirect });
    expect(askedAgain, 'the waiting claim opens its login again, not the other copy a second one').toEqual(['first']);
    expect(running.hits.filter((hit) => hit === 'POST /api/coupon/issue')).toHaveLength(1);
    signIn(false);
    expect(await claim).toMatchObject({ kind: 'login-required' });
  });

  it('a declined login ends in login required, with no second request', async () => {
    const outcome = await claimCoupon('OUTLET-WELCOME', { loginThenRetry: () => Promise.resolve(false) });
    expect(outcome.kind).toBe('login-required');
    expect(running.hits.filter((hit) => hit === 'POST /api/coupon/issue')).toHaveLength(1);
  });
});
