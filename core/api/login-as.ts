import { resetQueries } from '../cache/query-cache.ts';
import { signedInWith } from '../http/auth-token.ts';
import { request, validateInput } from '../http/client.ts';
import { LoginAsInputSchema, LoginAsResponseSchema, type LoginAsInput } from '../schemas/login-as.ts';
import type { User } from '../schemas/user.ts';

/**
 * `POST /api_base/auth/app/login-as`: an operator acts as the user of `targetEmail` (SPEC §6). The
 * answer's `auth` carries the access token and the secondary token; the server sets both cookies,
 * and while the secondary one is set nothing is tracked.
 */
export async function loginAs(input: LoginAsInput): Promise<User> {
  const body = validateInput(LoginAsInputSchema, input);
  const { user } = await request(LoginAsResponseSchema, '/auth/app/login-as', { base: 'legacy', method: 'POST', body });
  signedInWith(user.auth.access_token);
  resetQueries();
  return user;
}
