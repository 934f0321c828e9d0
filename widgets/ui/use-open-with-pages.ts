import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * `onOpen` given the list's pages as they are when a product opens: read then, from a ref, so the
 * cards (handed one callback for the list's life) need not re-render as pages are added. `shownRef`,
 * when given, is the ref kept, for what follows the list (the combined-shipping row after the grid).
 */
export function useOpenWithPages<T>(
  onOpen: ((item: T, pages: number) => void) | undefined,
  pages: number,
  shownRef?: RefObject<number>,
): (item: T) => void {
  const own = useRef(pages);
  const shown = shownRef ?? own;
  useEffect(() => {
    shown.current = pages;
  }, [shown, pages]);
  return useCallback((item: T) => onOpen?.(item, shown.current), [onOpen, shown]);
}
