/**
 * The layout policy of a first screen, as data: how many items of each list a first screen shows
 * at a width class, and which of them ask for their image as they are drawn. Read by the widgets
 * (`widgets/ui/first-screen.ts`, which states the rule and holds the hooks) and by the loader's
 * head start (`firstVotePictures`), so both count the same cards.
 */

/** Phone width as the product defines it (CSS uses the same breakpoint). */
export const PHONE_QUERY = '(max-width: 767px)';

export interface ListLayout {
  /** Columns of a grid, or items in one view of a row (a part of one counts as one), on a phone. */
  phone: number;
  /** The same at wider widths. */
  wide: number;
  /** Rows a first screen shows: two of a grid, the one of a row. */
  rows: number;
  /**
   * The list always opens its page's first screen, so its first-screen images are asked for as
   * they are drawn (one of them is the page's largest paint); other lists' wait for a layout to find
   * them near the view, unless their page says the list opens it (`opensPage`).
   */
  eager?: true;
}

export type ListLayoutName = 'productGrid' | 'voteGrid' | 'storyGrid' | 'scrollRow' | 'preparingRow';

export const LIST_LAYOUTS: Readonly<Record<ListLayoutName, ListLayout>> = {
  /**
   * `.product-grid` (product-card.css): 3 columns at every width. It starts below a home's banners
   * and rows; it opens the best page (`opensPage`).
   */
  productGrid: { phone: 3, wide: 3, rows: 2 },
  /** `.vote-grid` (review.css): 3 columns on a phone, 5 wider; it opens the review tab and the vote page. */
  voteGrid: { phone: 3, wide: 5, rows: 2, eager: true },
  /**
   * `.story-grid` (story-card.css): 2 columns on a phone, 4 wider. It opens the story list page
   * under its title, and its cards are short (4:3 pictures), so a screen shows three rows of it
   * (at 900 px high), one of whose pictures is the page's largest paint.
   */
  storyGrid: { phone: 2, wide: 4, rows: 3, eager: true },
  /** `.scroll-row` (scroll-row.css): 3.5 items a view on a phone (the fourth cut by the edge), 4 wider. */
  scrollRow: { phone: 4, wide: 4, rows: 1 },
  /**
   * `.preparing-list` (review.css): cards 140 px wide on a phone, 180 px wider, 12 px apart, in the
   * review section's box (the width less 32 px, at most 1048 px): 4.8 in view at 767 px, 5.5 at 1080.
   */
  preparingRow: { phone: 5, wide: 6, rows: 1 },
};

/** How many items of a list in `layout` a first screen shows. */
export function firstScreenCount(layout: ListLayoutName, phone: boolean): number {
  const list = LIST_LAYOUTS[layout];
  return (phone ? list.phone : list.wide) * list.rows;
}

/**
 * How many first items of a list in `layout` ask for their image as they are drawn: a first
 * screen's, where the list opens its page (`opensPage`: by default, where its layout always does).
 */
export const eagerImageCount = (layout: ListLayoutName, phone: boolean, opensPage = LIST_LAYOUTS[layout].eager === true): number =>
  opensPage ? firstScreenCount(layout, phone) : 0;
