/**
 * The outlet guide's "입장하고 쿠폰 받기", with the coupon code behind it: a chunk of its own,
 * downloaded only for a guide that ends in a coupon.
 */
import { useEffect, type Ref } from 'react';
import { couponMessages as couponText } from '../../core/messages/coupons.ts';
import { guideMessages as text } from '../../core/messages/guide.ts';
import { useCouponClaim } from '../ui/use-coupon-claim.ts';
import { ignoreHeldEnter } from './own-press.ts';

export function GuideCouponButton({
  couponCode,
  buttonRef,
  onClaim,
  onHeld,
}: {
  couponCode: string;
  buttonRef: Ref<HTMLButtonElement>;
  /** A claim is on its way or the coupon held (a tap, or a claim taken up after the web login): its slide is to be shown. */
  onClaim: () => void;
  /** The coupon is issued or was already held: the guide completes after `completeAfterMs`. */
  onHeld: (completeAfterMs: number) => void;
}) {
  const { state, claim } = useCouponClaim(couponCode, onHeld);
  const held = state === 'claimed';
  useEffect(() => {
    if (state !== 'idle') onClaim();
  }, [state, onClaim]);
  return (
    <button
      ref={buttonRef}
      type="button"
      className="button button--primary guide__coupon"
      part={held ? 'coupon coupon--claimed' : 'coupon'}
      aria-busy={state === 'claiming'}
      // Not `disabled`: focus stays on it while the guide completes.
      aria-disabled={held || undefined}
      // Enter held on 다음 as this button takes its focus claims nothing; a double click on it is one
      // claim and the waiting message (the pending guard), as on <selection-coupon>.
      onKeyDown={ignoreHeldEnter}
      onClick={() => void claim()}
    >
      {held ? couponText.claimed : text.enterWithCoupon}
    </button>
  );
}
