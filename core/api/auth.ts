import { resetQueries } from '../cache/query-cache.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import { signedInWith } from '../http/auth-token.ts';
import { request, validateInput } from '../http/client.ts';
import { writeCookie } from '../storage/storage.ts';
import { getConfig } from '../config.ts';
import { OkResultSchema } from '../schemas/ok.ts';
import { defineQuery } from './define-query.ts';
import { UserInfoSchema, type UserInfo } from '../schemas/user-info.ts';
import { LoginInputSchema, LoginResponseSchema, type User } from '../schemas/user.ts';

/**
 * `POST /api_base/auth/app/login`. Empty fields are refused before any request with SPEC §5's
 * messages; the server sets the token cookie.
 */
export async function login(input: { email: string; password: string }): Promise<User> {
  const body = validateInput(LoginInputSchema, input);
  const { user } = await request(LoginResponseSchema, '/auth/app/login', { base: 'legacy', method: 'POST', body });
  signedInWith(user.auth.access_token);
  // Cached lists carry per-user flags (likes, votes): what is shown loads again as the new person.
  resetQueries();
  return user;
}

/** Ends the session on the server and forgets the tokens here (login-as ends with it). */
export async function logout(): Promise<void> {
  try {
    await request(OkResultSchema, '/auth/logout', { base: 'legacy', method: 'POST' });
  } finally {
    const config = getConfig();
    signedInWith(undefined);
    writeCookie(config.tokenCookie, '', 0);
    writeCookie(config.secondaryTokenCookie, '', 0);
    resetQueries();
  }
}

/** `GET /api_base/user/info`: the signed-in person (401 when signed out). */
export const userInfoQuery = (): QueryDef<UserInfo> =>
  defineQuery(UserInfoSchema, { path: '/user/info', base: 'legacy' }, STALE_TIME.short);
