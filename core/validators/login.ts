/** SPEC §5 login form rules, from the login call's own input schema. */
import { LoginInputSchema, type LoginInput } from '../schemas/user.ts';
import { fromSchema, type Validation } from './validation.ts';

/** Email and password must not be empty ("이메일을 입력해주세요.", "비밀번호를 입력해주세요."). */
export function validateLogin(input: { email: string; password: string }): Validation<LoginInput> {
  return fromSchema(LoginInputSchema, input);
}
