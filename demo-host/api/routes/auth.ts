// Legacy auth calls: login (token in a readable cookie), logout and the signed-in user's info.
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { messages } from '../../../core/messages/index.ts';
import { loginAsMessages } from '../../../core/messages/login.ts';
import { LoginAsInputSchema, LoginAsResponseSchema } from '../../../core/schemas/login-as.ts';
import { LoginInputSchema, LoginResponseSchema } from '../../../core/schemas/user.ts';
import { UserInfoSchema } from '../../../core/schemas/user-info.ts';
import type { ApiContext } from '../context.ts';
import { LEGACY_API_BASE } from '../context.ts';
import { DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, findDemoUserByEmail } from '../demo-users.ts';
import { ApiError, parseInput, readJson, respond } from '../errors.ts';
import { bearerToken, requireUser } from '../sessions.ts';
import { OkSchema } from '../mock-schemas.ts';

export const AUTH_COOKIE_NAME = 'access_token';
/** The secondary (login-as) token's cookie; while it is set the widgets track nothing (SPEC §6). */
export const SECONDARY_COOKIE_NAME = 'secondary_token';
/** SPEC §9: cookie lifetime one year. */
export const AUTH_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
// Not HttpOnly: the client reads the cookies (the token goes out as a bearer header).
const COOKIE = { path: '/', maxAge: AUTH_COOKIE_MAX_AGE, sameSite: 'Lax' } as const;

/** Clears the secondary (login-as) cookie when the browser has one. */
function endLoginAs(c: Context): void {
  if (getCookie(c, SECONDARY_COOKIE_NAME) !== undefined) deleteCookie(c, SECONDARY_COOKIE_NAME, { path: '/' });
}

export function registerAuthRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${LEGACY_API_BASE}/auth/app/login`, async (c) => {
    const input = parseInput(LoginInputSchema, await readJson(c));
    const account = findDemoUserByEmail(input.email);
    if (!account || input.password !== DEMO_PASSWORD) {
      throw new ApiError(401, 'LOGIN_FAILED', messages.login.invalidCredentials);
    }
    const token = ctx.sessions.create(account.userId);
    setCookie(c, AUTH_COOKIE_NAME, token, COOKIE);
    // A person signing in as themselves ends any login-as mode left in this browser.
    endLoginAs(c);
    return respond(c, LoginResponseSchema, { user: { ...account, auth: { access_token: token } } });
  });

  // Login-as (SPEC §3, §6): the operator acts as a user. Both tokens come back in `auth` and as
  // cookies; the secondary one turns tracking off in the widgets.
  app.post(`${LEGACY_API_BASE}/auth/app/login-as`, async (c) => {
    const input = parseInput(LoginAsInputSchema, await readJson(c));
    if (input.email.toLowerCase() !== DEMO_OPERATOR_EMAIL || input.password !== DEMO_PASSWORD) {
      throw new ApiError(401, 'LOGIN_FAILED', messages.login.invalidCredentials);
    }
    const account = findDemoUserByEmail(input.targetEmail);
    if (!account) throw new ApiError(404, 'USER_NOT_FOUND', loginAsMessages.targetNotFound);
    const { access, secondary } = ctx.sessions.createLoginAs(account.userId);
    setCookie(c, AUTH_COOKIE_NAME, access, COOKIE);
    setCookie(c, SECONDARY_COOKIE_NAME, secondary, COOKIE);
    return respond(c, LoginAsResponseSchema, { user: { ...account, auth: { access_token: access, secondary_token: secondary } } });
  });

  app.post(`${LEGACY_API_BASE}/auth/logout`, (c) => {
    const token = bearerToken(c.req.header('Authorization'));
    if (token !== null) ctx.sessions.revoke(token);
    deleteCookie(c, AUTH_COOKIE_NAME, { path: '/' });
    endLoginAs(c);
    return respond(c, OkSchema, { ok: true });
  });

  app.get(`${LEGACY_API_BASE}/user/info`, (c) => {
    const user = requireUser(c, ctx.sessions);
    return respond(c, UserInfoSchema, { user });
  });
}
