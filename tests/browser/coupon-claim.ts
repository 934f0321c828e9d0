/** For browser tests of a coupon button, wherever it stands (the coupon element, the guide's coupon slide). */
import { expect } from 'chai';
import { couponMessages as coupons } from '../../core/messages/coupons.ts';
import { requestCount, waitForText } from './helpers.ts';

/** A double click on `button` says the claim is on its way, ends in the coupon issued, and sends one request. */
export async function expectOneClaimForDoubleClick(element: Element, button: HTMLElement): Promise<void> {
  const before = requestCount('/coupon/issue');
  button.click();
  button.click();
  await waitForText(element, coupons.waiting);
  await waitForText(element, coupons.issued);
  expect(requestCount('/coupon/issue') - before).to.equal(1);
}
