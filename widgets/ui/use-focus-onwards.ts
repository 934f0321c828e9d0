/**
 * A block that leaves with focus in it (an error whose 다시 시도 was answered) hands focus on to what
 * took its place: the first control after where the block stood, as soon as one is drawn. Without
 * it, focus falls to the document, and a keyboard or screen reader user starts again at the top of
 * the page.
 */
import { useLayoutEffect, type RefObject } from 'react';

const CONTROL = 'a[href], button, input, select, textarea, [tabindex]';

/** How long to wait for a control in what replaces the block (a page's code may still be on its way). */
const WAIT_MS = 3000;

/**
 * The first control after `before` in `parent` (anywhere in it when `before` is null) that can take
 * focus: not one inside `before`, which stood above the block.
 */
function firstControlAfter(parent: ParentNode, before: Node | null): HTMLElement | undefined {
  return [...parent.querySelectorAll<HTMLElement>(CONTROL)].find(
    (control) =>
      control.tabIndex >= 0 &&
      !control.matches(':disabled') &&
      !control.closest('[inert], [aria-hidden="true"]') &&
      (before === null ||
        (!before.contains(control) && (before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)),
  );
}

export function useFocusOnwards(block: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = block.current;
    // React runs this as the block leaves, before it takes the block out of the page.
    return () => {
      if (!element) return;
      const root = element.getRootNode() as Document | ShadowRoot;
      const active = root.activeElement;
      if (!active || !element.contains(active)) return;
      // Where the block stood, at each level up (a later page's error leaves with the row it stood
      // in): the control looked for is the first after it at the nearest level that has one.
      const places: [ParentNode, Node | null][] = [];
      for (let node: Node = element; node.parentNode && node !== root; node = node.parentNode) {
        places.push([node.parentNode, node.previousSibling]);
      }
      // The person acting meanwhile (a tap anywhere, focus placed) ends the wait.
      const until = performance.now() + WAIT_MS;
      let moved = false;
      const onMove = () => (moved = true);
      const events = ['pointerdown', 'keydown', 'focusin'] as const;
      events.forEach((type) => document.addEventListener(type, onMove, { capture: true, once: true }));
      const stop = () => events.forEach((type) => document.removeEventListener(type, onMove, { capture: true }));
      const look = () => {
        if (moved || (document.activeElement && document.activeElement !== document.body)) return stop();
        let control: HTMLElement | undefined;
        for (const [parent, before] of places) {
          if (!parent.isConnected || (before !== null && !before.isConnected)) continue;
          control = firstControlAfter(parent, before);
          if (control) break;
        }
        if (control) {
          stop();
          control.focus({ preventScroll: true });
        } else if (performance.now() < until) requestAnimationFrame(look);
        else stop();
      };
      queueMicrotask(look);
    };
  }, [block]);
}
