/**
 * `<selection-home>`: a selection's home page (templates A, B and C) with its fallback screens.
 *
 * @summary Selection home of `/selection/{largeId}`.
 * @attr large-id - Id of the selection (large frame) or of one of its categories.
 * @event selection-navigate - Cancelable; a product, category, link or redirect is about to open.
 * @event selection-login-required - Cancelable; an action needs login.
 * @event selection-error - A call failed and an error is shown.
 * @event selection-ready - The first screen is shown.
 * @csspart home - The page.
 * @csspart banners - Main and sub banners; `banner-counter` is the page counter.
 * @csspart share-button - The button that shares the page (share sheet, or the link copied).
 * @csspart search - The search bar; `search-results` the search mode.
 * @csspart category-nav - Category tabs; `nav-tab` and `nav-tab--active` each tab.
 * @csspart pick-slider - The pick row; `best-row`, `bundle-slider` the other rows.
 * @csspart list-controls - Sort and filters.
 * @csspart product-grid - The product grid; `product-card` one product.
 * @csspart state - A fallback, loading, empty or error screen.
 * @cssproperty --selection-accent - Accent colour.
 * @cssproperty --selection-sticky-top - Height of the host's sticky header; the category tabs and the review tab's section nav stick below it (default 48px).
 */
import { defineElement } from '../ui/define-element.tsx';
import cardCss from '../ui/product-card.css?inline';
import rowCss from '../ui/scroll-row.css?inline';
import reviewCss from './review/review.css?inline';
import storyCss from '../ui/story-card.css?inline';
import css from './selection-home.css?inline';
import { SelectionHome, type SelectionHomeProps } from './selection-home.tsx';

defineElement<SelectionHomeProps>('selection-home', SelectionHome, {
  props: { largeId: 'string' },
  css: [cardCss, rowCss, css, reviewCss, storyCss].join('\n'),
});
