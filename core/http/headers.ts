import { getConfig } from '../config.ts';
import { authToken } from './auth-token.ts';
import { webDeviceId } from './device-id.ts';

/** Headers every call carries (SPEC §7). The token goes only here, never in a URL. */
export function commonHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    device_time: new Date().toISOString(),
    locale: getConfig().locale,
    web_device_id: webDeviceId(),
  };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
