/**
 * The coupon calls as `selection-widgets/api` gives them to a host page: failures carry the coupon
 * catalogue's message. The elements claim through `claimCoupon` (core/actions), which picks what a
 * person is shown from the same codes; this module is the api entry's alone, so the widgets' first
 * download does not carry it.
 */
import { fetchQuery } from '../cache/query-cache.ts';
import { couponMessages } from '../messages/coupons.ts';
import type { CouponIssueResponse, IssuedCouponNums } from '../schemas/coupon.ts';
import { COUPON_CODE_MESSAGES, issueCoupon as issue, issuedCouponNumsQuery } from './coupons.ts';
import { withCatalogue, type ErrorCatalogue } from './error-catalogue.ts';

/** The catalogue `issueCoupon` fails with (SPEC §8): its refusals' codes and their messages. */
export const couponIssueMessages: ErrorCatalogue = { errors: COUPON_CODE_MESSAGES, default: couponMessages.default };

/**
 * `POST /coupon/issue` with `{couponCode, type: 'STANDARD'}` (signed in: without a token the server
 * answers 401 `USER_ID_REQUIRED`). A known coupon code (`COUPON_ALREADY_ISSUED`, `COUPON_EXPIRED`…)
 * rejects with its message in `couponIssueMessages`; another refusal with its default, and the
 * server's own text in `serverMessage` (what `<selection-coupon>` shows: `displayMessage`). The call
 * alone: unlike the element's claim, it tells the app nothing (no `coupon-issued`, no `track`) and
 * sends no `selection-coupon-claim`.
 */
export async function issueCoupon(couponCode: string): Promise<CouponIssueResponse> {
  return withCatalogue(couponIssueMessages, () => issue(couponCode));
}

/**
 * `GET /issued-receipt-coupon/nums`: `{nums}`, how many coupons the signed-in person holds (401
 * signed out). From the page's cache, shared with its elements, for up to 10 s; a claim, here or in
 * an element, makes it ask again. The answer is the caller's own copy: changing it changes nothing
 * the page's elements show.
 */
export async function issuedCouponNums(): Promise<IssuedCouponNums> {
  return structuredClone(await fetchQuery(issuedCouponNumsQuery()));
}
