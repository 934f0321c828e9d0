/**
 * An element whose code could not load: also said by the loader, which imports these constants
 * alone rather than the whole catalogue.
 */
export const GENERIC_ERROR = '페이지를 불러오지 못했어요';
export const RETRY = '다시 시도';

/** SPEC §2 fallback screens and the shared states of every widget. */
export const screenMessages = {
  notFound: '원하시는 페이지를 찾을 수 없어요',
  goHome: '홈으로 가기',
  genericError: GENERIC_ERROR,
  retry: RETRY,
  noFrames: '데이터를 만들고 있습니다!',
  noTemplateName: 'No Template Name',
  unknownTemplate: '준비되지 않은 템플릿',
  loading: '불러오는 중',
  construction: '서비스 점검 중이에요',
  constructionDetail: '더 나은 서비스를 위해 점검하고 있어요. 잠시 후 다시 찾아주세요.',
} as const;
