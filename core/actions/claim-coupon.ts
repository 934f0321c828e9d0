/**
 * Claiming a coupon, shared by `<selection-coupon>` and the outlet guide's coupon button: the
 * pending guard, the call, and what follows each answer (SPEC §8).
 */
import { couponErrorMessage, issueCoupon } from '../api/coupons.ts';
import { errorMessages } from '../messages/errors.ts';
import { couponMessages } from '../messages/coupons.ts';
import { pageSlot } from '../page-slot.ts';
import type { CouponIssueResponse } from '../schemas/coupon.ts';
import { runMutation } from './mutation.ts';

/** SPEC §8: the guide completes 2 s after an issue, 1 s after "already issued"; login follows after 1 s. */
export const COUPON_DELAYS = { completeAfterIssue: 2000, completeAfterAlreadyIssued: 1000, loginRedirect: 1000 } as const;

export type CouponClaimOutcome =
  | { kind: 'issued'; message: string; completeAfterMs: number; coupon: CouponIssueResponse }
  | { kind: 'already-issued'; message: string; completeAfterMs: number }
  /**
   * USER_ID_REQUIRED (or any login failure): the app opens its login, the web page goes to login after
   * `redirectAfterMs`. `afterLogin`: refused again after a login that said it succeeded (a token the
   * server does not take).
   */
  | { kind: 'login-required'; message: string; redirectAfterMs: number; afterLogin?: true }
  /** A second claim while one is on its way. */
  | { kind: 'pending'; message: string }
  | { kind: 'failed'; message: string; code: string };

export interface ClaimOptions {
  /**
   * A login that reports back without leaving the page (the app's): opens it and resolves true
   * once the person is signed in. Given, a login-required answer waits for it and claims again;
   * without it, login-required is the answer.
   */
  loginThenRetry?: () => Promise<boolean>;
  /**
   * Opens that login again, for a claim made while one waits for it: false when it opened none, the
   * login's answer being on its way already (that claim is then pending, not login-required).
   */
  askLoginAgain?: () => boolean;
}

/** Coupons whose claim waits for a login to come back, with how to open that login again: the page's (page-slot.ts). */
const awaiting = () => pageSlot('coupons-awaiting-login', () => new Map<string, (() => boolean) | undefined>());

/**
 * The one claim of a coupon: the pending guard, the call, and after a login that reports back, the
 * claim again. A claim made while one waits for the login (the page tapped again: the app's login
 * covers the page while it is open, so it was closed without an answer) opens the login again and
 * answers login-required, or, where the login's answer is already on its way, pending; the claim
 * that waits goes on when the login answers.
 */
export async function claimCoupon(couponCode: string, options: ClaimOptions = {}): Promise<CouponClaimOutcome> {
  const awaitingLogin = awaiting();
  if (awaitingLogin.has(couponCode)) {
    const askAgain = awaitingLogin.get(couponCode);
    if (!askAgain?.()) return { kind: 'pending', message: couponMessages.waiting };
    return { kind: 'login-required', message: errorMessages.loginRequired, redirectAfterMs: COUPON_DELAYS.loginRedirect };
  }
  const outcome = await claimOnce(couponCode);
  if (outcome.kind !== 'login-required' || !options.loginThenRetry) return outcome;
  awaitingLogin.set(couponCode, options.askLoginAgain);
  try {
    if (!(await options.loginThenRetry())) return outcome;
  } finally {
    awaitingLogin.delete(couponCode);
  }
  const retried = await claimOnce(couponCode);
  return retried.kind === 'login-required' ? { ...retried, afterLogin: true } : retried;
}

async function claimOnce(couponCode: string): Promise<CouponClaimOutcome> {
  const result = await runMutation({
    key: `coupon:${couponCode}`,
    waitingMessage: couponMessages.waiting,
    call: () => issueCoupon(couponCode),
  });
  if (result.ok) {
    return { kind: 'issued', message: couponMessages.issued, completeAfterMs: COUPON_DELAYS.completeAfterIssue, coupon: result.data };
  }
  const { error } = result;
  if (error.code === 'PENDING') return { kind: 'pending', message: error.message };
  if (error.code === 'COUPON_ALREADY_ISSUED') {
    return { kind: 'already-issued', message: couponErrorMessage(error), completeAfterMs: COUPON_DELAYS.completeAfterAlreadyIssued };
  }
  if (error.isLoginRequired) {
    return { kind: 'login-required', message: errorMessages.loginRequired, redirectAfterMs: COUPON_DELAYS.loginRedirect };
  }
  return { kind: 'failed', message: couponErrorMessage(error), code: error.code };
}
