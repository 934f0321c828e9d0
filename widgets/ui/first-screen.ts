/**
 * The layout policy of a first screen, in one place: how much of a list the render that mounts it
 * draws (`render-budget.ts`), which of its images are asked for as they are drawn, and which of
 * its items the CSS lays out from the start (`content-visibility: auto` after them).
 *
 * One rule: a list's first screen is the most of it one screen shows at the widest width of a width
 * class (a phone, up to 767 px, and wider): two rows of a grid (three of the story grid's short
 * cards), one view of a row that scrolls sideways, a card cut by the edge counted. So it follows the columns the CSS gives each list at
 * each width, and nothing a screen shows waits for a later render or for `content-visibility`.
 *
 * `nth-child` takes no custom property, so the stylesheets state these counts again beside each
 * list's columns (with a comment naming this file); `first-screen.browser.test.ts` lays the lists
 * out at both widths and checks that the columns, rows per view and `nth-child` thresholds the
 * browser computes give these counts.
 */
import { eagerImageCount, firstScreenCount, type ListLayoutName } from '../../core/domain/list-layouts.ts';
import { useIsPhone } from './use-media.ts';

export { eagerImageCount, firstScreenCount, LIST_LAYOUTS, type ListLayoutName } from '../../core/domain/list-layouts.ts';

/** How many items of a list in `layout` a first screen shows at the current width. */
export const useFirstScreenCount = (layout: ListLayoutName): number => firstScreenCount(layout, useIsPhone());

/** Which items of a list in `layout` ask for their image as they are drawn, by place in the whole list. */
export function useEagerImages(layout: ListLayoutName, opensPage?: boolean): (index: number) => boolean {
  const count = eagerImageCount(layout, useIsPhone(), opensPage);
  return (index) => index < count;
}
