import { getConfig } from '../config.ts';
import { authToken } from './auth-token.ts';
import { webDeviceId } from './device-id.ts';

let timeZone: string | undefined;

/** Headers every call carries (SPEC §7). The token goes only here, never in a URL. */
export function commonHeaders(): Record<string, string> {
  // The first Intl call of a fresh tab is slow on phones; the zone does not change while a page lives.
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  const headers: Record<string, string> = {
    timezone: timeZone,
    device_time: new Date().toISOString(),
    locale: getConfig().locale,
    web_device_id: webDeviceId(),
  };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
