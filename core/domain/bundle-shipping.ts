import { formatWon } from './format.ts';

export const BUNDLE_SLIDER_LIMIT = 30;
export const BUNDLE_FEE_PLACEHOLDER = '{bundleShippingFee}';

/** "무료" when the fee is 0, otherwise the fee in won. */
export const bundleFeeText = (fee: number, freeText: string): string => (fee === 0 ? freeText : formatWon(fee));

/** The view-type C subtitle with its bundle-shipping-fee placeholder filled. */
export const fillBundleFee = (text: string, fee: number, freeText: string): string =>
  text.split(BUNDLE_FEE_PLACEHOLDER).join(bundleFeeText(fee, freeText));
