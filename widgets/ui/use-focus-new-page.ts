/** After "더 보기", focus moves to the first item of the page it asked for, once that page is drawn. */
import { useEffect, useRef, type RefObject } from 'react';

/** Returns `focusPage(page)`: the next time `page`'s first item (`data-page`) is in the list, it takes focus. */
export function useFocusNewPage(list: RefObject<HTMLUListElement | null>): (page: number) => void {
  const wanted = useRef<number | undefined>(undefined);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new MutationObserver(() => {
      if (wanted.current === undefined) return;
      const first = element.querySelector<HTMLElement>(`:scope > [data-page="${wanted.current}"]`);
      const target = first?.querySelector<HTMLElement>('a[href], button');
      if (!target) return;
      wanted.current = undefined;
      target.focus();
    });
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [list]);
  return (page) => {
    wanted.current = page;
  };
}
