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

/** The demo host's /coupon page: each seeded code with what it shows. */
export const COUPON_DEMOS: readonly { couponCode: string; label: string }[] = [
  { couponCode: COUPON_CODES.outletWelcome, label: '아울렛 웰컴 쿠폰 (가이드 쿠폰)' },
  { couponCode: COUPON_CODES.sneakers, label: '스니커즈 쿠폰' },
  { couponCode: COUPON_CODES.expired, label: '기간이 지난 쿠폰' },
  { couponCode: COUPON_CODES.notStarted, label: '아직 시작 전인 쿠폰' },
  { couponCode: COUPON_CODES.sellerOwn, label: '판매자(도쿄마켓)가 만든 쿠폰 — 판매자 본인은 받을 수 없어요' },
  { couponCode: COUPON_CODES.conditionChanged, label: '조건이 바뀐 쿠폰' },
  { couponCode: COUPON_CODES.firstCome, label: '선착순 쿠폰 (더 이상 지원하지 않음)' },
  { couponCode: COUPON_CODES.notUsable, label: '사용할 수 없는 쿠폰' },
  { couponCode: COUPON_CODES.soldOut, label: '모두 소진된 쿠폰 (서버 메시지 그대로)' },
  { couponCode: 'NO-SUCH-COUPON', label: '존재하지 않는 쿠폰' },
];
