/**
 * SPEC §4: back navigation returns the list to the clicked item after 2 s, once enough pages are
 * loaded. What to restore is kept in session storage per page URL: each time the page is come back
 * to (Back, Forward, Back again), until the person moves the page themselves after coming back or
 * opens another product.
 */
import { readStorage, removeStorage, writeStorage } from '../storage/storage.ts';
import { PARAM } from './page-state-params.ts';

export const SCROLL_RESTORE_DELAY_MS = 2000;
const KEY = 'selection-widgets:scroll';

/**
 * The list a product was opened from, by its part: the same product can be in the grid and in a row
 * above it (a pick, a best seller), and the person comes back to the copy they opened. `story-list`:
 * stories, of a story list or of the review tab's content.
 */
export const RESTORED_LISTS = [
  'product-grid',
  'pick-slider',
  'best-row',
  'bundle-slider',
  'search-picks',
  'story-list',
  'category-groups',
] as const;
export type RestoredList = (typeof RESTORED_LISTS)[number];

/**
 * How a list is come back to, where it is not simply found where it was.
 * - `follows`: the list is drawn below another and goes with that list's pages (the combined-shipping
 *   row under the grid): that list opens at them, and the product is looked for only once it has
 *   drawn them and asks for no more by itself. Found before, it would be pushed away by the pages
 *   drawn later above it.
 * - `drawnAfresh`: its items are chosen anew for each visit (the row's suggestions are random): when
 *   the product is no longer among them, the page comes back to the list, at its first.
 */
export const RESTORE_TRAITS: Partial<Record<RestoredList, { follows?: RestoredList; drawnAfresh?: true }>> = {
  'bundle-slider': { follows: 'product-grid', drawnAfresh: true },
};

export interface ScrollMemory {
  url: string;
  itemId: string;
  list: RestoredList;
  pageCount: number;
  scrollY: number;
  /** The document the click was in (its `performance.timeOrigin`). */
  document: number;
  /** Steps back or forward through history (popstate) in that document before the click. */
  steps: number;
}

/** As stored: the memory, and the coming back that last took it. */
interface StoredMemory extends ScrollMemory {
  taken?: string;
}

export function rememberClick(memory: ScrollMemory): void {
  writeStorage('sessionStorage', KEY, JSON.stringify(memory));
}

/**
 * The memory of a click on the page at `url` (or on the same list before the host added a parameter
 * of its own, `showsSameList`), when `cameBack` says the page was come back to. Once for each coming
 * back (`visit`, the same for every list of the page that asks): the first list to ask takes it, and
 * it stays for the next (Back, Forward, then Back again, where the browser kept no page to show).
 */
export function takeMemory(url: string, cameBack: (memory: ScrollMemory) => boolean, visit: string): ScrollMemory | undefined {
  const raw = readStorage('sessionStorage', KEY);
  if (!raw) return undefined;
  try {
    const read = JSON.parse(raw) as Partial<StoredMemory>;
    if (typeof read.url !== 'string' || !showsSameList(read.url, url) || typeof read.itemId !== 'string') return undefined;
    const memory: ScrollMemory = {
      url: read.url,
      itemId: read.itemId,
      list: RESTORED_LISTS.find((list) => list === read.list) ?? 'product-grid',
      pageCount: Math.max(1, Math.min(50, Number(read.pageCount) || 1)),
      scrollY: Number(read.scrollY) || 0,
      document: Number(read.document) || 0,
      steps: Number(read.steps) || 0,
    };
    if (read.taken === visit || !cameBack(memory)) return undefined;
    writeStorage('sessionStorage', KEY, JSON.stringify({ ...memory, taken: visit } satisfies StoredMemory));
    return memory;
  } catch {
    removeStorage('sessionStorage', KEY);
    return undefined;
  }
}

/**
 * Forgets the memory `visit` took (if it is still the one kept, not a later click's): the person has
 * moved the page after coming back, and where they take it is theirs; a later Back to it does not go
 * back to the product.
 */
export function forgetMemory(visit: string): void {
  try {
    if ((JSON.parse(readStorage('sessionStorage', KEY) ?? '{}') as Partial<StoredMemory>).taken !== visit) return;
  } catch {
    // Unreadable: nothing to keep.
  }
  removeStorage('sessionStorage', KEY);
}

/**
 * Whether the page at `now` still shows the list the product was opened from at `clicked` (each a
 * path and its query): the same path, each parameter of the click's query as it was, and none of the
 * elements' page state added. A parameter a host adds meanwhile (a tracking one) leaves the list
 * where it is; another category, sort, filter or search does not.
 */
export function showsSameList(clicked: string, now: string): boolean {
  const before = new URL(clicked, 'https://page.invalid');
  const after = new URL(now, 'https://page.invalid');
  if (before.pathname !== after.pathname) return false;
  const values = (url: URL, name: string) => url.searchParams.getAll(name).join('\n');
  for (const name of new Set(before.searchParams.keys())) {
    if (!after.searchParams.has(name) || values(before, name) !== values(after, name)) return false;
  }
  return !Object.values(PARAM).some((name) => !before.searchParams.has(name) && after.searchParams.has(name));
}
