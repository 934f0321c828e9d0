/**
 * Focus never hides under a bar that sticks to the top of the screen (WCAG 2.4.11): the browser
 * brings a focused element into view only when it is outside the viewport, and stuck bars cover part
 * of it: the host's own header, as tall as the element's sticky-top offset (its `scroll-margin-top`,
 * base.css; 0 where the page pads its own scrolling), and a widget's bars (marked `data-sticky-bar`)
 * stuck below it. An element focused under one (Shift+Tab back up the page, focus moved by script,
 * or brought into view by the browser at the very top of the viewport) is scrolled to just below it,
 * in the window or in the host's box the bars stick in (an app shell), stuck as the category nav
 * reads it (`isStuck`). An element in a dialog (the guide, an alert) is left as it is: the dialog is
 * above the page.
 */

import { isStuck, scrollerOf } from './page-moves.ts';

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
      // A dialog (the guide, an alert) is above the page: scrolling the page would not move it.
      if (target.closest('dialog')) return;
      const box = target.getBoundingClientRect();
      // The lowest edge of what covers the element: the host's header from the top of the viewport,
      // then any bar of the widget's stuck over it.
      let covered = Math.min(parseFloat(getComputedStyle(root.host).scrollMarginTop) || 0, innerHeight / 2);
      if (box.top >= covered) covered = 0;
      // The page scrolls: the window, or a host's scrolling box the bars stick in.
      const scroller = scrollerOf(root.host);
      for (const bar of root.querySelectorAll('[data-sticky-bar]')) {
        // A bar after the element in the page sticks only once the element is scrolled past: brought
        // out below the header, the element has the bar below it, in its place.
        if (bar.contains(target) || bar.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) continue;
        const { top, bottom } = bar.getBoundingClientRect();
        // A stuck bar covers all above its lower edge: an element above it (under the header, where
        // the browser brought it into view) would land under it. One in the page's flow covers what
        // it overlaps.
        if (box.top < bottom && (box.bottom > top || isStuck(bar, scroller))) covered = Math.max(covered, bottom);
      }
      if (covered > 0 && box.bottom > 0) scroller.scrollBy(0, box.top - covered - GAP);
    });
  });
}
