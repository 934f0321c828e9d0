/**
 * `<selection-guide>`: the first-visit guide of a selection, over its home on a first visit. Japan food: three
 * slides with next and complete; outlet fashion: five vertical slides, the last with the
 * enter-and-get-coupon button; sneakers: one banner linking to a web page. A slide-up on phones,
 * a popup on wider screens, full screen in the app web view. Shown unless the selection's guide was
 * completed (365-day cookie), closed in this session, or put off with "오늘 하루 보지 않기" (outlet,
 * sneakers) today; then the loader downloads none of its code and makes no call. A native modal
 * `<dialog>`: Esc closes, the page under it is inert and held still, focus moves in and back. Swiper (the outlet's
 * vertical slides) and the coupon code arrive only for the guide that uses them.
 *
 * @summary First-visit guide of a selection.
 * @attr large-id - Id of the selection (large frame) whose guide to show.
 * @event selection-guide-close - The guide closed: `detail.reason` is `dismiss`, `snooze` (오늘 하루 보지 않기) or `complete`.
 * @event selection-coupon-claim - The coupon button's claim ended (outlet).
 * @event selection-login-required - Cancelable; the coupon claim needs a login (web page or app login). A host that cancels it signs the person in its own way (in the app too: the app is not asked), and the claim goes on once the person is signed in on the page. On the web it follows the claim's `login-required` event, 1 s later (as the page goes to the login); in the app it comes first, and the claim's event follows the login's answer.
 * @event selection-navigate - Cancelable; the sneakers banner opens its web page (on the web, or in an app too old for deep links; a newer app gets `open-deep-link` instead). The banner's click completes the guide first (`selection-guide-close` with `complete`), whether or not the host cancels the navigation.
 * @event selection-error - The guide's code could not be downloaded (`CHUNK_LOAD_FAILED`).
 * @csspart guide - The `<dialog>`; `data-variant` and `data-layout` (`sheet`, `popup`, `fullscreen`) describe it. Style the dimmed page with `::part(guide)::backdrop`.
 * @csspart slide - One slide.
 * @csspart close - The close button.
 * @csspart previous - The previous button (`aria-disabled` on the first slide).
 * @csspart next - The next button (`aria-busy` on the outlet's while its slider downloads).
 * @csspart complete - The complete button (Japan food).
 * @csspart coupon - The enter-and-get-coupon button (outlet).
 * @csspart coupon--claimed - The same button once the coupon is issued or already held (발급 완료).
 * @csspart banner - The banner link (sneakers).
 * @csspart snooze - The "오늘 하루 보지 않기" button (outlet, sneakers).
 * @csspart toast - A message after a coupon claim.
 * @cssproperty --selection-accent - Accent colour of the buttons (keep 4.5:1 against the surface and against --selection-on-accent).
 * @cssproperty --selection-on-accent - Text on accent-filled buttons (default #ffffff).
 * @cssproperty --selection-surface - Background of the guide.
 * @cssproperty --selection-sticky-top - Height of the host's sticky header (default 48px), as every element reads it: the guide is a modal dialog above the page, so only the element's own place in the page (its `scroll-margin-top`) follows it.
 * @cssproperty --selection-guide-width - Width of the popup on wide screens (default 420px).
 */
import { defineElement } from '../ui/define-element.tsx';
import css from './selection-guide.css?inline';
import { SelectionGuide, type SelectionGuideProps } from './selection-guide.tsx';

export const definition = defineElement<SelectionGuideProps>('selection-guide', SelectionGuide, { props: { largeId: 'string' }, css });
