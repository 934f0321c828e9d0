/**
 * The longest an element's first draw waits for answers the loader asked for ahead of it (its head
 * start). When its code arrives with them still on their way, as on a fast network, the element
 * draws its first screen with them a moment later instead of a loading screen that would stand for
 * a frame or two: no flash, and a phone is spared drawing and laying out that screen. Its room is
 * kept meanwhile (the loader's reserved space), so nothing moves. Used by element-renderer.ts; a
 * module of its own (no React) so the end-to-end tests read the same figure.
 */
export const FIRST_DRAW_WAIT_MS = 150;

/** Resolves once every one of `answers` is in (or has failed), or after FIRST_DRAW_WAIT_MS. */
export const firstScreenIn = (answers: readonly Promise<unknown>[]): Promise<unknown> =>
  Promise.race([Promise.allSettled(answers), new Promise((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS))]);
