/** Texts of the selection home (templates A, B and C). */
export const homeMessages = {
  tabDiscovery: '새로운 발견',
  tabReview: '새로운 리뷰',
  tabsLabel: '스니커즈 탭',
  tooltipDiscovery: '새로 들어온 스니커즈를 가장 먼저 만나보세요!',
  tooltipClose: '안내 닫기',

  bannerLabel: '배너',
  bannerPrev: '이전 배너',
  bannerNext: '다음 배너',
  bannerPause: '자동 넘김 멈추기',
  bannerPlay: '자동 넘김 시작',
  bannerCounter: (current: number, total: number) => `${current} / ${total}`,

  searchLabel: '셀렉션 안에서 검색',
  searchPlaceholder: (title: string) => `${title}에서 검색`,
  searchSubmit: '검색',
  searchClear: '검색어 지우기',
  searchResults: '검색 결과',
  searchKeyword: (keyword: string) => `‘${keyword}’`,
  searchCount: (count: string) => `${count}개`,
  searchEmpty: '찾으시는 검색 결과가 없어요.',
  searchEmptyDetail: (title: string) => `'${title}'에서 다른 검색어로 찾아보세요.`,

  navLabel: '카테고리',
  navLevelLabel: (level: number) => `${level}단계 카테고리`,
  all: 'ALL',
  pick: 'PICK',
  viewAll: '전체보기',
  /** The chooser lists the children of `title` (e.g. the brands of "브랜드"): it says so. */
  lineChooserTitle: (title: string) => `${title} 선택`,

  picksLabel: 'PICK 상품',
  picksPrev: '이전 PICK 상품',
  picksNext: '다음 PICK 상품',
  pickTabsLabel: 'PICK 카테고리',
  more: '더 보기',

  sortLabel: '정렬',
  freeShippingFilter: '무료배송',
  includeSoldOutFilter: '품절 포함',
  filtersLabel: '상품 필터',
  /** A list the shopper's filters left empty: not the selection's "상품 준비중입니다.". */
  filteredEmpty: '선택한 조건에 맞는 상품이 없어요.',
  clearFilters: '필터 해제',

  bundleTitle: '함께 담으면 묶음배송',
  bundleFree: '무료',
  bundlePrev: '이전 묶음배송 상품',
  bundleNext: '다음 묶음배송 상품',

  circlesLabel: '카테고리 바로가기',
  bestTitle: '베스트',
  bestMore: '베스트 더 보기',
  bestPrev: '이전 베스트 상품',
  bestNext: '다음 베스트 상품',
} as const;
