/** Texts of the selection home (templates A, B and C). */
export const homeMessages = {
  tabDiscovery: '새로운 발견',
  tabReview: '새로운 리뷰',
  tabsLabel: '스니커즈 탭',
  tooltipDiscovery: '새로 들어온 스니커즈를 가장 먼저 만나보세요!',
  tooltipClose: '안내 닫기',
} as const;
