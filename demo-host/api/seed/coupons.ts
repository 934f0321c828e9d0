// Coupons of the reference API: one per outcome of SPEC §8, plus the outlet guide's welcome coupon.
import { DEMO_USER_IDS } from '../demo-users.ts';
import { objectId } from '../random.ts';
import { OUTLET_COUPON_CODE } from './outlet.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a coupon cannot be issued, beyond dates, ownership and "already issued". */
export type CouponBlock = 'CONDITION_CHANGED' | 'FIRST_COME' | 'NOT_USABLE' | 'SOLD_OUT';

export interface CouponRecord {
  _id: string;
  couponCode: string;
  couponName: string;
  /** The seller who created it; that seller cannot issue it to themselves. */
  ownerUserId: string;
  startDate: Date;
  endDate: Date;
  block?: CouponBlock;
}

/** The seeded codes, by the outcome each one demonstrates (the demo's /coupon page lists them). */
export const COUPON_CODES = {
  outletWelcome: OUTLET_COUPON_CODE,
  sneakers: 'SNEAKERS-10',
  expired: 'SPRING-EXPIRED',
  notStarted: 'AUTUMN-SOON',
  sellerOwn: 'TOKYO-MARKET-5',
  conditionChanged: 'JAPAN-FOOD-3000',
  firstCome: 'FIRST-100',
  notUsable: 'PAUSED-COUPON',
  soldOut: 'FLASH-SOLD-OUT',
} as const;

/** A seller account that is not a demo login, owning every coupon but the demo seller's own. */
const MARKETPLACE_SELLER_ID = '65a0000000000000000000ff';

export function seedCoupons(now: Date): CouponRecord[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const coupon = (key: keyof typeof COUPON_CODES, couponName: string, extra: Partial<CouponRecord> = {}): CouponRecord => ({
    _id: objectId('coupon', key),
    couponCode: COUPON_CODES[key],
    couponName,
    ownerUserId: MARKETPLACE_SELLER_ID,
    startDate: at(-30),
    endDate: at(30),
    ...extra,
  });
  return [
    coupon('outletWelcome', '아울렛 웰컴 10% 쿠폰'),
    coupon('sneakers', '스니커즈 10% 쿠폰'),
    coupon('expired', '봄맞이 5,000원 쿠폰', { startDate: at(-90), endDate: at(-1) }),
    coupon('notStarted', '가을 시즌 쿠폰', { startDate: at(7), endDate: at(60) }),
    coupon('sellerOwn', '도쿄마켓 5% 쿠폰', { ownerUserId: DEMO_USER_IDS.seller }),
    coupon('conditionChanged', '일본 식품관 3,000원 쿠폰', { block: 'CONDITION_CHANGED' }),
    coupon('firstCome', '선착순 100명 쿠폰', { block: 'FIRST_COME' }),
    coupon('notUsable', '일시 중지된 쿠폰', { block: 'NOT_USABLE' }),
    coupon('soldOut', '타임 플래시 쿠폰', { block: 'SOLD_OUT' }),
  ];
}
