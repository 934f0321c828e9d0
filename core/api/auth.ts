import * as v from 'valibot';
import { clearQueryCache } from '../cache/query-cache.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import { request, validateInput } from '../http/client.ts';
import { writeCookie } from '../http/storage.ts';
import { getConfig } from '../config.ts';
import { UserInfoSchema, type UserInfo } from '../schemas/user-info.ts';
import { LoginAsInputSchema, LoginAsResponseSchema, LoginInputSchema, LoginResponseSchema, type LoginAsInput, type User } from '../schemas/user.ts';

const OkSchema = v.object({ ok: v.boolean() });

/**
 * `POST /api_base/auth/app/login`. Empty fields are refused before any request with SPEC §5's
 * messages; the server sets the token cookie.
 */
export async function login(input: { email: string; password: string }): Promise<User> {
  const body = validateInput(LoginInputSchema, input);
  const { user } = await request(LoginResponseSchema, '/auth/app/login', { base: 'legacy', method: 'POST', body });
  // Cached lists carry per-user flags (likes, votes): start afresh as the new person.
  clearQueryCache();
  return user;
}

/**
 * `POST /api_base/auth/app/login-as`: an operator acts as the user of `targetEmail` (SPEC §6). The
 * answer's `auth` carries the access token and the secondary token; the server sets both cookies,
 * and while the secondary one is set nothing is tracked.
 */
export async function loginAs(input: LoginAsInput): Promise<User> {
  const body = validateInput(LoginAsInputSchema, input);
  const { user } = await request(LoginAsResponseSchema, '/auth/app/login-as', { base: 'legacy', method: 'POST', body });
  clearQueryCache();
  return user;
}

/** Ends the session on the server and forgets the tokens here (login-as ends with it). */
export async function logout(): Promise<void> {
  try {
    await request(OkSchema, '/auth/logout', { base: 'legacy', method: 'POST' });
  } finally {
    const config = getConfig();
    writeCookie(config.tokenCookie, '', 0);
    writeCookie(config.secondaryTokenCookie, '', 0);
    clearQueryCache();
  }
}

/** `GET /api_base/user/info`: the signed-in person (401 when signed out). */
export const userInfoQuery = (): QueryDef<UserInfo> => ({
  key: 'GET /user/info',
  staleTime: STALE_TIME.short,
  fetcher: () => request(UserInfoSchema, '/user/info', { base: 'legacy' }),
});
