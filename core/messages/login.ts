/** SPEC §5 login rules and the demo host's login page. */
export const loginMessages = {
  emailRequired: '이메일을 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 일치하지 않아요.',
} as const;

/** Login-as (an operator acting as a user, SPEC §6): used by the login calls, not by the widgets. */
export const loginAsMessages = {
  targetRequired: '대신 로그인할 사용자의 이메일을 입력해주세요.',
  targetNotFound: '대신 로그인할 사용자를 찾을 수 없어요.',
} as const;
