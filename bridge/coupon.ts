/**
 * The page side of a coupon claim (SPEC §6, §8), shared by `<selection-coupon>` and the outlet
 * guide: the core claim, then the app and host hand-offs — `coupon-issued` to the app, the app's
 * login at once in the web view (its answer claims again) or the web login after 1 s (the claim
 * remembered, to go on when the person is back signed in), and a `selection-coupon-claim` event.
 */
import { claimCoupon, type CouponClaimOutcome } from '../core/actions/claim-coupon.ts';
import { forgetClaimAfterLogin, rememberClaimAfterLogin } from '../core/domain/claim-after-login.ts';
import { hasAppChannel, postToApp, track } from './app-channel.ts';
import { onAppMessage, readingAskedLogin } from './app-inbox.ts';
import { emit, type SelectionEventMap } from './events.ts';
import { currentUrl, requireLogin } from './navigation.ts';
import { closedSince, leavingForLogin } from './web-login-wait.ts';

export type { CouponClaimOutcome } from '../core/actions/claim-coupon.ts';

/**
 * Opens the app's login and resolves with its answer: `signed-in`, or `cancelled` (also when the
 * page could not read the new token, which the inbox says as `cancel`); `host` at once when the host
 * took the hand-off: it signs the person in its own way, and the app sends no answer.
 */
function appLogin(host: EventTarget): Promise<'signed-in' | 'cancelled' | 'host'> {
  return new Promise((resolve) => {
    const stop = onAppMessage((message) => {
      if (message.type !== 'login') return;
      stop();
      resolve(message.status === 'success' ? 'signed-in' : 'cancelled');
    });
    // The app's login answered a moment ago and its token is being read (a claim of another coupon
    // tapped then): that answer, delivered to every listener, is this one's too.
    if (readingAskedLogin()) return;
    if (requireLogin(host) === 'host') {
      stop();
      resolve('host');
    }
  });
}

/**
 * `resumed`: the claim is one taken up after the web login. Refused for want of a login again (a
 * token the server no longer takes, or no user id), it is not sent back to the login: the person
 * is told, and taps again if they will.
 */
export async function claimCouponOnPage(host: EventTarget, couponCode: string, resumed = false): Promise<CouponClaimOutcome> {
  // A tap in the moment before the web login the last claim of this coupon goes to: the same answer,
  // with no second request and no second hand-off.
  const leaving = leavingForLogin().get(couponCode);
  if (leaving) return leaving.outcome;
  // The app's login where its channel is there to ask it (as `requireLogin` hands off); else the web's.
  const inApp = hasAppChannel();
  // Closed while the claim is on its way (the guide's ×): the person stays, and no login opens.
  const closed = closedSince(host);
  let hostSignsIn = false;
  const loginThenRetry = async () => {
    if (closed()) return false;
    const answer = await appLogin(host);
    hostSignsIn = answer === 'host';
    return answer === 'signed-in';
  };
  // A tap while the page reads the app's success (its login closed, signed in) asks for no login
  // again: that claim is pending, the first one's answer to come.
  const askLoginAgain = (): boolean => {
    if (readingAskedLogin()) return false;
    requireLogin(host);
    return true;
  };
  const outcome = await claimCoupon(couponCode, inApp ? { loginThenRetry, askLoginAgain } : {});
  const detail: SelectionEventMap['selection-coupon-claim'] = { couponCode, outcome: outcome.kind };
  if (outcome.kind === 'failed') detail.code = outcome.code;
  emit(host, 'selection-coupon-claim', detail);
  if (outcome.kind === 'issued') {
    postToApp({ type: 'coupon-issued', couponCode });
    track('coupon_issue', { couponCode });
  }
  if (outcome.kind === 'login-required') {
    if ((!inApp || hostSignsIn) && !resumed && !closed()) {
      // The web login leaves the page, or the host signs the person in its own way: the claim goes on
      // when the person is back on it signed in, or signs in where they are.
      // Remembered for the page the login returns to, the same address whatever the page does meanwhile.
      const from = currentUrl();
      rememberClaimAfterLogin(couponCode, from);
      if (!inApp) {
        const timer = setTimeout(() => {
          leavingForLogin().delete(couponCode);
          // Taken off the page meanwhile (the person went on elsewhere in a single-page host): no login.
          if (!(host instanceof Node) || host.isConnected) requireLogin(host, from);
        }, outcome.redirectAfterMs);
        const stay = () => {
          clearTimeout(timer);
          leavingForLogin().delete(couponCode);
          forgetClaimAfterLogin(couponCode);
        };
        leavingForLogin().set(couponCode, { outcome, host, stay });
      }
    }
  } else if (outcome.kind !== 'pending') {
    // Answered: a claim that waited for a login is done with.
    forgetClaimAfterLogin(couponCode);
  }
  return outcome;
}

/**
 * What the person is told after a claim, or nothing: in the app a login-required answer means
 * its login was cancelled, and the app has already shown it, unless the claim was refused again
 * after a login the app said succeeded.
 */
export const couponNotice = (outcome: CouponClaimOutcome): string | undefined =>
  outcome.kind === 'login-required' && hasAppChannel() && !outcome.afterLogin ? undefined : outcome.message;
