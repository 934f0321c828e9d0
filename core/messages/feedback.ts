/** Feedback of SPEC §8 shared by every widget: sharing and copying a link (vote feedback is in review.ts). */
export const feedbackMessages = {
  share: '공유하기',
  shareLabel: (title: string) => `${title} 공유하기`,
  shareSuccess: '공유했어요.',
  shareFailure: '공유하지 못했어요. 잠시 후 다시 시도해주세요.',
  copySuccess: '링크를 복사했어요.',
  copyFailure: '링크를 복사하지 못했어요. 주소창의 링크를 직접 복사해주세요.',
} as const;
