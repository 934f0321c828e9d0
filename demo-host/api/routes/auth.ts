// Legacy auth calls: login (token in a readable cookie), logout and the signed-in user's info.
import type { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { messages } from '../../../core/messages/index.ts';
import { LoginInputSchema, LoginResponseSchema } from '../../../core/schemas/user.ts';
import { UserInfoSchema } from '../../../core/schemas/user-info.ts';
import type { ApiContext } from '../context.ts';
import { LEGACY_API_BASE } from '../context.ts';
import { DEMO_PASSWORD, findDemoUserByEmail } from '../demo-users.ts';
import { ApiError, parseInput, readJson, respond } from '../errors.ts';
import { bearerToken, requireUser } from '../sessions.ts';
import { OkSchema } from '../mock-schemas.ts';

export const AUTH_COOKIE_NAME = 'access_token';
/** SPEC §9: cookie lifetime one year. */
export const AUTH_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function registerAuthRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${LEGACY_API_BASE}/auth/app/login`, async (c) => {
    const input = parseInput(LoginInputSchema, await readJson(c));
    const account = findDemoUserByEmail(input.email);
    if (!account || input.password !== DEMO_PASSWORD) {
      throw new ApiError(401, 'LOGIN_FAILED', messages.login.invalidCredentials);
    }
    const token = ctx.sessions.create(account.userId);
    // Not HttpOnly: the client reads the cookie and sends the token as a bearer header.
    setCookie(c, AUTH_COOKIE_NAME, token, { path: '/', maxAge: AUTH_COOKIE_MAX_AGE, sameSite: 'Lax' });
    return respond(c, LoginResponseSchema, { user: { ...account, auth: { access_token: token } } });
  });

  app.post(`${LEGACY_API_BASE}/auth/logout`, (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token !== null) ctx.sessions.revoke(token);
    deleteCookie(c, AUTH_COOKIE_NAME, { path: '/' });
    return respond(c, OkSchema, { ok: true });
  });

  app.get(`${LEGACY_API_BASE}/user/info`, (c) => {
    const user = requireUser(c, ctx.sessions);
    return respond(c, UserInfoSchema, { user });
  });
}
