/**
 * One set of page slots per server render. The widgets keep page-wide state (configuration, the
 * query cache, the token, the page's URL state) in page slots (core/page-slot.ts); a server renders
 * many pages at once in one process, so each render runs with slots of its own, found through
 * `AsyncLocalStorage` (Node 20+, Deno, Bun and workers with Node compatibility).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { setPageSlotProvider } from '../core/page-slot.ts';

const pages = new AsyncLocalStorage<Record<string, unknown>>();
let installed = false;

/** Runs `work` in a page of its own: what it configures, caches or reads stays in that page. */
export function inOwnPage<T>(work: () => Promise<T>): Promise<T> {
  if (!installed) {
    setPageSlotProvider(() => pages.getStore());
    installed = true;
  }
  return pages.run({}, work);
}
