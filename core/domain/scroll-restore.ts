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
export const RESTORED_LISTS = ['product-grid', 'pick-slider', 'best-row', 'bundle-slider', 'search-picks'] as const;
export type RestoredList = (typeof RESTORED_LISTS)[number];

export interface ScrollMemory {
  url: string;
  itemId: string;
  list: RestoredList;
  pageCount: number;
  scrollY: number;
}

export function rememberClick(memory: ScrollMemory): void {
  writeStorage('sessionStorage', KEY, JSON.stringify(memory));
}

/** The memory for `url`, once: it is removed as it is read. */
export function takeMemory(url: string): ScrollMemory | undefined {
  const raw = readStorage('sessionStorage', KEY);
  if (!raw) return undefined;
  try {
    const memory = JSON.parse(raw) as Partial<ScrollMemory>;
    if (memory.url !== url || typeof memory.itemId !== 'string') return undefined;
    removeStorage('sessionStorage', KEY);
    return {
      url,
      itemId: memory.itemId,
      list: RESTORED_LISTS.find((list) => list === memory.list) ?? 'product-grid',
      pageCount: Math.max(1, Math.min(50, Number(memory.pageCount) || 1)),
      scrollY: Number(memory.scrollY) || 0,
    };
  } catch {
    removeStorage('sessionStorage', KEY);
    return undefined;
  }
}
