import * as v from 'valibot';
import { UserSchema } from './user.ts';

/** The signed-in user without tokens: the client never needs them back from the server. */
export const PublicUserSchema = v.omit(UserSchema, ['auth']);

/** `GET /api_base/user/info` */
export const UserInfoSchema = v.object({ user: PublicUserSchema });

export type PublicUser = v.InferOutput<typeof PublicUserSchema>;
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;
