/** Texts of the like (heart, 찜) on product cards. */
export const likeMessages = {
  like: '찜하기',
  likePending: '찜하기를 처리하고 있어요. 잠시만 기다려주세요.',
  unlikePending: '찜 해제를 처리하고 있어요. 잠시만 기다려주세요.',
  /** Toasts once the server has saved the change. */
  liked: '찜했어요.',
  unliked: '찜을 해제했어요.',
} as const;
