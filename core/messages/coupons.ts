/** SPEC §8: what a person is told when claiming a coupon, by outcome and server error code. */
export const couponMessages = {
  claim: '쿠폰 받기',
  claiming: '쿠폰 받는 중',
  claimed: '발급 완료',
  issued: '쿠폰이 발급되었어요.',
  issuedCount: (count: number): string => `보유 쿠폰 ${count}장`,
  /** The pending guard's waiting message (a second click while the first claim is on its way). */
  waiting: '쿠폰을 발급하고 있어요. 잠시만 기다려주세요.',
  alreadyIssued: '이미 발급받은 쿠폰이에요.',
  notFound: '존재하지 않는 쿠폰이에요.',
  selfIssue: '내가 등록한 쿠폰은 발급받을 수 없어요.',
  expired: '발급 기간이 지난 쿠폰이에요.',
  notStarted: '아직 발급 기간이 아니에요.',
  conditionChanged: '쿠폰 발급 조건이 변경되었어요. 다시 확인해주세요.',
  firstComeNotSupported: '선착순 쿠폰은 더 이상 지원하지 않아요.',
  notUsable: '사용할 수 없는 쿠폰이에요.',
  default: '쿠폰을 발급받지 못했어요. 잠시 후 다시 시도해주세요.',
} as const;
