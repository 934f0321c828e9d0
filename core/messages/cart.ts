/**
 * SPEC §5 cart rules, §6 (a seller cannot put their own product in the cart) and §8 (cart added,
 * goods barred by law).
 */
export const cartMessages = {
  added: '장바구니에 상품을 담았어요.',
  errors: {
    FORBIDDEN_GOODS: '관련 법령에 따라 판매가 금지된 상품이에요.',
    SELF_ITEM_NOT_ALLOWED: '본인이 판매하는 상품은 장바구니에 담을 수 없어요.',
    ITEM_NOT_FOUND: '상품을 찾을 수 없어요.',
    OPTION_NOT_FOUND: '선택할 수 없는 옵션이에요.',
    SOLD_OUT: '품절된 상품이에요.',
    NOT_ENOUGH_STOCK: '선택한 옵션의 재고가 부족해요.',
  },
  default: '장바구니에 담지 못했어요. 잠시 후 다시 시도해주세요.',
  selectionRequired: '옵션을 하나 이상 선택해주세요.',
  maxQuantity: (max: number) => `최대 ${max}개까지 구매할 수 있어요.`,
  quantityInvalid: '수량은 1개 이상이어야 해요.',
  optionOrder: '앞의 옵션을 먼저 선택해주세요.',
  optionIncomplete: '옵션을 모두 선택해주세요.',
  duplicateOption: '이미 선택한 옵션이에요.',
  storeItemRequired: '상품 정보가 없어요.',
} as const;
