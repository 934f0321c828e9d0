/** A list's place through the page's steps in history (the home's: widgets/selection-home/list-places.tsx). */
import type { ReactNode, RefObject } from 'react';

export interface ListPlace {
  /** Pages the list showed. */
  pages: number;
  /** The page's scroll position, as the list was left. */
  scrollY: number;
  /**
   * The first item in sight as the list was left, and how far below the top of the screen it was: the
   * page is put back by it, as what is above the list may be drawn taller or shorter when it comes back.
   */
  anchor?: { itemId: string; offset: number } | undefined;
}

/** What keeps a list's place through the page's steps in history. */
export interface ListPlaces {
  /**
   * Called as a list is drawn first or replaces another: where it was left, when the page is stepping
   * back (or forward) to it through history; it opens at those pages.
   */
  returnTo: (key: string) => ListPlace | undefined;
  /**
   * Drawn with the list `listKey` (nothing on the page): keeps its place while it is shown, and, when
   * it was stepped back to (`returned`), puts the page back at it once `frame` has drawn its pages.
   */
  keep: (list: {
    listKey: string;
    pages: number;
    /** The list's last page, as its first page's answer says. */
    lastPage: number;
    frame: RefObject<HTMLElement | null>;
    returned: ListPlace | undefined;
  }) => ReactNode;
}
