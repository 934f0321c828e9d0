/**
 * The page side of a coupon claim (SPEC §6, §8), shared by `<selection-coupon>` and the outlet
 * guide: the core claim, then the app and host hand-offs — `coupon-issued` to the app, the app's
 * login at once in the web view or the web login after 1 s, and a `selection-coupon-claim` event.
 */
import { claimCoupon, type CouponClaimOutcome } from '../core/actions/claim-coupon.ts';
import { isAppWebView } from './app-env.ts';
import { postToApp, track } from './app-channel.ts';
import { emit, type SelectionEventMap } from './events.ts';
import { requireLogin } from './navigation.ts';

export type { CouponClaimOutcome } from '../core/actions/claim-coupon.ts';

export async function claimCouponOnPage(host: EventTarget, couponCode: string): Promise<CouponClaimOutcome> {
  const outcome = await claimCoupon(couponCode);
  const detail: SelectionEventMap['selection-coupon-claim'] = { couponCode, outcome: outcome.kind };
  if (outcome.kind === 'failed') detail.code = outcome.code;
  emit(host, 'selection-coupon-claim', detail);
  if (outcome.kind === 'issued') {
    postToApp({ type: 'coupon-issued', couponCode });
    track('coupon_issue', { couponCode });
  }
  if (outcome.kind === 'login-required') {
    if (isAppWebView()) requireLogin(host);
    else setTimeout(() => requireLogin(host), outcome.redirectAfterMs);
  }
  return outcome;
}
