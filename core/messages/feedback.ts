/** Feedback of SPEC §8 on sharing and copying a link (vote feedback is in review.ts, cart in cart.ts). */
export const feedbackMessages = {
  share: '공유하기',
  shareSuccess: '공유했어요.',
  shareFailure: '공유하지 못했어요.',
  copySuccess: '링크를 복사했어요.',
  copyFailure: '링크를 복사하지 못했어요.',
} as const;
