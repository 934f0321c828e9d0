/** Texts of the first-visit selection guide (SPEC §2 screen 1). */
const slideCounter = (current: number, total: number): string => `${total}개 중 ${current}번째 안내`;

export const guideMessages = {
  label: '셀렉션 이용 안내',
  close: '안내 닫기',
  next: '다음',
  complete: '완료',
  enterWithCoupon: '입장하고 쿠폰 받기',
  previous: '이전',
  openBanner: '자세히 보기',
  /** Hides the guide until the local date changes. */
  snoozeToday: '오늘 하루 보지 않기',
  slideCounter,
  /** The outlet's sliding code did not arrive: the first slide stays, 다음 cannot move on. */
  nextSlideFailed: '다음 안내를 불러오지 못했어요',
  /** The coupon button's code did not arrive. */
  couponButtonFailed: '쿠폰 받기 버튼을 불러오지 못했어요',
  /** Said as the slides move: the counter, and the new slide's title when it has one. */
  slideMoved: (current: number, total: number, title: string | undefined): string =>
    title ? `${slideCounter(current, total)}, ${title}` : slideCounter(current, total),
} as const;
