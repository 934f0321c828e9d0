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
