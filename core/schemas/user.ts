import * as v from 'valibot';
import { loginMessages } from '../messages/login.ts';

export const LOGIN_TYPES = ['EMAIL', 'KAKAO', 'NAVER', 'APPLE'] as const;
export const USER_ROLES = ['BUYER', 'SELLER'] as const;

export const UserSchema = v.object({
  email: v.string(),
  userId: v.string(),
  username: v.string(),
  phone: v.optional(v.string(), ''),
  loginType: v.picklist(LOGIN_TYPES),
  role: v.picklist(USER_ROLES),
  auth: v.object({
    access_token: v.string(),
    /**
     * The secondary token (SPEC §3, §6): present only in the login-as mode, in which an operator
     * acts as this user; tracking is off while it is set.
     */
    secondary_token: v.optional(v.string()),
  }),
});

/** Body of `POST /api_base/auth/app/login`, with SPEC §5's messages. */
export const LoginInputSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(loginMessages.emailRequired)),
  password: v.pipe(v.string(), v.nonEmpty(loginMessages.passwordRequired)),
});

export const LoginResponseSchema = v.object({ user: UserSchema });

export type User = v.InferOutput<typeof UserSchema>;
export type LoginInput = v.InferOutput<typeof LoginInputSchema>;
