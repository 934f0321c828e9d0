import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { issuedCouponNumsQuery } from '../../core/api/coupons.ts';
import { couponMessages as text } from '../../core/messages/coupons.ts';
import { pageSession, loadSession } from '../../core/stores/session.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { useCouponClaim } from '../ui/use-coupon-claim.ts';
import { useQuery } from '../ui/use-query.ts';

export interface SelectionCouponProps extends WidgetProps {
  couponCode?: string;
}

export function SelectionCoupon({ couponCode }: SelectionCouponProps) {
  if (!couponCode) return null;
  return <Coupon key={couponCode} couponCode={couponCode} />;
}

function Coupon({ couponCode }: { couponCode: string }) {
  const { state, claim } = useCouponClaim(couponCode);
  const held = state === 'claimed';
  // Who is signed in is the page's session (it follows the app's login), not a copy of it.
  const session = useStore(pageSession());
  useEffect(() => void loadSession(), []);

  return (
    <div className="coupon" part="coupon" data-state={state}>
      <button
        type="button"
        className="button button--primary coupon__button"
        part={held ? 'button button--claimed' : 'button'}
        aria-busy={state === 'claiming'}
        // Not `disabled`: a press that claimed it keeps its focus (a disabled button drops it to the
        // page's start in Firefox and WebKit). A press once held asks nothing more (useCouponClaim).
        aria-disabled={held || undefined}
        onClick={() => void claim()}
      >
        {held ? text.claimed : state === 'claiming' ? text.claiming : text.claim}
      </button>
      {session.status === 'signed-in' ? <HeldCount /> : null}
    </div>
  );
}

function HeldCount() {
  const { data } = useQuery(issuedCouponNumsQuery());
  if (!data) return null;
  return (
    <p className="coupon__count" part="count" aria-live="polite">
      {text.issuedCount(data.nums)}
    </p>
  );
}
