/**
 * `<selection-story-list>`: the review stories of a selection (`/story-list`), loaded as it scrolls.
 *
 * @summary Story list of `/story-list?selection-frame-data-id=…&story-type=SNEAKERS`.
 * @attr selection-frame-data-id - Id of the selection (large frame) or of one of its frames.
 * @attr story-type - Story type; `SNEAKERS` (the default) is the only one.
 * @event selection-navigate - Cancelable; a story is about to open (`reason: 'link'`), or the not-found screen's home button (`reason: 'home'`; in the app web view it closes the web view instead).
 * @event selection-error - A call for what the element shows failed and it shows the failure (an error screen, an error in place of a list or section, or the not-found screen after a 404), or its code could not be downloaded (`CHUNK_LOAD_FAILED`). A failed action (a heart, a vote) shows a dialog or a message and sends none.
 * @event selection-ready - The list is shown, empty too, once (an error or not-found screen sends none).
 * @csspart story-list-page - The page.
 * @csspart story-list - The grid of stories.
 * @csspart list-error - A page of stories that failed to load, with its retry button.
 * @csspart state - A fallback, loading, empty or error screen.
 * @cssproperty --selection-accent - Accent colour.
 * @cssproperty --selection-sticky-top - Height of the host's sticky header (default 48px); the element's top, brought into view, and a control focused under the header rest below it, and below the top safe area (`env(safe-area-inset-top)`, added by the widget: leave it out of this value). A page that already pads its scrolling with `scroll-padding-top` for its header sets the element's `scroll-margin-top: 0`.
 */
import { defineElement } from '../ui/define-element.tsx';
import storyCss from '../ui/story-card.css?inline';
import css from './selection-story-list.css?inline';
import { SelectionStoryList, type SelectionStoryListProps } from './selection-story-list.tsx';

export const definition = defineElement<SelectionStoryListProps>('selection-story-list', SelectionStoryList, {
  props: { selectionFrameDataId: 'string', storyType: 'string' },
  css: `${storyCss}\n${css}`,
});
