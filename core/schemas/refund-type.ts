/** Refund reason codes, shared by purchase infos and refund requests. */
export const REFUND_TYPE_CODES = ['CHANGE_OF_MIND', 'DEFECTIVE', 'WRONG_DELIVERY', 'DELAYED_DELIVERY', 'OTHER'] as const;
export type RefundTypeCode = (typeof REFUND_TYPE_CODES)[number];
