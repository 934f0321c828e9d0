/**
 * A block that leaves with focus in it (an error whose 다시 시도 was answered) hands focus on to what
 * took its place: the first control after where the block stood, as soon as one is drawn. Without
 * it, focus falls to the document, and a keyboard or screen reader user starts again at the top of
 * the page.
 */
import { useLayoutEffect, type RefObject } from 'react';

const CONTROL = 'a[href], button, input, select, textarea, [tabindex]';

/** Frames to wait for the content that replaces the block (a page's code may still be on its way). */
const MAX_FRAMES = 120;

/** The first control in `parent` after `before` (anywhere in it when `before` is null) that can take focus. */
function firstControlAfter(parent: ParentNode, before: Node | null): HTMLElement | undefined {
  return [...parent.querySelectorAll<HTMLElement>(CONTROL)].find(
    (control) =>
      control.tabIndex >= 0 &&
      !control.matches(':disabled') &&
      !control.closest('[inert], [aria-hidden="true"]') &&
      (before === null || (before.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
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
      // Where the block stood, at each level up: the nearest place still in the page once it has gone
      // (a later page's error leaves with the row it stood in).
      const places: [ParentNode, Node | null][] = [];
      for (let node: Node = element; node.parentNode && node !== root; node = node.parentNode) {
        places.push([node.parentNode, node.previousSibling]);
      }
      let frames = 0;
      const look = () => {
        // Focus was placed since, here or in the host page (by the person, or by the content
        // itself): it stays there.
        if (document.activeElement && document.activeElement !== document.body) return;
        const place = places.find(([parent, before]) => parent.isConnected && (before === null || before.isConnected));
        const control = place && firstControlAfter(...place);
        if (control) control.focus({ preventScroll: true });
        else if ((frames += 1) < MAX_FRAMES) requestAnimationFrame(look);
      };
      queueMicrotask(look);
    };
  }, [block]);
}
