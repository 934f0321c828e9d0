/**
 * The moment between a web coupon claim refused for want of a login and the login page it leads to
 * (`bridge/coupon.ts`): per coupon, the claim's answer and how to call the hand-off off, page-wide;
 * and, per element, its closes (the guide's), which call off the login of a claim still on its way.
 * Apart from the claim's code, so the guide, which may close in that moment, need not load it.
 */
import type { CouponClaimOutcome } from '../core/actions/claim-coupon.ts';
import { pageSlot } from '../core/page-slot.ts';

export const leavingForLogin = () =>
  pageSlot('coupon-web-login', () => new Map<string, { outcome: CouponClaimOutcome; host: EventTarget; stay: () => void }>());

/**
 * The person closed what the claim was made in (`host`, the guide) in the moment before its web
 * login, or while it was on its way: they stay on the page, and the claim is not taken up after a
 * login (a closed guide is not shown again). Another element's claim of the same coupon goes on.
 */
export function stayInsteadOfLogin(couponCode: string, host: EventTarget): void {
  const leaving = leavingForLogin().get(couponCode);
  if (leaving?.host === host) leaving.stay();
  const closes = closesOf();
  closes.set(host, (closes.get(host) ?? 0) + 1);
}

/** How many times each host closed what its claims are made in (the guide), page-wide. */
const closesOf = () => pageSlot('coupon-claim-closes', () => new WeakMap<EventTarget, number>());

/**
 * Called as a claim starts: the answer to whether `host` has closed what the claim is made in since.
 * A claim refused for want of a login after that leads to no login, the app's or the web's.
 */
export function closedSince(host: EventTarget): () => boolean {
  const before = closesOf().get(host) ?? 0;
  return () => (closesOf().get(host) ?? 0) !== before;
}
