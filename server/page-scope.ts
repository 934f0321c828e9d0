/**
 * One set of page slots per server render. The widgets keep page-wide state (configuration, the
 * query cache, the token, the page's URL state) in page slots (core/page-slot.ts); a server renders
 * many pages at once in one process, so each render runs with slots of its own, found through
 * `AsyncLocalStorage` (Node 20+, Deno, Bun and workers with Node compatibility).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { newSlots, setPageSlotProvider } from '../core/page-slot.ts';

type Pages = AsyncLocalStorage<Record<string, unknown>>;
const PAGES = Symbol.for('selection-widgets.server-pages');

/**
 * The process's one store of render pages, shared by every copy of this module, as the page slots'
 * provider is (core/page-slot.ts): with a store per copy (the package bundled twice, two versions in
 * a monorepo, a module reloaded), the provider the last copy installed would find no page in another
 * copy's renders, and those would share the process's global page: one person's answers in
 * another's HTML.
 */
const pages = ((globalThis as unknown as { [PAGES]?: Pages })[PAGES] ??= new AsyncLocalStorage<Record<string, unknown>>());

/** Runs `work` in a page of its own: what it configures, caches or reads stays in that page. */
export function inOwnPage<T>(work: () => Promise<T>): Promise<T> {
  setPageSlotProvider(() => pages.getStore());
  return pages.run(newSlots(), work);
}
