/**
 * SPEC §4: back navigation returns the list to the clicked item after 2 s, once enough pages are
 * loaded. What to restore is kept in session storage per page URL.
 */
import { readStorage, removeStorage, writeStorage } from '../storage/storage.ts';

export const SCROLL_RESTORE_DELAY_MS = 2000;
const KEY = 'selection-widgets:scroll';

/**
 * The list a product was opened from, by its part: the same product can be in the grid and in a row
 * above it (a pick, a best seller), and the person comes back to the copy they opened.
 */
export const RESTORED_LISTS = ['product-grid', 'pick-slider', 'best-row', 'bundle-slider', 'search-picks', 'story-list'] as const;
export type RestoredList = (typeof RESTORED_LISTS)[number];

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

export function rememberClick(memory: ScrollMemory): void {
  writeStorage('sessionStorage', KEY, JSON.stringify(memory));
}

/** The memory for `url`, once, when `cameBack` says the page was come back to: it is removed as it is read. */
export function takeMemory(url: string, cameBack: (memory: ScrollMemory) => boolean): ScrollMemory | undefined {
  const raw = readStorage('sessionStorage', KEY);
  if (!raw) return undefined;
  try {
    const read = JSON.parse(raw) as Partial<ScrollMemory>;
    if (read.url !== url || typeof read.itemId !== 'string') return undefined;
    const memory: ScrollMemory = {
      url,
      itemId: read.itemId,
      list: RESTORED_LISTS.find((list) => list === read.list) ?? 'product-grid',
      pageCount: Math.max(1, Math.min(50, Number(read.pageCount) || 1)),
      scrollY: Number(read.scrollY) || 0,
      document: Number(read.document) || 0,
      steps: Number(read.steps) || 0,
    };
    if (!cameBack(memory)) return undefined;
    removeStorage('sessionStorage', KEY);
    return memory;
  } catch {
    removeStorage('sessionStorage', KEY);
    return undefined;
  }
}
