// Coupon calls (SPEC §7): issue a coupon, count the coupons a person holds. Rules of SPEC §6 and §8.
import type { Hono } from 'hono';
import { couponMessages } from '../../../core/messages/coupons.ts';
import { errorMessages } from '../../../core/messages/errors.ts';
import { CouponIssueInputSchema, CouponIssueResponseSchema, IssuedCouponNumsSchema } from '../../../core/schemas/coupon.ts';
import type { ApiContext } from '../context.ts';
import { API_BASE } from '../context.ts';
import { ApiError, parseInput, readJson, respond } from '../errors.ts';
import { objectId } from '../random.ts';
import type { CouponBlock } from '../seed/coupons.ts';
import { currentUser, requireUser } from '../sessions.ts';

const coupon = couponMessages;

const BLOCKS: Record<CouponBlock, () => ApiError> = {
  CONDITION_CHANGED: () => new ApiError(409, 'COUPON_CONDITION_CHANGED', coupon.conditionChanged),
  FIRST_COME: () => new ApiError(410, 'COUPON_FIRST_COME_NOT_SUPPORTED', coupon.firstComeNotSupported),
  NOT_USABLE: () => new ApiError(409, 'COUPON_NOT_USABLE', coupon.notUsable),
  // A code the client has no message for: it shows this server message as it is.
  SOLD_OUT: () => new ApiError(409, 'COUPON_QUANTITY_EXHAUSTED', '준비된 쿠폰이 모두 소진되었어요.'),
};

export function registerCouponRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${API_BASE}/coupon/issue`, async (c) => {
    const user = currentUser(c, ctx.sessions);
    if (!user) throw new ApiError(401, 'USER_ID_REQUIRED', errorMessages.loginRequired);
    const input = parseInput(CouponIssueInputSchema, await readJson(c));
    const state = ctx.state;
    const record = state.coupons.get(input.couponCode);
    if (!record) throw new ApiError(404, 'COUPON_NOT_FOUND', coupon.notFound);
    if (record.ownerUserId === user.userId) throw new ApiError(403, 'COUPON_SELF_ISSUE_NOT_ALLOWED', coupon.selfIssue);
    if (record.block) throw BLOCKS[record.block]();
    const now = ctx.now().getTime();
    if (now < record.startDate.getTime()) throw new ApiError(409, 'COUPON_NOT_STARTED', coupon.notStarted);
    if (now > record.endDate.getTime()) throw new ApiError(410, 'COUPON_EXPIRED', coupon.expired);
    const held = state.issuedCoupons.get(user.userId) ?? new Set<string>();
    if (held.has(record.couponCode)) throw new ApiError(409, 'COUPON_ALREADY_ISSUED', coupon.alreadyIssued);
    held.add(record.couponCode);
    state.issuedCoupons.set(user.userId, held);
    return respond(c, CouponIssueResponseSchema, {
      issuedCouponId: objectId(`issued:${user.userId}`, record.couponCode),
      couponCode: record.couponCode,
      couponName: record.couponName,
    });
  });

  app.get(`${API_BASE}/issued-receipt-coupon/nums`, (c) => {
    const user = requireUser(c, ctx.sessions);
    return respond(c, IssuedCouponNumsSchema, { nums: ctx.state.issuedCoupons.get(user.userId)?.size ?? 0 });
  });
}
