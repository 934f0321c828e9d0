/**
 * What the loader knows of each tag: how to start its first-screen requests and where its
 * definition lives. Only this table changes when a widget is added.
 */
import { bestFirstScreen } from '../core/domain/best-queries.ts';
import { childrenFirstScreen } from '../core/domain/child-categories.ts';
import { homeFirstScreen } from '../core/domain/home-queries.ts';
import { parseSelectionUrl } from '../core/domain/selection-url.ts';
import { prefetchRequest } from '../core/http/prefetch.ts';
import { storyListFirstScreen, storyTypeOf } from '../core/api/magazine-requests.ts';
import { guideRequest } from '../core/api/selection-requests.ts';

export interface WidgetEntry {
  /** Space kept for the tag until it is defined, so the page does not jump. */
  reserve: string;
  prefetch?: (element: Element) => void;
  load: () => Promise<unknown>;
}

export const registry: Record<string, WidgetEntry> = {
  'selection-home': {
    reserve: 'min-height: var(--selection-reserved-height, 100vh)',
    prefetch(element) {
      const largeId = element.getAttribute('large-id');
      if (largeId) for (const spec of homeFirstScreen(largeId, parseSelectionUrl(location.search))) prefetchRequest(spec);
    },
    load: () => import('../widgets/selection-home/selection-home.element.ts'),
  },
  'selection-children': {
    reserve: 'min-height: var(--selection-reserved-height, 100vh)',
    prefetch(element) {
      const largeId = element.getAttribute('large-id');
      if (largeId) for (const spec of childrenFirstScreen(largeId)) prefetchRequest(spec);
    },
    load: () => import('../widgets/selection-children/selection-children.element.ts'),
  },
  'selection-best': {
    reserve: 'min-height: var(--selection-reserved-height, 100vh)',
    prefetch(element) {
      const largeId = element.getAttribute('large-id');
      if (largeId) for (const spec of bestFirstScreen(largeId)) prefetchRequest(spec);
    },
    load: () => import('../widgets/selection-best/selection-best.element.ts'),
  },
  'selection-guide': {
    // An overlay: it takes no room in the page.
    reserve: 'min-height: 0',
    prefetch(element) {
      const largeId = element.getAttribute('large-id');
      if (largeId) prefetchRequest(guideRequest(largeId));
    },
    load: () => import('../widgets/selection-guide/selection-guide.element.ts'),
  },
  'selection-coupon': {
    reserve: 'min-height: 40px',
    load: () => import('../widgets/selection-coupon/selection-coupon.element.ts'),
  },
  'selection-story-list': {
    reserve: 'min-height: var(--selection-reserved-height, 100vh)',
    prefetch(element) {
      const frameId = element.getAttribute('selection-frame-data-id');
      if (frameId) for (const spec of storyListFirstScreen(frameId, storyTypeOf(element.getAttribute('story-type')))) prefetchRequest(spec);
    },
    load: () => import('../widgets/selection-story-list/selection-story-list.element.ts'),
  },
};
