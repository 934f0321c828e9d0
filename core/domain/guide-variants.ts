/**
 * What each guide variant (SPEC §2 screen 1) is made of, as data: the element reads its row
 * instead of branching on the variant name.
 */
import type { Guide } from '../schemas/guide.ts';

export interface GuideTraits {
  /** Slides paged by 이전/다음 (and a swipe), or one banner. */
  body: 'slides' | 'banner';
  /** The direction the slides move in. */
  direction: 'horizontal' | 'vertical';
  /**
   * The last slide ends in "입장하고 쿠폰 받기" instead of 완료 (when the guide carries a coupon).
   * Only then is the coupon code downloaded.
   */
  couponAtEnd: boolean;
  /**
   * "오늘 하루 보지 않기": on the promotional popups a shopper would put off for a day (a coupon, a
   * banner), not on the short welcome whose 완료 already hides it for a year.
   */
  snoozeForToday: boolean;
}

export const GUIDE_TRAITS: Record<Guide['variant'], GuideTraits> = {
  JAPAN_FOOD: { body: 'slides', direction: 'horizontal', couponAtEnd: false, snoozeForToday: false },
  OUTLET: { body: 'slides', direction: 'vertical', couponAtEnd: true, snoozeForToday: true },
  SNEAKERS: { body: 'banner', direction: 'horizontal', couponAtEnd: false, snoozeForToday: true },
};

/** The coupon the guide's last slide claims, if this guide has one. */
export const guideCoupon = (guide: Guide): string | undefined =>
  GUIDE_TRAITS[guide.variant].couponAtEnd ? guide.couponCode || undefined : undefined;
