/** Tracking is off in the login-as mode, recognised by the secondary token cookie (SPEC §6). */
import { getConfig } from '../core/config.ts';
import { readCookie } from '../core/storage/storage.ts';

export function trackingEnabled(): boolean {
  const secondary = readCookie(getConfig().secondaryTokenCookie);
  return secondary === undefined || secondary === '';
}
