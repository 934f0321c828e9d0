/** The coupon calls of SPEC §7 and the catalogue message of each coupon error (SPEC §8). */
import { invalidateQueries } from '../cache/query-cache.ts';
import type { QueryDef } from '../cache/query-def.ts';
import { STALE_TIME } from '../cache/stale-times.ts';
import type { ApiError } from '../http/api-error.ts';
import { request, validateInput } from '../http/client.ts';
import { couponMessages } from '../messages/coupons.ts';
import { defineQuery, queryPrefix } from './define-query.ts';
import {
  CouponIssueInputSchema,
  CouponIssueResponseSchema,
  IssuedCouponNumsSchema,
  type CouponErrorCode,
  type CouponIssueResponse,
  type IssuedCouponNums,
} from '../schemas/coupon.ts';

const ISSUED_NUMS_PATH = '/issued-receipt-coupon/nums';
const ISSUED_NUMS_KEY = queryPrefix(ISSUED_NUMS_PATH);

/** `POST /coupon/issue` with `{couponCode, type: 'STANDARD'}`. */
export async function issueCoupon(couponCode: string): Promise<CouponIssueResponse> {
  const body = validateInput(CouponIssueInputSchema, { couponCode, type: 'STANDARD' });
  const issued = await request(CouponIssueResponseSchema, '/coupon/issue', { method: 'POST', body });
  invalidateQueries(ISSUED_NUMS_KEY);
  return issued;
}

/** `GET /issued-receipt-coupon/nums`: how many coupons the signed-in person holds. */
export const issuedCouponNumsQuery = (): QueryDef<IssuedCouponNums> =>
  defineQuery(IssuedCouponNumsSchema, { path: ISSUED_NUMS_PATH }, STALE_TIME.short);

/** The coupon refusals' codes and their messages (SPEC §8). */
export const COUPON_CODE_MESSAGES: Readonly<Partial<Record<CouponErrorCode, string>>> = {
  COUPON_ALREADY_ISSUED: couponMessages.alreadyIssued,
  COUPON_NOT_FOUND: couponMessages.notFound,
  COUPON_SELF_ISSUE_NOT_ALLOWED: couponMessages.selfIssue,
  COUPON_EXPIRED: couponMessages.expired,
  COUPON_NOT_STARTED: couponMessages.notStarted,
  COUPON_CONDITION_CHANGED: couponMessages.conditionChanged,
  COUPON_FIRST_COME_NOT_SUPPORTED: couponMessages.firstComeNotSupported,
  COUPON_NOT_USABLE: couponMessages.notUsable,
  COUPON_ISSUE_FAILED: couponMessages.default,
};

/**
 * What a failed claim shows: the catalogue message of a known coupon code; otherwise the server's
 * own message about a refusal (not a failing server's, 5xx: `refusalMessage`); without one, the
 * catalogue message of a network failure, 403, 404 or 504, else the coupon default.
 */
export function couponErrorMessage(error: ApiError): string {
  const known = Object.hasOwn(COUPON_CODE_MESSAGES, error.code) ? COUPON_CODE_MESSAGES[error.code as CouponErrorCode] : undefined;
  if (known) return known;
  if (error.refusalMessage) return error.refusalMessage;
  if (error.kind === 'network' || error.kind === 'invalid-input') return error.message;
  // 403, 404 and 504 have their own catalogue message (SPEC §8); anything else is the coupon's default.
  if (error.status === 403 || error.status === 404 || error.status === 504) return error.message;
  return couponMessages.default;
}
