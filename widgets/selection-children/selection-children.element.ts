/**
 * `<selection-children>`: every child category of a selection, as links to their category pages.
 *
 * @summary Full category list of `/selection/{largeId}/children` (the home's "view all").
 * @attr large-id - Id of the selection (large frame): its categories; or of one of its categories (that category's page's "view all"): its children.
 * @event selection-navigate - Cancelable; a category page (`/selection/{largeId}?target_id=…`) is about to open, or the not-found screen's home button (`reason: 'home'`; in the app web view it closes the web view instead).
 * @event selection-error - A call for what the element shows failed and it shows the failure (an error screen, an error in place of a list or section, or the not-found screen after a 404), or its code could not be downloaded (`CHUNK_LOAD_FAILED`). A failed action (a heart, a vote) shows a dialog or a message and sends none.
 * @event selection-ready - The category list is shown.
 * @csspart children - The page.
 * @csspart category-groups - The list of medium categories.
 * @csspart category-group - One medium category with its small categories.
 * @csspart category - A category link.
 * @csspart category--medium - A medium category's link.
 * @csspart category--small - A small category's link.
 * @csspart state - A fallback, loading, empty or error screen.
 * @csspart state--no-frames - The screen of a selection whose frames are not made yet.
 * @cssproperty --selection-accent - Accent colour.
 * @cssproperty --selection-sticky-top - Height of the host's sticky header (default 48px); the element's top, brought into view, and a control focused under the header rest below it, and below the top safe area (`env(safe-area-inset-top)`, added by the widget: leave it out of this value). A page that already pads its scrolling with `scroll-padding-top` for its header sets the element's `scroll-margin-top: 0`.
 */
import { defineElement } from '../ui/define-element.tsx';
import css from './selection-children.css?inline';
import { SelectionChildren, type SelectionChildrenProps } from './selection-children.tsx';

export const definition = defineElement<SelectionChildrenProps>('selection-children', SelectionChildren, {
  props: { largeId: 'string' },
  css,
});
