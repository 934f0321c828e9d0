/**
 * Focus never hides under a bar of a widget that sticks to the top of the screen (WCAG 2.4.11): the
 * browser brings a focused element into view only when it is outside the viewport, and a stuck bar
 * (marked `data-sticky-bar`) covers part of the viewport. An element focused under one (Shift+Tab back
 * up the page, focus moved by script) is scrolled down to just below it. The page scrolls: the bars
 * stick to the viewport, as the category nav measures them.
 */
import { pageSlot } from '../../core/page-slot.ts';

/** Room kept between the bar and the element focused. */
const GAP = 8;

/** Watches `root` (an element's shadow root) for the rest of its life; once per root. */
export function keepFocusClearOfStickyBars(root: ShadowRoot): void {
  const watched = pageSlot('stickyFocusRoots', () => new WeakSet<ShadowRoot>());
  if (watched.has(root)) return;
  watched.add(root);
  let frame = 0;
  // Measured in the next frame: after any scroll the browser makes for the focus itself (Firefox's
  // comes after the focus event, and would undo one made in it).
  const clear = (target: Element) => {
    if (!target.isConnected) return;
    const box = target.getBoundingClientRect();
    for (const bar of root.querySelectorAll('[data-sticky-bar]')) {
      if (bar.contains(target)) continue;
      const { top, bottom } = bar.getBoundingClientRect();
      if (box.top < bottom && box.bottom > top) {
        window.scrollBy({ top: box.top - bottom - GAP, behavior: 'instant' });
        return;
      }
    }
  };
  root.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => clear(target));
  });
}
