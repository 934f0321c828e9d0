/** Texts of `<selection-best>`, a selection's best products (most purchases first). */
export const bestMessages = {
  heading: (title: string) => `${title} 베스트`,
  fallbackHeading: '베스트',
  rank: (rank: number) => `${rank}위`,
} as const;
