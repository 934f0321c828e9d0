import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { authToken } from './auth-token.ts';
import { webDeviceId } from './device-id.ts';

// The first Intl call of a fresh tab is slow on phones, and the zone does not change while a page
// lives: it is read once per page, by the loader or by the first chunk.
const timeZone = (): string => pageSlot('time-zone', () => Intl.DateTimeFormat().resolvedOptions().timeZone);

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
