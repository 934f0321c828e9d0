/** Legacy account calls: reviews, virtual-bank cancel, push settings. */
export const activityMessages = {
  errors: {
    ORDER_NOT_FOUND: '주문 정보를 찾을 수 없어요.',
    NOT_BUYER: '주문하신 분만 이용할 수 있어요.',
    REVIEW_NOT_ALLOWED: '배송이 완료된 주문에만 리뷰를 쓸 수 있어요.',
    REVIEW_ALREADY_WRITTEN: '이미 리뷰를 작성했어요.',
    NOT_WAITING_DEPOSIT: '입금 대기 중인 가상계좌 주문만 취소할 수 있어요.',
  },
  default: '요청을 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  ratingInvalid: '별점은 1~5점으로 선택해주세요.',
  reviewTooShort: '리뷰는 10자 이상 작성해주세요.',
  reviewTooLong: (max: number) => `리뷰는 ${max}자까지 작성할 수 있어요.`,
  tooManyImages: '사진은 5장까지 올릴 수 있어요.',
  pInfoRequired: '리뷰할 상품 정보가 없어요.',
  receiptRequired: '주문 정보가 없어요.',
  pushSettingRequired: '변경할 알림 설정을 선택해주세요.',
} as const;
