/**
 * The outlet guide's "입장하고 쿠폰 받기", with the coupon code behind it: a chunk of its own,
 * downloaded only for a guide that ends in a coupon.
 */
import type { Ref } from 'react';
import type { CouponClaimOutcome } from '../../core/actions/claim-coupon.ts';
import { couponMessages as couponText } from '../../core/messages/coupons.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import { useCouponClaim } from '../ui/use-coupon-claim.ts';

export function GuideCouponButton({
  couponCode,
  buttonRef,
  onHeld,
}: {
  couponCode: string;
  buttonRef: Ref<HTMLButtonElement>;
  /** The coupon is issued or was already held: the guide completes after `completeAfterMs`. */
  onHeld: (completeAfterMs: number) => void;
}) {
  const { state, claim } = useCouponClaim(couponCode);
  const held = state === 'claimed';
  const onClick = async () => {
    const outcome: CouponClaimOutcome | undefined = await claim();
    if (outcome?.kind === 'issued' || outcome?.kind === 'already-issued') onHeld(outcome.completeAfterMs);
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button--primary guide__coupon"
      part={held ? 'coupon coupon--claimed' : 'coupon'}
      aria-busy={state === 'claiming'}
      // Not `disabled`: focus stays on it while the guide completes.
      aria-disabled={held || undefined}
      onClick={() => void onClick()}
    >
      {held ? couponText.claimed : text.enterWithCoupon}
    </button>
  );
}
