/**
 * `<selection-best>`: a selection's best products, most purchases first, ranked 1, 2, 3…
 *
 * @summary Best-products list of `/selection/{largeId}/best` (구매많은순, infinite paging).
 * @attr large-id - Id of the selection (large frame) or of one of its categories.
 * @event selection-navigate - Cancelable; a product page is about to open, or the not-found screen's home button (`reason: 'home'`; in the app web view it closes the web view instead).
 * @event selection-login-required - Cancelable; the heart was pressed while signed out and the person chose 확인 in the element's login prompt: a host that cancels it signs them in its own way.
 * @event selection-error - A call for what the element shows failed and it shows the failure (an error screen, an error in place of a list or section, or the not-found screen after a 404), or its code could not be downloaded (`CHUNK_LOAD_FAILED`). A failed action (a heart, a vote) shows a dialog or a message and sends none.
 * @event selection-ready - The page is shown, once (the not-found screen sends none).
 * @csspart best - The page.
 * @csspart sort-label - The sort order shown under the title.
 * @csspart product-grid - The product grid.
 * @csspart product-card - One product.
 * @csspart product-rank - A product's place in the list.
 * @csspart like-button - The heart of a product (`like-button--on` when wished).
 * @csspart state - A fallback, loading or error screen.
 * @cssproperty --selection-accent - Accent colour (also the top three ranks and a filled heart).
 * @cssproperty --selection-sticky-top - Height of the host's sticky header (default 48px); the element's top, brought into view, and a control focused under the header rest below it, and below the top safe area (`env(safe-area-inset-top)`, added by the widget: leave it out of this value). A page that already pads its scrolling with `scroll-padding-top` for its header sets the element's `scroll-margin-top: 0`.
 */
import { defineElement } from '../ui/define-element.tsx';
import cardCss from '../ui/product-card.css?inline';
import css from './selection-best.css?inline';
import { SelectionBest, type SelectionBestProps } from './selection-best.tsx';

export const definition = defineElement<SelectionBestProps>('selection-best', SelectionBest, {
  props: { largeId: 'string' },
  css: `${cardCss}\n${css}`,
});
