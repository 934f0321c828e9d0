/** Texts of `<selection-children>`, the full list of a selection's categories. */
export const childrenMessages = {
  heading: (title: string) => `${title} 전체 카테고리`,
  fallbackHeading: '전체 카테고리',
  navLabel: '전체 카테고리',
  empty: '등록된 카테고리가 없어요.',
  subcategories: (title: string) => `${title} 하위 카테고리`,
} as const;
