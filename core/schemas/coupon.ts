import * as v from 'valibot';

export const COUPON_ISSUE_TYPES = ['STANDARD'] as const;

/**
 * Server error codes of `POST /coupon/issue` that have their own message (SPEC §8). Any other code
 * shows the server's message.
 */
export const COUPON_ERROR_CODES = [
  'USER_ID_REQUIRED',
  'COUPON_ALREADY_ISSUED',
  'COUPON_NOT_FOUND',
  'COUPON_SELF_ISSUE_NOT_ALLOWED',
  'COUPON_EXPIRED',
  'COUPON_NOT_STARTED',
  'COUPON_CONDITION_CHANGED',
  'COUPON_FIRST_COME_NOT_SUPPORTED',
  'COUPON_NOT_USABLE',
  'COUPON_ISSUE_FAILED',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** Body of `POST /coupon/issue`. */
export const CouponIssueInputSchema = v.object({
  couponCode: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)),
  type: v.picklist(COUPON_ISSUE_TYPES),
});

export const CouponIssueResponseSchema = v.object({
  issuedCouponId: v.string(),
  couponCode: v.string(),
  couponName: v.string(),
});

/** `GET /issued-receipt-coupon/nums`: how many coupons the signed-in person holds. */
export const IssuedCouponNumsSchema = v.object({ nums: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export type CouponIssueInput = v.InferOutput<typeof CouponIssueInputSchema>;
export type CouponIssueResponse = v.InferOutput<typeof CouponIssueResponseSchema>;
export type IssuedCouponNums = v.InferOutput<typeof IssuedCouponNumsSchema>;
