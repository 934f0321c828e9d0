/**
 * The return to a product waits 2 s (SPEC §4) before it looks for it. These hold that wait in the
 * page until the test lets it run: whether the page means to go back to the product is whether it
 * waits. (Playwright's clock cannot stand in: its `performance` has no navigation entry, so the page
 * would not know it was come back to.)
 */
import type { Page } from '@playwright/test';
import { SCROLL_RESTORE_DELAY_MS } from '../../core/domain/scroll-restore.ts';

/** Runs in the page (sent as source): timers of `delay` ms are kept in `window.heldTimers`, not started. */
function holdTimers(delay: number): void {
  const held: (() => void)[] = [];
  const set = window.setTimeout;
  Object.assign(window, { heldTimers: held });
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== delay || typeof handler !== 'function') return set(handler, timeout, ...args);
    held.push(() => (handler as (...rest: unknown[]) => void)(...args));
    return 0;
  }) as typeof window.setTimeout;
}

/** Holds the wait in every page `page` loads from now on (`'document'`: in the one it shows). */
export async function holdRestoreWait(page: Page, where: 'pages' | 'document' = 'pages'): Promise<void> {
  if (where === 'pages') await page.addInitScript(holdTimers, SCROLL_RESTORE_DELAY_MS);
  else await page.evaluate(holdTimers, SCROLL_RESTORE_DELAY_MS);
}

/** How many waits the page holds. */
export const heldWaits = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { heldTimers: (() => void)[] }).heldTimers.length);

/** Lets the held waits run, and two frames after them (the search for the product). */
export const runHeldWaits = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        for (const run of (window as unknown as { heldTimers: (() => void)[] }).heldTimers.splice(0)) run();
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
