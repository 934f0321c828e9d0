/**
 * SPEC §8: on the web, a coupon claim refused for want of a login "sets a state" before the login
 * page. The claim is remembered in this tab's session storage with the page it was made on, and the
 * same coupon's button on that page takes it up once the person is back and signed in, as the app's
 * login resumes its claim in place.
 */
import { readStorage, removeStorage, writeStorage } from '../storage/storage.ts';

const KEY = 'selection-widgets:coupon-after-login';

/** Longer than a login takes: a claim left longer is no longer what the person is doing. */
export const CLAIM_AFTER_LOGIN_MS = 10 * 60 * 1000;

interface WaitingClaim {
  couponCode: string;
  /** The page the claim was made on (path and query), where the login brings the person back. */
  from: string;
  at: number;
}

export function rememberClaimAfterLogin(couponCode: string, from: string, now = Date.now()): void {
  writeStorage('sessionStorage', KEY, JSON.stringify({ couponCode, from, at: now } satisfies WaitingClaim));
}

/** Whether a claim of `couponCode` made on `from` less than 10 minutes ago waits for the login. */
export function claimWaitsForLogin(couponCode: string, from: string, now = Date.now()): boolean {
  try {
    // Anything else kept there (another format, tampered with) fails a comparison: nothing waits.
    const kept = JSON.parse(readStorage('sessionStorage', KEY) ?? '{}') as Partial<WaitingClaim>;
    const age = typeof kept.at === 'number' ? now - kept.at : NaN;
    return kept.couponCode === couponCode && kept.from === from && age >= 0 && age < CLAIM_AFTER_LOGIN_MS;
  } catch {
    return false;
  }
}

/** Forgets a waiting claim of `couponCode` (taken up, or made again and answered). */
export function forgetClaimAfterLogin(couponCode: string): void {
  try {
    if ((JSON.parse(readStorage('sessionStorage', KEY) ?? '{}') as Partial<WaitingClaim>).couponCode === couponCode) {
      removeStorage('sessionStorage', KEY);
    }
  } catch {
    removeStorage('sessionStorage', KEY);
  }
}
