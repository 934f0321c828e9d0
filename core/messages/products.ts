/** Keyed by the sorts of core/schemas/sort-types.ts, which checks that none is missing. */
export const sortLabels = {
  LOW_PRICE: '가격낮은순',
  RECENT: '최신순',
  POPULAR: '인기순',
  REVIEW: '리뷰많은순',
  LIKE: '찜많은순',
  PURCHASE: '구매많은순',
} as const;

export const productMessages = {
  empty: '상품 준비중입니다.',
  listLabel: '상품 목록',
  total: (count: string) => `총 ${count}개`,
  soldOut: '품절',
  freeShipping: '무료배송',
  crossBorder: '해외배송',
  won: (amount: string) => `${amount}원`,
  discount: (rate: number) => `${rate}%`,
  reviewCount: (count: string) => `리뷰 ${count}`,
  likeCount: (count: string) => `찜 ${count}`,
} as const;
