/**
 * What the loader knows of each tag: how to start its first-screen requests and where its
 * definition lives. Only this table changes when a widget is added.
 */
import { bestFirstScreen } from '../core/api/best-queries.ts';
import { childrenFirstScreen } from '../core/api/children-queries.ts';
import { homeFirstScreen } from '../core/api/home-queries.ts';
import { keepsOwnPageState, parseSelectionUrl } from '../core/domain/selection-url.ts';
import { startQuery } from '../core/cache/head-start.ts';
import { storyListFirstScreen, storyTypeOf } from '../core/api/magazine-requests.ts';
import { guideRequest } from '../core/api/selection-requests.ts';
import { isGuideDone } from '../core/domain/guide-memory.ts';
import { answeredOk } from '../core/http/wire-answer.ts';
import { preloadImage } from './preload-image.ts';

import type { RequestSpec } from '../core/http/request-spec.ts';

export interface WidgetEntry {
  /** Space kept for the tag until it is defined, so the page does not jump. */
  reserve: string;
  /**
   * Starts the element's first-screen requests from its attributes. `served`: a server rendered the
   * element with its answers; only code its first screen needs is started (the review side).
   */
  prefetch?: (element: Element, served: boolean) => void;
  /**
   * True when the element will show nothing (a guide already done): the loader then downloads no
   * code and starts no request for it. The element, once defined by another of its tag, applies
   * the same rule and shows nothing either.
   */
  skip?: (element: Element) => boolean;
  load: () => Promise<unknown>;
}

const FULL_PAGE = 'min-height: var(--selection-reserved-height, 100vh)';

/** A prefetch from one attribute: nothing to start while the attribute is missing or empty. */
const fromAttribute =
  (name: string, firstScreen: (value: string, element: Element) => RequestSpec[]) =>
  (element: Element, served: boolean): void => {
    const value = element.getAttribute(name);
    if (value && !served) for (const spec of firstScreen(value, element)) startQuery(spec);
  };

export const registry: Record<string, WidgetEntry> = {
  'selection-home': {
    reserve: FULL_PAGE,
    prefetch: (element, served) => {
      const largeId = element.getAttribute('large-id');
      if (!largeId) return;
      // An element that keeps its page state to itself starts from the defaults, not the URL.
      const search = keepsOwnPageState(element.getAttribute('url-state')) ? '' : location.search;
      const plan = homeFirstScreen(largeId, parseSelectionUrl(search));
      // The review side's code (review tab and vote page) comes beside the element's, not after it has run.
      if (plan.side) void import('../widgets/selection-home/review/review-tab.tsx').catch(() => undefined);
      if (served) return;
      const [frames] = plan.now.map((spec) => startQuery(spec));
      if (!frames) return;
      void frames.then(
        (answer) => {
          const body = answeredOk(answer) ? answer.body : undefined;
          for (const image of plan.imagesAfterFrames(body)) preloadImage(image);
          // A list the element already asks for (or holds) is not started again (see `startQuery`).
          // (Most URL states started them beside the frames; see `homeFirstScreen`.)
          for (const spec of plan.afterFrames(body)) startQuery(spec);
        },
        () => undefined,
      );
    },
    load: () => import('../widgets/selection-home/selection-home.element.ts'),
  },
  'selection-children': {
    reserve: FULL_PAGE,
    prefetch: fromAttribute('large-id', childrenFirstScreen),
    load: () => import('../widgets/selection-children/selection-children.element.ts'),
  },
  'selection-best': {
    reserve: FULL_PAGE,
    prefetch: fromAttribute('large-id', bestFirstScreen),
    load: () => import('../widgets/selection-best/selection-best.element.ts'),
  },
  'selection-guide': {
    // An overlay: it takes no room in the page.
    reserve: 'min-height: 0',
    prefetch: fromAttribute('large-id', (largeId) => [guideRequest(largeId)]),
    // A returning visitor whose guide is done downloads no guide code and makes no guide call.
    skip: (element) => {
      const largeId = element.getAttribute('large-id');
      return largeId !== null && largeId !== '' && isGuideDone(largeId);
    },
    load: () => import('../widgets/selection-guide/selection-guide.element.ts'),
  },
  'selection-coupon': {
    reserve: 'min-height: 40px',
    load: () => import('../widgets/selection-coupon/selection-coupon.element.ts'),
  },
  'selection-story-list': {
    reserve: FULL_PAGE,
    prefetch: fromAttribute('selection-frame-data-id', (frameId, element) =>
      storyListFirstScreen(frameId, storyTypeOf(element.getAttribute('story-type'))),
    ),
    load: () => import('../widgets/selection-story-list/selection-story-list.element.ts'),
  },
};
