// A Vue 3 host: what its templates see through GlobalComponents (compiled against the packed tarball).
import type {} from 'selection-widgets/vue';
import type { GlobalComponents } from 'vue';

type PropsOf<C> = C extends new (...args: never[]) => { $props: infer P } ? P : never;
type HomeProps = PropsOf<GlobalComponents['selection-home']>;
type CouponProps = PropsOf<GlobalComponents['selection-coupon']>;

// <selection-home :large-id="id" @selection-navigate="onNavigate" />
export const home: HomeProps = {
  'large-id': '6c68449a9011c28cce28dba6',
  onSelectionNavigate: (event) => {
    if (event.detail.reason === 'item') event.preventDefault();
  },
  onSelectionReady: (event) => console.log(event.detail.tag),
};
// <selection-coupon coupon-code="WELCOME" @selection-coupon-claim="…" />
export const coupon: CouponProps = { couponCode: 'WELCOME', onSelectionCouponClaim: (event) => console.log(event.detail.outcome) };

// @ts-expect-error: <selection-home> has no coupon-code attribute
export const wrongAttribute: HomeProps = { 'coupon-code': 'X' };
// @ts-expect-error: the navigation detail has no `href`
export const wrongDetail: HomeProps = { onSelectionNavigate: (event) => event.detail.href };
