/**
 * For browser tests of an element alone on the test page: each test starts with an empty query
 * cache (request counts, failures and the pages that arrive do not hang on what another test
 * cached) and with `held` events forgotten; after it the elements are unmounted, the page's URL has
 * no query and the window is back at its usual 800×600. Call inside a `describe`.
 */
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { setViewport } from './engine.ts';
import { atUrl, cleanup } from './helpers.ts';

export function elementPageTests(held: CustomEvent[] = []): void {
  beforeEach(() => {
    held.length = 0;
    clearQueryCache();
  });
  afterEach(async () => {
    cleanup();
    atUrl('');
    await setViewport(800, 600);
  });
}
