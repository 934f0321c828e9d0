/** SPEC §5 and §8: purchase receipts, receive info and the purchased-option change. */
export const purchaseMessages = {
  errors: {
    ORDER_NOT_FOUND: '주문 정보를 찾을 수 없어요.',
    NOT_BUYER: '주문하신 분만 이용할 수 있어요.',
    RECEIVE_INFO_NOT_UPDATABLE: '배송이 시작된 주문은 배송지를 변경할 수 없어요.',
  },
  default: '주문 정보를 처리하지 못했어요. 잠시 후 다시 시도해주세요.',
  dateInvalid: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  dateRangeInvalid: '조회 시작일은 종료일보다 늦을 수 없어요.',
  recipientNameRequired: '받는 분 이름을 입력해주세요.',
  recipientNameTooLong: '받는 분 이름은 20자까지 입력할 수 있어요.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  phoneInvalid: '휴대폰 번호 형식이 올바르지 않아요.',
  zipCodeInvalid: '우편번호 5자리를 입력해주세요.',
  addressRequired: '주소를 입력해주세요.',
  addressDetailTooLong: '상세 주소는 100자까지 입력할 수 있어요.',
  deliveryMemoTooLong: '배송 메모는 50자까지 입력할 수 있어요.',
} as const;

/** SPEC §8: every outcome of changing a purchased option. */
export const optionChangeMessages = {
  errors: {
    NOT_ORDER_CHECKING: '주문 확인 중인 상품만 옵션을 변경할 수 있어요.',
    ITEM_DELETED: '삭제된 상품이라 옵션을 변경할 수 없어요.',
    SELLING_STOPPED: '판매가 중지된 상품이라 옵션을 변경할 수 없어요.',
    SOLD_OUT: '품절된 상품이라 옵션을 변경할 수 없어요.',
    SAME_OPTION: '기존과 같은 옵션으로는 변경할 수 없어요.',
    NOT_ENOUGH_STOCK: '선택한 옵션의 재고가 부족해요.',
    NOT_BUYER: '주문하신 분만 옵션을 변경할 수 있어요.',
    ORDER_NOT_FOUND: '주문 정보를 찾을 수 없어요.',
    WRONG_COUNT: '주문 수량과 같은 수량으로만 변경할 수 있어요.',
  },
  default: '옵션을 변경하지 못했어요. 잠시 후 다시 시도해주세요.',
  optionRequired: '변경할 옵션을 선택해주세요.',
  countInvalid: '수량은 1개 이상이어야 해요.',
  optionNotFound: '선택할 수 없는 옵션이에요.',
} as const;
