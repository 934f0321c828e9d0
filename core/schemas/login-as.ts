/**
 * Login-as (SPEC §3, §6): an operator acts as a user; the answer's `auth` carries the secondary
 * token beside the access token. Its own file, so the widgets' bundles never carry it.
 */
import * as v from 'valibot';
import { loginAsMessages } from '../messages/login.ts';
import { LoginInputSchema, UserSchema } from './user.ts';

/** Body of `POST /api_base/auth/app/login-as`: the operator's own login and the user to act as. */
export const LoginAsInputSchema = v.object({
  ...LoginInputSchema.entries,
  targetEmail: v.pipe(v.string(), v.trim(), v.nonEmpty(loginAsMessages.targetRequired)),
});

/** The answer: the target user, whose `auth` carries both tokens. */
export const LoginAsResponseSchema = v.object({
  user: v.object({
    ...UserSchema.entries,
    auth: v.object({ access_token: v.string(), secondary_token: v.pipe(v.string(), v.nonEmpty()) }),
  }),
});

export type LoginAsInput = v.InferOutput<typeof LoginAsInputSchema>;
