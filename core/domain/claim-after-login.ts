/**
 * SPEC §8: on the web, a coupon claim refused for want of a login "sets a state" before the login
 * page. The claim is remembered in this tab's session storage, and the same coupon's button takes it
 * up once the person is back and signed in, as the app's login resumes its claim in place.
 */
import { readStorage, removeStorage, writeStorage } from '../storage/storage.ts';

const KEY = 'selection-widgets:coupon-after-login';

/** Longer than a login takes: a claim left longer is no longer what the person is doing. */
export const CLAIM_AFTER_LOGIN_MS = 10 * 60 * 1000;

/** Kept as `<time> <coupon code>`. */
export function rememberClaimAfterLogin(couponCode: string, now = Date.now()): void {
  writeStorage('sessionStorage', KEY, `${now} ${couponCode}`);
}

/** Whether a claim of `couponCode`, refused for want of a login less than 10 minutes ago, waits. */
export function claimWaitsForLogin(couponCode: string, now = Date.now()): boolean {
  const kept = readStorage('sessionStorage', KEY) ?? '';
  const space = kept.indexOf(' ');
  // Anything else kept there (another format, tampered with) is no time: NaN compares false.
  const age = now - Number(kept.slice(0, space));
  return space > 0 && kept.slice(space + 1) === couponCode && age >= 0 && age < CLAIM_AFTER_LOGIN_MS;
}

/** The waiting claim, once: true when it was `couponCode`'s and is now taken up. */
export function takeClaimAfterLogin(couponCode: string, now = Date.now()): boolean {
  if (!claimWaitsForLogin(couponCode, now)) return false;
  removeStorage('sessionStorage', KEY);
  return true;
}
