/** Texts of the native-app integration. */
export const bridgeMessages = {
  /** An app older than the deep-link minimum gets the web page and this hint. */
  updateApp: '최신 버전의 앱에서 더 편하게 이용할 수 있어요. 앱을 업데이트해주세요.',
} as const;
