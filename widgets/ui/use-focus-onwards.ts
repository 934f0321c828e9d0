/**
 * A block that leaves with focus in it (an error whose 다시 시도 was answered, a vote card a closed
 * vote took out of its list) hands focus on to what took its place: the first control after where
 * the block stood, as soon as one is drawn. So does a dialog whose opener left while it was open.
 * Without it, focus falls to the document, and a keyboard or screen reader user starts again at the
 * top of the page.
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

/** Where an element stood: its parent and the node before it, at each level up to its root. */
export type Places = [ParentNode, Node | null][];

/** Where `element` stands, at each level up (a later page's error leaves with the row it stood in). */
export function placesOf(element: Element): Places {
  const root = element.getRootNode();
  const places: Places = [];
  for (let node: Node = element; node.parentNode && node !== root; node = node.parentNode) {
    places.push([node.parentNode, node.previousSibling]);
  }
  return places;
}

/**
 * Hands focus to the first control after where something stood (`places`), at the nearest level
 * that has one, as soon as one is drawn (within WAIT_MS). The person acting meanwhile (a tap
 * anywhere, focus placed) ends the wait; focus still in `leaving` (a dialog closing, which some
 * engines leave it in until it is gone) is no focus placed.
 */
export function focusOnwards(places: Places, leaving?: Element): void {
  const until = performance.now() + WAIT_MS;
  let moved = false;
  const onMove = () => (moved = true);
  // Focus placed meanwhile is read as the wait goes (`placed`): an engine may move it as a dialog
  // closes, into what is leaving.
  const events = ['pointerdown', 'keydown'] as const;
  events.forEach((type) => document.addEventListener(type, onMove, { capture: true, once: true }));
  const stop = () => events.forEach((type) => document.removeEventListener(type, onMove, { capture: true }));
  const placed = () => {
    const active = document.activeElement;
    if (!active || active === document.body) return false;
    const inner = leaving && (leaving.getRootNode() as Document | ShadowRoot).activeElement;
    return !(inner && leaving.contains(inner));
  };
  const look = () => {
    if (moved || placed()) return stop();
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
}

export function useFocusOnwards(block: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = block.current;
    // React runs this as the block leaves, before it takes the block out of the page.
    return () => {
      if (!element) return;
      const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
      if (active && element.contains(active)) focusOnwards(placesOf(element));
    };
  }, [block]);
}
