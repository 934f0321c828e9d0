/**
 * `measure`, at most once a frame, after the page moves under `part`: any scroll (captured at the
 * document: the window's or a host's scrolling box; and, since a scroll event does not leave a shadow
 * root, at each host's shadow root `part` is laid out in, for a box scrolling there) and a resize of
 * the window. `schedule` asks for a measure on other occasions too (a resize of the part, a focus
 * move); `stop` ends it all.
 */
export function measureOnPageMoves(measure: () => void, part?: Element): { schedule: () => void; stop: () => void } {
  let frame = 0;
  const run = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(run);
  };
  // The part's own shadow root is its element's: nothing there scrolls the part up or down (its rows
  // scroll sideways).
  const own = part?.getRootNode();
  const roots = new Set<Document | ShadowRoot>([document]);
  for (let box = part && laidOutAround(part); box; box = laidOutAround(box)) {
    const root = box.getRootNode();
    if (root instanceof ShadowRoot && root !== own) roots.add(root);
  }
  for (const root of roots) root.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  return {
    schedule,
    stop: () => {
      cancelAnimationFrame(frame);
      for (const root of roots) root.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    },
  };
}

/** The element around `element`: its parent, or the host of the shadow root it is the top of. */
export function around(element: Element): Element | null {
  const root = element.getRootNode();
  return element.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
}

/** The element around `box` as laid out: the slot it is assigned to, or the element `around` it. */
export const laidOutAround = (box: Element): Element | null => box.assignedSlot ?? around(box);

/**
 * The box `element` scrolls in: the nearest around it as laid out (across shadow roots, and into the
 * slot an element is assigned to) that scrolls, or the window. The body counts as a box of its own
 * only where the root element clips (an app shell: `html { overflow: hidden }`, the body scrolling);
 * otherwise its overflow is the window's.
 */
export function scrollerOf(element: Element): Element | Window {
  const { body, documentElement } = document;
  for (let box = laidOutAround(element); box && box !== documentElement; box = laidOutAround(box)) {
    if (box === body && getComputedStyle(documentElement).overflowY === 'visible') break;
    if (/auto|scroll|overlay/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight + 1) return box;
  }
  return window;
}

/**
 * Runs `work` once the frame now being drawn is painted (the next frame's callback, then a task);
 * returns a function that calls it off.
 */
export function afterPaint(work: () => void): () => void {
  let later = 0;
  const frame = requestAnimationFrame(() => (later = window.setTimeout(work)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(later);
  };
}

/** How far `scroller` (from `scrollerOf`) is scrolled down. */
export const scrolledBy = (scroller: Element | Window): number => (scroller instanceof Element ? scroller.scrollTop : window.scrollY);

/**
 * Whether `bar` is stuck: sticky, with the box it scrolls in (`scroller`: the window, or a host's
 * scrolling box) scrolled, and at its `top` from that box's top edge. A bar drawn in the page's flow
 * (not sticky) never is, wherever it happens to be.
 */
export function isStuck(bar: Element, scroller: Element | Window = scrollerOf(bar)): boolean {
  const style = getComputedStyle(bar);
  if (style.position !== 'sticky') return false;
  const edge = scroller instanceof Element ? scroller.getBoundingClientRect().top + scroller.clientTop : 0;
  return scrolledBy(scroller) > 0 && bar.getBoundingClientRect().top <= edge + (parseFloat(style.top) || 0) + 0.5;
}
