/** Keyboard focus through the home's steps in history (the other elements take none: the home's chunk). */
import { useEffect } from 'react';
import { useHost } from '../ui/host-context.ts';
import { focusOnwards, placesOf, type Places } from '../ui/use-focus-onwards.ts';

/**
 * Back or Forward through the element's own steps (a search, a category, a tab) takes away what it
 * drew for the step left: focus in it goes on as from any block that leaves with it, not to the
 * document. Where focus was is kept as it moves: the page state may follow the step, and React take
 * the block away, before this hears of it.
 */
export function useFocusOnwardsThroughHistory(): void {
  const host = useHost();
  useEffect(() => {
    const root = host.shadowRoot;
    if (!root) return;
    let last: { element: Element; places: Places } | undefined;
    const onFocusIn = () => {
      const active = root.activeElement;
      last = active ? { element: active, places: placesOf(active) } : undefined;
    };
    // Gone elsewhere on the page, or to nothing while what had it stays (a click on the page's
    // background): none of this element's to hand on. Taken away with what had it, it is kept.
    const onFocusOut = (event: Event) => {
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof Node && !root.contains(next)) last = undefined;
      else if (next === null) {
        const left = last;
        setTimeout(() => {
          if (last === left && left?.element.isConnected && !root.activeElement) last = undefined;
        });
      }
    };
    const onStep = () =>
      // Looked at once the step is drawn (React draws a change of the URL's state in a microtask).
      setTimeout(() => {
        const active = document.activeElement;
        if (last && !last.element.isConnected && (!active || active === document.body)) focusOnwards(last.places);
      });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    window.addEventListener('popstate', onStep);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('popstate', onStep);
    };
  }, [host]);
}
