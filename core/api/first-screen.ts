/**
 * `firstScreen(tag, attributes, search)`: what an element's first screen asks for before anything is
 * in, from its attributes and the page URL alone — the loader's head start, the same requests the
 * element's queries make. What the home decides once its frames are in is `homeScreen`
 * (home-queries.ts), read by the widget on validated data.
 */
import type { RequestSpec } from '../http/request-spec.ts';
import { keepsOwnPageState, parseSelectionUrl } from '../domain/selection-url.ts';
import type { HomeSide } from '../domain/home-side.ts';
import { bestFirstScreen } from './best-queries.ts';
import { childrenFirstScreen } from './children-queries.ts';
import { homeStart, type HomeStart } from './home-queries.ts';
import { storyListFirstScreen, storyTypeOf } from './magazine-requests.ts';
import { guideRequest } from './selection-requests.ts';

/** An element's attributes by name (missing: null or undefined). */
export type ElementAttributes = Readonly<Record<string, string | null | undefined>>;

export interface FirstScreen {
  requests: RequestSpec[];
  /** A part of the element whose code the first screen draws, to load beside the element's. */
  side?: HomeSide | undefined;
  /** The home's URL state: the first request is its frames, whose answer decides the rest (`afterFrames`). */
  home?: HomeStart['home'];
  /** The home's review side: its vote list, whose first screen's pictures hold the screen's largest. */
  pictures?: HomeStart['pictures'];
}

/** The first screen of `tag` with `attributes` on a page at `search`; undefined when it asks for nothing. */
export function firstScreen(tag: string, attributes: ElementAttributes, search: string): FirstScreen | undefined {
  const attribute = (name: string): string | undefined => attributes[name] || undefined;
  const largeId = attribute('large-id');
  switch (tag) {
    case 'selection-home':
      // An element that keeps its page state to itself starts from the defaults, not the URL.
      return largeId ? homeStart(largeId, parseSelectionUrl(keepsOwnPageState(attributes['url-state']) ? '' : search)) : undefined;
    case 'selection-children':
      return largeId ? { requests: childrenFirstScreen(largeId) } : undefined;
    case 'selection-best':
      return largeId ? { requests: bestFirstScreen(largeId) } : undefined;
    case 'selection-guide':
      return largeId ? { requests: [guideRequest(largeId)] } : undefined;
    case 'selection-story-list': {
      const frameId = attribute('selection-frame-data-id');
      const storyType = storyTypeOf(attributes['story-type']);
      return frameId && storyType ? { requests: storyListFirstScreen(frameId, storyType) } : undefined;
    }
    default:
      return undefined;
  }
}
