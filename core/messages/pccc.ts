/** SPEC §5 and §8: the personal customs clearance code (개인통관고유부호) check. */
export const pcccMessages = {
  errors: {
    PCCC_NAME_MISMATCH: '개인통관고유부호의 명의와 받는 분 이름이 일치하지 않아요.',
    PCCC_PHONE_MISMATCH: '개인통관고유부호에 등록된 휴대폰 번호와 받는 분 연락처가 일치하지 않아요.',
    PCCC_INVALID_PHONE_FORMAT: '받는 분 휴대폰 번호 형식이 올바르지 않아요.',
    PCCC_NOT_EXIST: '존재하지 않는 개인통관고유부호예요.',
    PCCC_SUSPENDED: '정지된 개인통관고유부호예요. 관세청에서 재발급 받은 뒤 입력해주세요.',
    PCCC_UNKNOWN: '개인통관고유부호를 확인할 수 없어요. 잠시 후 다시 시도해주세요.',
  },
  default: '개인통관고유부호를 확인하지 못했어요.',
  formatInvalid: '개인통관고유부호는 P로 시작하는 13자리예요.',
  nameRequired: '받는 분 이름을 입력해주세요.',
  phoneRequired: '받는 분 휴대폰 번호를 입력해주세요.',
} as const;
