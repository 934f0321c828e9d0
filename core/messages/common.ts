/** Words every widget uses. */
export const commonMessages = {
  ok: '확인',
  cancel: '취소',
  close: '닫기',
  more: '더 보기',
  viewAll: '전체보기',
  all: 'ALL',
  pick: 'PICK',
  /** Role descriptions, read by screen readers in the element's language (Korean). */
  carousel: '캐러셀',
  slide: '슬라이드',
} as const;
