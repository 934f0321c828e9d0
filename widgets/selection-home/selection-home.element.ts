/**
 * `<selection-home>`: a selection's home page (templates A, B and C) with its fallback screens.
 *
 * @summary Selection home of `/selection/{largeId}`.
 * @attr large-id - Id of the selection (large frame) or of one of its categories.
 * @attr url-state - `off` keeps the element's page state (tab, category, sort, filters, search) to
 *   itself instead of in the page URL: for a second home on one page, or a host that uses the same
 *   query parameters. Unset, the state is in the URL (shareable, followed by back and forward).
 * @event selection-navigate - Cancelable; a product, category, link or redirect is about to open, or the not-found screen's home button (`reason: 'home'`; in the app web view it closes the web view instead). A paused service's redirect to `constructionUrl` comes from no one element: it is sent on `document`.
 * @event selection-login-required - Cancelable; an action needs login (a heart, a vote, a review request or its like: once the person chose 확인 in the element's login prompt). A host that cancels it signs them in its own way.
 * @event selection-error - A call for what the element shows failed and it shows the failure (an error screen, an error in place of a list or section, or the not-found screen after a 404), or its code could not be downloaded (`CHUNK_LOAD_FAILED`). A failed action (a heart, a vote) shows a dialog or a message and sends none.
 * @event selection-ready - A template's page is shown (a fallback screen sends none; an error or not-found screen after a failed call sends `selection-error`).
 * @csspart home - The page; `data-template` is A, B or C.
 * @csspart header - The page's title, share button and subtitle.
 * @csspart share-button - The button that shares the page (share sheet, or the link copied).
 * @csspart search - The search bar.
 * @csspart search-results - The search mode: results for the typed words.
 * @csspart search-picks - The picks matching the search words, above the results.
 * @csspart banners - The main and sub banners.
 * @csspart banner-counter - The main banner's page counter.
 * @csspart child-circles - The round category shortcuts (template B).
 * @csspart category-nav - The sticky category tabs.
 * @csspart nav-tab - One category tab.
 * @csspart nav-tab--active - The selected category tab.
 * @csspart pick-slider - The pick row.
 * @csspart pick-tab - One tab of the pick row.
 * @csspart pick-tab--active - The selected tab of the pick row.
 * @csspart best-row - The best-products row.
 * @csspart bundle-slider - The bundle row.
 * @csspart scroll-row - The scrolling part of the pick, best and bundle rows: their items and their previous and next buttons.
 * @csspart bundle-fee - The bundle's delivery fee in its title.
 * @csspart list-controls - Sort and filters above the product grid.
 * @csspart line-chooser-open - The button that opens the product-line chooser.
 * @csspart line-chooser - The product-line chooser dialog.
 * @csspart tab - One tab of the sneakers page (products, review).
 * @csspart tab--active - The selected sneakers tab.
 * @csspart discovery-tooltip - The tooltip on the discovery tab (closed once a session).
 * @csspart review-tab - The sneakers review tab.
 * @csspart review-nav - The review tab's section links.
 * @csspart review-nav-link - One section link.
 * @csspart review-nav-link--current - The link of the section in view.
 * @csspart review-section - One section of the review tab.
 * @csspart review-section--vote - The daily vote section.
 * @csspart review-section--preparing - The reviews-in-preparation section.
 * @csspart review-section--content - The review stories section.
 * @csspart review-section--request - The review requests section.
 * @csspart voted-user-count - How many people voted today.
 * @csspart vote-list - A grid of vote candidates (daily vote and vote page).
 * @csspart vote-card - One vote candidate.
 * @csspart vote-card--voted - A candidate the person voted for.
 * @csspart vote-count - A candidate's vote count.
 * @csspart vote-button - A candidate's vote button.
 * @csspart vote-more - The link that opens the full vote page (a button when the element keeps its own page state).
 * @csspart vote-page - The full vote page.
 * @csspart vote-page-back - The vote page's link back to the review tab (a button when the element keeps its own page state).
 * @csspart vote-sort - The vote page's sort choice.
 * @csspart preparing-list - The reviews in preparation.
 * @csspart preparing-card - One review in preparation.
 * @csspart progress - A review's preparation stages.
 * @csspart story-list - The review stories.
 * @csspart story-more - The link to every review story.
 * @csspart request-form - The review request form.
 * @csspart request-input - The request's text field.
 * @csspart request-submit - The request's submit button.
 * @csspart request-hint - The request's length hint (an alert when too long).
 * @csspart request-list - The review requests.
 * @csspart review-request - One review request.
 * @csspart review-request--mine - A request of the signed-in person.
 * @csspart request-delete - The delete button of one's own request.
 * @csspart request-like - A request's like button.
 * @csspart like-count - A request's like count.
 * @csspart request-cap-note - The note shown when the request list is full.
 * @csspart state--no-frames - The screen of a selection without categories.
 * @csspart state--no-template-name - The screen of a selection without a template.
 * @csspart state--unknown-template - The screen of a selection with an unknown template.
 * @cssproperty --selection-accent - Accent colour.
 * @cssproperty --selection-header-height - Height of the vote page's own title bar (default 48px).
 * @cssproperty --selection-sticky-top - Height of the host's sticky header; the category tabs and the review tab's section nav stick below it (default 48px), and below the top safe area (`env(safe-area-inset-top)`, added by the widget: leave it out of this value). The element's own top rests below it too when the vote page or a banner's link brings it into view (its `scroll-margin-top`; a page that already pads its scrolling with `scroll-padding-top` for its header sets the element's `scroll-margin-top: 0`).
 */
import { defineElement } from '../ui/define-element.tsx';
import cardCss from '../ui/product-card.css?inline';
import rowCss from '../ui/scroll-row.css?inline';
import css from './selection-home.css?inline';
import { SelectionHome, type SelectionHomeProps } from './selection-home.tsx';

export const definition = defineElement<SelectionHomeProps>('selection-home', SelectionHome, {
  props: { largeId: 'string', urlState: 'string' },
  // The review tab and vote page add their own CSS when they open (review/review-styles.tsx).
  css: [cardCss, rowCss, css].join('\n'),
});
