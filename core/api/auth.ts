import { resetQueries } from '../cache/query-cache.ts';
import { LOGIN_FAILED } from '../http/api-error.ts';
import { errorMessages } from '../messages/errors.ts';
import { loginMessages } from '../messages/login.ts';
import { withCatalogue, type ErrorCatalogue } from './error-catalogue.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import { setAuthToken as handOverToken, setAuthTokenSource, signedInWith } from '../http/auth-token.ts';
import { pageHooks } from '../page-hooks.ts';
import { request, validateInput } from '../http/client.ts';
import { writeCookie } from '../storage/storage.ts';
import { getConfig } from '../config.ts';
import { OkResultSchema } from '../schemas/ok.ts';
import { defineQuery } from './define-query.ts';
import { UserInfoSchema, type UserInfo } from '../schemas/user-info.ts';
import { LoginInputSchema, LoginResponseSchema, type User } from '../schemas/user.ts';

/**
 * Who is signed in changed: what was loaded for the person (the signed-in person, lists with their
 * hearts and votes) loads again, in the page's elements too (their session, through the page's
 * refresh), or, with no element on the page, in the query cache alone.
 */
function personChanged(): void {
  const { refresh } = pageHooks();
  if (refresh) refresh();
  else resetQueries();
}

/** A wrong email or password is said as such (its 401 is no request to sign in). */
const SIGN_IN_CATALOGUE: ErrorCatalogue = {
  errors: { [LOGIN_FAILED]: loginMessages.invalidCredentials },
  default: errorMessages.temporary,
};

/**
 * `POST /api_base/auth/app/login`. Empty fields are refused before any request with SPEC §5's
 * messages; the server sets the token cookie.
 */
export async function login(input: { email: string; password: string }): Promise<User> {
  const body = validateInput(LoginInputSchema, input);
  const { user } = await withCatalogue(SIGN_IN_CATALOGUE, () =>
    request(LoginResponseSchema, '/auth/app/login', { base: 'legacy', method: 'POST', body }),
  );
  // This sign-in has the last word over a token a host handed over before it.
  setAuthTokenSource(undefined);
  signedInWith(user.auth.access_token);
  personChanged();
  return user;
}

/**
 * Ends the session on the server and forgets the tokens here, a host's handed-over one too (login-as
 * ends with it). A token cookie it cannot clear (another path's, a parent domain's) is not sent again
 * from this page until the cookie changes.
 */
export async function logout(): Promise<void> {
  try {
    await request(OkResultSchema, '/auth/logout', { base: 'legacy', method: 'POST' });
  } finally {
    const config = getConfig();
    setAuthTokenSource(undefined);
    writeCookie(config.tokenCookie, '', 0);
    writeCookie(config.secondaryTokenCookie, '', 0);
    // After the clearing: a token cookie still there (a parent domain's, another path's) is not sent.
    signedInWith(undefined);
    personChanged();
  }
}

/**
 * A host's own sign-in or sign-out: `token` is sent from now on (`null`: signed out, whatever the
 * cookie says; `undefined`: the auth cookie again), until the next call of this, `login()` or
 * `logout()`. Where that changes the token sent, what was loaded for the person before loads again.
 */
export function setAuthToken(token: string | null | undefined): void {
  // The same person again (a host hands its token over on each page load): nothing to load again,
  // and a server-rendered page's answers stay for its hydration.
  if (handOverToken(token)) personChanged();
}

/** `GET /api_base/user/info`: the signed-in person (401 when signed out). */
export const userInfoQuery = (): QueryDef<UserInfo> =>
  defineQuery(UserInfoSchema, { path: '/user/info', base: 'legacy' }, STALE_TIME.short);
