import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { authToken } from './auth-token.ts';
import { webDeviceId } from './device-id.ts';

/** What `Temporal.Now` offers here (Chromium 144+, Firefox 139+; not yet Safari). */
type TemporalNow = { timeZoneId?: () => string } | undefined;

/**
 * The zone the person's device is set to (an IANA name), read once per page (by the loader or by
 * the first chunk): it does not change while a page lives. `Temporal.Now.timeZoneId()` answers at
 * once; reading it from an Intl formatter builds a tab's first formatter, tens of milliseconds on a
 * phone, on the way of the first request. Both give the same name. A server render says the
 * reader's zone where its host gives it (`setReaderTimeZone`), else its own.
 */
const timeZone = (): string =>
  pageSlot('time-zone', () => {
    const now = (globalThis as { Temporal?: { Now?: TemporalNow } }).Temporal?.Now;
    return now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  });

/** A server render's reader's zone, before its first call (`renderElement`'s `timeZone`). */
export const setReaderTimeZone = (zone: string): void => void pageSlot('time-zone', () => zone);

/** Headers every call carries (SPEC §7). The token goes only here, never in a URL. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    timezone: timeZone(),
    device_time: new Date().toISOString(),
    locale: getConfig().locale,
    web_device_id: webDeviceId(),
  };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
