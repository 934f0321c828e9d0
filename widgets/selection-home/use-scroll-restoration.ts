import { useCallback, useEffect, useState } from 'react';
import { rememberClick, SCROLL_RESTORE_DELAY_MS, takeMemory, type ScrollMemory } from '../../core/domain/scroll-restore.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import { useHost } from '../ui/host-context.ts';

const pageKey = () => `${location.pathname}${location.search}`;

function cameBack(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'back_forward';
}

/**
 * Back navigation returns to the clicked product: the list loads as many pages as were open, and
 * after 2 s the product is scrolled into view and focused.
 */
export function useScrollRestoration(): { initialPages: number; onOpen: (item: StoreItem, pages: number) => void } {
  const host = useHost();
  const [memory] = useState<ScrollMemory | undefined>(() => (cameBack() ? takeMemory(pageKey()) : undefined));

  useEffect(() => {
    if (!memory) return;
    const timer = setTimeout(() => {
      const card = host.shadowRoot?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(memory.itemId)}"]`);
      if (!card) {
        window.scrollTo({ top: memory.scrollY });
        return;
      }
      card.scrollIntoView({ block: 'center' });
      card.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    }, SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [host, memory]);

  const onOpen = useCallback((item: StoreItem, pages: number) => {
    rememberClick({ url: pageKey(), itemId: item.itemId, pageCount: pages, scrollY: window.scrollY });
  }, []);

  return { initialPages: memory?.pageCount ?? 1, onOpen };
}
