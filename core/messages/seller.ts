/** Seller-only functions: auto-reply, sold-out log, ban words, API keys (SPEC §5, §6, §8). */
export const sellerMessages = {
  errors: {
    AUTO_REPLY_SELLER_NOT_FOUND: '판매자 정보를 찾을 수 없어요.',
    AUTO_REPLY_TOO_LONG: '환영인사말은 500자 이상 작성할 수 없습니다.',
    AUTO_REPLY_WARNING_PHRASE: '환영인사말에 사용할 수 없는 문구가 포함되어 있어요.',
    API_SECRET_ALREADY_ISSUED: '이미 발급된 키가 있어요. 재발급을 이용해주세요.',
    API_SECRET_NOT_ISSUED: '발급된 키가 없어요. 먼저 발급해주세요.',
  },
  default: '요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  welcomeMessageTooLong: '환영인사말은 500자 이상 작성할 수 없습니다.',
  /** The server names the phrase it refused. */
  warningPhrase: (phrase: string) => `환영인사말에 사용할 수 없는 문구가 포함되어 있어요: ${phrase}`,
  banWordTextRequired: '검사할 내용을 입력해주세요.',
  banWordTextTooLong: '검사할 내용은 5,000자까지 입력할 수 있어요.',
} as const;
