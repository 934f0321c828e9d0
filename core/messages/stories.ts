/** Texts of the story list and of the review tab's list of review content (SPEC §2). */
export const storyMessages = {
  contentListLabel: '리뷰 콘텐츠 목록',
  storyListTitle: '리뷰 콘텐츠',
  storyListEmpty: '아직 등록된 리뷰 콘텐츠가 없어요.',
} as const;
