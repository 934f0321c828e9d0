import { useCallback, useEffect, useRef, useState } from 'react';
import { issuedCouponNumsQuery } from '../../core/api/coupons.ts';
import { couponMessages as text } from '../../core/messages/coupons.ts';
import { hasToken } from '../../core/stores/session.ts';
import { isAppWebView } from '../../bridge/app-env.ts';
import { onAppMessage } from '../../bridge/app-inbox.ts';
import { claimCouponOnPage } from '../../bridge/coupon.ts';
import type { WidgetProps } from '../ui/define-element.tsx';
import { useFeedback } from '../ui/feedback.tsx';
import { useHost } from '../ui/host-context.ts';
import { useQuery } from '../ui/use-query.ts';

export interface SelectionCouponProps extends WidgetProps {
  couponCode?: string;
}

type ClaimState = 'idle' | 'claiming' | 'claimed';


export function SelectionCoupon({ couponCode }: SelectionCouponProps) {
  if (!couponCode) return null;
  return <Coupon key={couponCode} couponCode={couponCode} />;
}

function Coupon({ couponCode }: { couponCode: string }) {
  const host = useHost();
  const feedback = useFeedback();
  const [state, setState] = useState<ClaimState>('idle');
  const [signedIn, setSignedIn] = useState(hasToken);
  const awaitingAppLogin = useRef(false);

  const claim = useCallback(async () => {
    // The button stays enabled while a claim is on its way: a second click meets the pending guard.
    setState((current) => (current === 'idle' ? 'claiming' : current));
    const outcome = await claimCouponOnPage(host, couponCode);
    switch (outcome.kind) {
      case 'issued':
      case 'already-issued':
        setState('claimed');
        feedback.toast(outcome.message);
        return;
      case 'pending':
        feedback.toast(outcome.message);
        return;
      case 'login-required':
        setState('idle');
        if (isAppWebView()) awaitingAppLogin.current = true;
        else feedback.toast(outcome.message);
        return;
      case 'failed':
        setState('idle');
        feedback.toast(outcome.message);
        return;
    }
  }, [couponCode, feedback, host]);

  useEffect(
    () =>
      onAppMessage((message) => {
        if (message.type !== 'login') return;
        if (message.status === 'success') setSignedIn(hasToken());
        if (!awaitingAppLogin.current) return;
        awaitingAppLogin.current = false;
        if (message.status === 'success') void claim();
      }),
    [claim],
  );

  return (
    <div className="coupon" part="coupon" data-state={state}>
      <button
        type="button"
        className="button button--primary coupon__button"
        part="button"
        aria-busy={state === 'claiming'}
        disabled={state === 'claimed'}
        onClick={() => void claim()}
      >
        {state === 'claimed' ? text.claimed : state === 'claiming' ? text.claiming : text.claim}
      </button>
      {signedIn ? <HeldCount /> : null}
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
