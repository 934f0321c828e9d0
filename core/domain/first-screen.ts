/**
 * What a first screen shows of a list: a row's first view (3.5 cards on a phone, 4 on a desktop) or
 * a grid's first two rows of three. The widgets draw that much in the render that mounts a list
 * (`widgets/ui/use-staged.ts`); the benchmark's floor page reads the same count.
 */
export const FIRST_STAGE = 6;

/**
 * Whether the item at `index` of a list (its place in the whole list) is on a first screen. The
 * review side's vote cards (two rows of three, at the top of the tab and of the vote page) ask for
 * their images as they are drawn, since one of them is the page's largest paint; product grids
 * start below the banners and rows on a phone, so theirs wait for a layout to find them near the view.
 */
export const onFirstScreen = (index: number): boolean => index < FIRST_STAGE;
