/**
 * `<selection-coupon>`: a coupon claim button (`POST /coupon/issue`; a refusal is said in Korean, as docs/widgets.md lists under coupons).
 * Signed-in people also see how many coupons they hold. In the app web view a claim without login
 * opens the app's login; on the web the login page follows after 1 s.
 *
 * @summary Coupon claim button.
 * @attr coupon-code - The coupon to claim.
 * @event selection-coupon-claim - A claim ended: `detail.outcome` and, for a failure, `detail.code`. `pending`: a tap while a claim of the coupon is on its way (or the app's login has just answered it), which asked for nothing; that claim's own event follows.
 * @event selection-login-required - Cancelable; the claim needs a login. A host that cancels it signs the person in its own way (in the app too, where `handoff` is `app`: the app is not asked): the claim ends as `login-required`, and goes on once the person is signed in on the page. On the web it follows the claim's `login-required` event, 1 s later (as the page goes to the login); in the app it comes first, and the claim's event follows the login's answer.
 * @event selection-error - The element's code could not be downloaded (`CHUNK_LOAD_FAILED`); a claim's own failure is `selection-coupon-claim`'s.
 * @csspart coupon - The wrapper; `data-state` is `idle`, `claiming` or `claimed`.
 * @csspart button - The claim button.
 * @csspart button--claimed - The claim button once the coupon is held (발급 완료).
 * @csspart count - How many coupons the signed-in person holds.
 * @csspart toast - The message after a claim.
 * @cssproperty --selection-accent - Colour of the button.
 * @cssproperty --selection-sticky-top - Height of the host's sticky header (default 48px); the element's top, brought into view, and a control focused under the header rest below it, and below the top safe area (`env(safe-area-inset-top)`, added by the widget: leave it out of this value). A page that already pads its scrolling with `scroll-padding-top` for its header sets the element's `scroll-margin-top: 0`.
 */
import { defineElement } from '../ui/define-element.tsx';
import css from './selection-coupon.css?inline';
import { SelectionCoupon, type SelectionCouponProps } from './selection-coupon.tsx';

export const definition = defineElement<SelectionCouponProps>('selection-coupon', SelectionCoupon, {
  props: { couponCode: 'string' },
  css,
});
