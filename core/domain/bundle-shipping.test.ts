import { describe, expect, it } from 'vitest';
import { bundleFeeText, fillBundleFee } from './bundle-shipping.ts';

describe('combined shipping fee', () => {
  it('is "무료" at 0 and won otherwise, filled into the subtitle', () => {
    expect(bundleFeeText(0, '무료')).toBe('무료');
    expect(bundleFeeText(3000, '무료')).toBe('3,000원');
    expect(fillBundleFee('배송비는 {bundleShippingFee}', 2500, '무료')).toBe('배송비는 2,500원');
  });
});
