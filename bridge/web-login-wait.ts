/**
 * The moment between a web coupon claim refused for want of a login and the login page it leads to
 * (`bridge/coupon.ts`): per coupon, the claim's answer and how to call the hand-off off, page-wide.
 * Apart from the claim's code, so the guide, which may close in that moment, need not load it.
 */
import type { CouponClaimOutcome } from '../core/actions/claim-coupon.ts';
import { pageSlot } from '../core/page-slot.ts';

export const leavingForLogin = () =>
  pageSlot('coupon-web-login', () => new Map<string, { outcome: CouponClaimOutcome; host: EventTarget; stay: () => void }>());

/**
 * The person closed what the claim was made in (`host`, the guide) in the moment before its web
 * login: they stay on the page, and the claim is not taken up after a login (a closed guide is not
 * shown again). Another element's claim of the same coupon goes on.
 */
export function stayInsteadOfLogin(couponCode: string, host: EventTarget): void {
  const leaving = leavingForLogin().get(couponCode);
  if (leaving?.host === host) leaving.stay();
}
