/** The card payment provider (tosspayments) calls. */
export const paymentMessages = {
  errors: {
    PAY_TRY_LOG_NOT_FOUND: '결제 정보를 찾을 수 없어요. 다시 주문해주세요.',
    PAYMENT_AMOUNT_MISMATCH: '결제 금액이 주문 금액과 달라요. 다시 주문해주세요.',
    PAYMENT_ALREADY_PROCESSED: '이미 처리된 결제예요.',
  },
  default: '결제를 완료하지 못했어요. 잠시 후 다시 시도해주세요.',
  payTryLogIdRequired: '결제 정보가 없어요.',
  paymentKeyRequired: '결제 키가 없어요.',
  orderIdRequired: '주문 번호가 없어요.',
  amountInvalid: '결제 금액이 올바르지 않아요.',
} as const;
