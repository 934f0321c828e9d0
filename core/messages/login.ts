/** SPEC §5 login rules and the demo host's login page. */
export const loginMessages = {
  emailRequired: '이메일을 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  invalidCredentials: '이메일 또는 비밀번호가 일치하지 않아요.',
} as const;
