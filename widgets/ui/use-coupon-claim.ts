/**
 * A coupon claim button's state, shared by `<selection-coupon>` and the outlet guide's last slide:
 * the claim (with the app's login and its retry, see `bridge/coupon.ts`), the toast after it,
 * whether the coupon is now held, and the claim taken up again once back from the web login.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { claimWaitsForLogin, forgetClaimAfterLogin } from '../../core/domain/claim-after-login.ts';
import { onQueriesReset } from '../../core/cache/query-cache.ts';
import { pageSession, loadSession } from '../../core/stores/session.ts';
import { currentUrl } from '../../bridge/navigation.ts';
import { claimCouponOnPage, couponNotice } from '../../bridge/coupon.ts';
import { useFeedback } from './feedback.tsx';
import { useHost } from './host-context.ts';

export type CouponClaimState = 'idle' | 'claiming' | 'claimed';

/** `onHeld`: the coupon is issued or was already held; the guide completes after `completeAfterMs`. */
export function useCouponClaim(
  couponCode: string,
  onHeld?: (completeAfterMs: number) => void,
): { state: CouponClaimState; claim: (resumed?: boolean) => Promise<void> } {
  const host = useHost();
  const feedback = useFeedback();
  const [state, setState] = useState<CouponClaimState>('idle');
  // Once held, a click asks nothing more (the guide's button stays focusable while it completes).
  const held = useRef(false);

  // This button's own claims on their way (a second tap meets the first's pending guard).
  const inFlight = useRef(0);

  const claim = useCallback(
    async (resumed = false) => {
      if (held.current) return;
      // The button stays enabled while a claim is on its way: a second click meets the pending guard.
      setState((current) => (current === 'idle' ? 'claiming' : current));
      inFlight.current += 1;
      const outcome = await claimCouponOnPage(host, couponCode, resumed);
      inFlight.current -= 1;
      const notice = couponNotice(outcome);
      if (notice) feedback.toast(notice);
      if (outcome.kind === 'issued' || outcome.kind === 'already-issued') {
        held.current = true;
        setState('claimed');
        onHeld?.(outcome.completeAfterMs);
      } else if (inFlight.current === 0 || (outcome.kind !== 'pending' && outcome.kind !== 'login-required')) {
        // Pending with none of its own on the way: the claim waited on is another button's (this
        // element drawn again while it was on its way), whose answer this one never hears. A tap
        // that opened the app's login again (login-required) while this button's first claim waits
        // for that login leaves the button busy: the first claim's answer is still to come.
        setState('idle');
      }
    },
    [couponCode, feedback, host, onHeld],
  );

  // Back from the web login that a claim of this coupon on this page sent the person to, once they
  // are known to be signed in (a token the server took): the claim goes on, once.
  const session = useStore(pageSession());
  useEffect(() => void loadSession(), []);
  const checked = useRef(false);
  // Another person on the page (a sign-out, a sign-in, a host's setAuthToken): what the last one
  // held is not theirs, and a claim left for their login is looked for again once they are in.
  useEffect(
    () =>
      onQueriesReset(() => {
        held.current = false;
        checked.current = false;
        setState((current) => (current === 'claimed' ? 'idle' : current));
      }),
    [],
  );
  useEffect(() => {
    if (session.status !== 'signed-in' || checked.current) return;
    checked.current = true;
    if (!claimWaitsForLogin(couponCode, currentUrl())) return;
    forgetClaimAfterLogin(couponCode);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the claim is a request to the server, begun once; its busy state follows
    void claim(true);
  }, [session.status, claim, couponCode]);

  return { state, claim };
}
