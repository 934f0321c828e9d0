/**
 * A coupon claim button's state, shared by `<selection-coupon>` and the outlet guide's last slide:
 * the claim (with the app's login and its retry, see `bridge/coupon.ts`), the toast after it, and
 * whether the coupon is now held.
 */
import { useCallback, useRef, useState } from 'react';
import { claimCouponOnPage, couponNotice, type CouponClaimOutcome } from '../../bridge/coupon.ts';
import { useFeedback } from './feedback.tsx';
import { useHost } from './host-context.ts';

export type CouponClaimState = 'idle' | 'claiming' | 'claimed';

export function useCouponClaim(couponCode: string): { state: CouponClaimState; claim: () => Promise<CouponClaimOutcome | undefined> } {
  const host = useHost();
  const feedback = useFeedback();
  const [state, setState] = useState<CouponClaimState>('idle');
  // Once held, a click asks nothing more (the guide's button stays focusable while it completes).
  const held = useRef(false);

  const claim = useCallback(async () => {
    if (held.current) return undefined;
    // The button stays enabled while a claim is on its way: a second click meets the pending guard.
    setState((current) => (current === 'idle' ? 'claiming' : current));
    const outcome = await claimCouponOnPage(host, couponCode);
    const notice = couponNotice(outcome);
    if (notice) feedback.toast(notice);
    if (outcome.kind === 'issued' || outcome.kind === 'already-issued') {
      held.current = true;
      setState('claimed');
    } else if (outcome.kind !== 'pending') {
      setState('idle');
    }
    return outcome;
  }, [couponCode, feedback, host]);

  return { state, claim };
}
