/**
 * Focus never hides under a bar of a widget that sticks to the top of the screen (WCAG 2.4.11): the
 * browser brings a focused element into view only when it is outside the viewport, and a stuck bar
 * (marked `data-sticky-bar`) covers part of the viewport. An element focused under one (Shift+Tab back
 * up the page, focus moved by script) is scrolled to just below it. The page scrolls: the bars stick
 * to the viewport, as the category nav measures them.
 */

/** Room kept between the bar and the element focused. */
const GAP = 8;
const watched = new WeakSet<ShadowRoot>();

/** Watches `root` (an element's shadow root) for the rest of its life; once per root. */
export function keepFocusClearOfStickyBars(root: ShadowRoot): void {
  if (watched.has(root)) return;
  watched.add(root);
  root.addEventListener('focusin', ({ target }) => {
    // Measured in the next frame: after any scroll the browser makes for the focus itself (Firefox's
    // comes after the focus event, and would undo one made in it); only while it still has focus.
    requestAnimationFrame(() => {
      if (!(target instanceof Element) || root.activeElement !== target) return;
      const box = target.getBoundingClientRect();
      for (const bar of root.querySelectorAll('[data-sticky-bar]')) {
        const { top, bottom } = bar.getBoundingClientRect();
        if (!bar.contains(target) && box.top < bottom && box.bottom > top) return window.scrollBy(0, box.top - bottom - GAP);
      }
    });
  });
}
