/**
 * `selection-widgets/api`: the calls a host page may make itself, typed, beside the elements.
 * The demo host's own pages use this entry and nothing else of core's calls.
 */
import { fetchDef } from '../cache/query-def.ts';
import { authToken } from '../http/auth-token.ts';
import type { UserInfo } from '../schemas/user-info.ts';
import { userInfoQuery } from './auth.ts';

export { login, logout } from './auth.ts';
export { ApiError, toApiError, type ApiErrorKind } from '../http/api-error.ts';

/** The signed-in person (`GET /api_base/user/info`), or `undefined` without a token. */
export async function signedInUser(): Promise<UserInfo | undefined> {
  return authToken() ? fetchDef(userInfoQuery()) : undefined;
}
