/**
 * The elements a server renders, with what their page answers besides 200. The guide and the coupon
 * button are not here: what they show depends on one person's cookies and storage (a guide already
 * closed, a coupon already claimed), which only the browser knows, so they stay client-rendered.
 */
import { largeDataQuery, allListQuery } from '../core/api/selection.ts';
import { storyListQuery } from '../core/api/magazines.ts';
import { storyTypeOf } from '../core/api/magazine-requests.ts';
import type { QueryDef } from '../core/cache/query-def.ts';
import type { ApiError } from '../core/http/api-error.ts';
import { homeScreenOf } from '../core/api/home-queries.ts';
import { parseSelectionUrl } from '../core/domain/selection-url.ts';
import type { SelectionFrameList } from '../core/schemas/selection-frame.ts';
import { selectionUrl } from '../bridge/navigation.ts';
import type { ElementDefinition } from '../widgets/ui/define-element.tsx';
import { definition as best } from '../widgets/selection-best/selection-best.element.ts';
import { definition as children } from '../widgets/selection-children/selection-children.element.ts';
import { definition as home } from '../widgets/selection-home/selection-home.element.ts';
import { definition as storyList } from '../widgets/selection-story-list/selection-story-list.element.ts';

/** What a host should answer instead of 200: a status, and where to go for a redirect. */
export interface PageOutcome {
  status: number;
  location?: string;
}

/** An answer of the render read with its query's schema (undefined: never asked). */
export type ReadAnswer = <T>(query: QueryDef<T>) => { value: T } | { error: { status: number | undefined } } | undefined;

export interface ServerElement {
  definition: ElementDefinition;
  /** The page's outcome from the element's props and the answers its screen used. */
  outcome: (props: Readonly<Record<string, unknown>>, read: ReadAnswer, search: string) => PageOutcome | undefined;
}

const NOT_FOUND: PageOutcome = { status: 404 };

/**
 * The page's own data refused for good: missing (404, 410), or a request the API will never take (a
 * 400 for a malformed id, a 414 or 431 for one too long): no such page. Not a sign-in's or a right's
 * refusal (401, 403: the page says so, and may show it to another person), nor a failure of the moment.
 */
const MISSING = new Set([400, 404, 410, 414, 431]);
const isMissing = (error: Pick<ApiError, 'status'>): boolean => MISSING.has(error.status ?? 0);

const stringProp = (props: Readonly<Record<string, unknown>>, name: string): string | undefined =>
  typeof props[name] === 'string' && props[name] !== '' ? props[name] : undefined;

/** Not found when `query` (the page's own data) is missing (`isMissing`), or when there is nothing to ask for. */
const notFoundBy =
  (query: (props: Readonly<Record<string, unknown>>) => QueryDef<unknown> | undefined) =>
  (props: Readonly<Record<string, unknown>>, read: ReadAnswer): PageOutcome | undefined => {
    const def = query(props);
    if (!def) return NOT_FOUND;
    const answer = read(def);
    return answer && 'error' in answer && isMissing(answer.error) ? NOT_FOUND : undefined;
  };

/** The package's elements no server renders (see above): `renderElement` gives back their tag as it is. */
export const BROWSER_ELEMENTS: readonly string[] = ['selection-guide', 'selection-coupon'];

export const SERVER_ELEMENTS: Readonly<Record<string, ServerElement>> = {
  'selection-best': {
    definition: best,
    outcome: notFoundBy((props) => {
      const largeId = stringProp(props, 'largeId');
      return largeId ? largeDataQuery(largeId) : undefined;
    }),
  },
  'selection-children': {
    definition: children,
    outcome: notFoundBy((props) => {
      const largeId = stringProp(props, 'largeId');
      return largeId ? allListQuery(largeId) : undefined;
    }),
  },
  'selection-story-list': {
    definition: storyList,
    outcome: notFoundBy((props) => {
      const frameId = stringProp(props, 'selectionFrameDataId');
      // A story type there is none of is not found, as the element shows it.
      const storyType = storyTypeOf(stringProp(props, 'storyType'));
      return frameId && storyType ? storyListQuery({ selectionFrameDataId: frameId, storyType, page: 1 }) : undefined;
    }),
  },
  'selection-home': {
    definition: home,
    outcome: (props, read, search) => {
      const largeId = stringProp(props, 'largeId');
      if (!largeId) return NOT_FOUND;
      const frames = read<SelectionFrameList>(largeDataQuery(largeId));
      if (!frames) return undefined;
      if ('error' in frames) return isMissing(frames.error) ? NOT_FOUND : undefined;
      // The plan the element drew (its page state from the URL; a redirect is one whatever the state).
      const plan = homeScreenOf(frames.value.selectionFrameDataList, parseSelectionUrl(search));
      if (plan.kind !== 'redirect') return undefined;
      // A small3 node shows on its parent's page, with the same query string (where the browser goes).
      return { status: 302, location: selectionUrl(plan.parentId, search) };
    },
  },
};
