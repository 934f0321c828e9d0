/**
 * One import per row of the chunk table (`chunk-table.ts`), as the sources run in development and
 * tests. The loader's build replaces this module with the same rows pointing at the built files,
 * each asked for together with its own imports (vite.loader.config.ts); it checks each row here
 * imports its table entry.
 */
import type { ChunkName } from './chunk-table.ts';

export const CHUNK_LOADERS: Readonly<Record<ChunkName, () => Promise<unknown>>> = {
  'selection-best': () => import('../widgets/selection-best/selection-best.element.ts'),
  'selection-children': () => import('../widgets/selection-children/selection-children.element.ts'),
  'selection-coupon': () => import('../widgets/selection-coupon/selection-coupon.element.ts'),
  'selection-guide': () => import('../widgets/selection-guide/selection-guide.element.ts'),
  'selection-home': () => import('../widgets/selection-home/selection-home.element.ts'),
  'selection-story-list': () => import('../widgets/selection-story-list/selection-story-list.element.ts'),
  'review-side': () => import('../widgets/selection-home/review/review-tab.tsx'),
  'frames-reader': () => import('../core/api/home-frames.ts'),
  'served-kit': () => import('../widgets/ui/served-kit.ts'),
};
