import { useCallback, useEffect, useState } from 'react';
import {
  rememberClick,
  SCROLL_RESTORE_DELAY_MS,
  takeMemory,
  type RestoredList,
  type ScrollMemory,
} from '../../core/domain/scroll-restore.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { useHost } from './host-context.ts';

const pageKey = () => `${location.pathname}${location.search}`;

function cameBack(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

/** Frames to wait for the product's page to be drawn once scrolled back to (a windowed list). */
const MAX_FRAMES = 60;

/**
 * Back navigation returns to the clicked product: the list loads as many pages as were open, and
 * after 2 s the product is scrolled into view and focused, in the list it was opened from (a row's
 * copy of a product in the grid too is not the one to go back to). The list draws only the pages near the
 * viewport, so when the product is not drawn yet the page first goes back to where it was, which
 * brings the product's page in.
 */
export function useScrollRestoration(): {
  initialPages: number;
  onOpen: (item: StoreItem, pages: number, list?: RestoredList) => void;
} {
  const host = useHost();
  const [memory] = useState<ScrollMemory | undefined>(() => (cameBack() ? takeMemory(pageKey()) : undefined));

  useEffect(() => {
    if (!memory) return;
    let frame = 0;
    const find = () =>
      host.shadowRoot?.querySelector<HTMLElement>(`[part~="${memory.list}"] [data-item-id="${CSS.escape(memory.itemId)}"]`);
    const reveal = (card: HTMLElement) => {
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    };
    const timer = setTimeout(() => {
      const card = find();
      if (card) return reveal(card);
      window.scrollTo({ top: memory.scrollY });
      let frames = 0;
      const wait = () => {
        const found = find();
        if (found) return reveal(found);
        if ((frames += 1) < MAX_FRAMES) frame = requestAnimationFrame(wait);
      };
      frame = requestAnimationFrame(wait);
    }, SCROLL_RESTORE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [host, memory]);

  const onOpen = useCallback((item: StoreItem, pages: number, list: RestoredList = 'product-grid') => {
    rememberClick({ url: pageKey(), itemId: item.itemId, list, pageCount: pages, scrollY: window.scrollY });
  }, []);

  return { initialPages: memory?.pageCount ?? 1, onOpen };
}
