/** A call that got no answer; also the loader's, for an element whose code could not load. */
export const NETWORK_ERROR = '네트워크 연결 확인 후 다시 시도해주세요.';

/** SPEC §8: the error catalogue shown for failed calls. */
export const errorMessages = {
  forbidden: '이용 권한이 없어요.',
  notFound: '찾을 수 없어요.',
  network: NETWORK_ERROR,
  temporary: '일시적인 오류로 서비스 연결이 지연되고 있어요.',
  contactSupport: '문제가 계속되면 고객센터로 문의해주세요.',
  loginRequired: '로그인 후 다시 시도해주세요.',
  /** An input refused by a rule with no message of its own (a page number below 1, a search too long). */
  invalidInput: '입력한 내용을 다시 확인해주세요.',
} as const;
