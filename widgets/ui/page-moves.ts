/**
 * `measure`, at most once a frame, after the page moves under a part of it: any scroll (captured at
 * the document: the window's or a host's scrolling box) and a resize of the window. `schedule` asks
 * for a measure on other occasions too (a resize of the part, a focus move); `stop` ends it all.
 */
export function measureOnPageMoves(measure: () => void): { schedule: () => void; stop: () => void } {
  let frame = 0;
  const run = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(run);
  };
  document.addEventListener('scroll', schedule, { passive: true, capture: true });
  window.addEventListener('resize', schedule);
  return {
    schedule,
    stop: () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    },
  };
}

/** The element around `element`: its parent, or the host of the shadow root it is the top of. */
export function around(element: Element): Element | null {
  const root = element.getRootNode();
  return element.parentElement ?? (root instanceof ShadowRoot ? root.host : null);
}

/** The box `element` scrolls in: the nearest around it (across shadow roots) that scrolls, or the window. */
export function scrollerOf(element: Element): Element | Window {
  for (let box = around(element); box && box !== document.body && box !== document.documentElement; box = around(box)) {
    if (/auto|scroll/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return box;
  }
  return window;
}
