/** Texts of the first-visit selection guide (SPEC §2 screen 1). */
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
  slideCounter: (current: number, total: number): string => `${total}개 중 ${current}번째 안내`,
} as const;
