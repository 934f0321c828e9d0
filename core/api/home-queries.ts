/**
 * The first screen of `<selection-home>` as a plan, decided in one place: what its attribute and the
 * URL decide before anything is in (`homeStart`, the loader's head start), and what its validated
 * frames decide (`homeScreen`: template, tab, side, the lists and their inputs, the banners), read by
 * the widget, the loader and the server renderer alike.
 */
import { reviewTabFirstScreen, votePageFirstScreen } from './review-tab-requests.ts';
import { allListRequest, largeDataRequest, storeItemsRequest } from './selection-requests.ts';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionItemQuery } from '../schemas/store-item.ts';
import type { FrameImage, SelectionFrame } from '../schemas/selection-frame.ts';
import { safeLinkUrl } from '../schemas/safe-url.ts';
import type { SelectionUrlState } from '../domain/selection-url.ts';
import { sideOf, type HomeSide } from '../domain/home-side.ts';
import { resolveHome, TEMPLATE_TRAITS, type HomeResolution, type TemplateName } from '../domain/templates.ts';
import { picksOffered } from '../domain/pick-rules.ts';
import { SEARCH_PICK_LIMIT } from '../domain/pick-paging.ts';
import { pageSlot } from '../page-slot.ts';

export const PRODUCT_PAGE_SIZE = 21;

/** A complete item query (every field set), so the loader's request is the widget's request. */
export function productListInput(nodeId: string, url: SelectionUrlState, page = 1): SelectionItemQuery {
  return {
    // The PICK tab shows curated picks, narrowed to a pick category when one is chosen (a category
    // the URL names besides is not shown chosen, and not listed).
    selectionFrameDataId: (url.isPick ? url.pick : url.targetId) ?? nodeId,
    isPick: url.isPick === true,
    inputText: url.searchText ?? '',
    isItemPriceWithShippingFee: false,
    viewSoldOut: url.viewSoldout ?? true,
    isShippingFeeFree: url.isShippingFeeFree ?? false,
    sortType: url.sortType ?? 'POPULAR',
    limit: PRODUCT_PAGE_SIZE,
    page,
  };
}

/**
 * The URL state the product list follows (SPEC §4: the discovery list and search leave out "most
 * reviews"): the sneakers template (C) does not offer it, nor does a search on any template, so a URL
 * asking for it there lists by the default.
 */
export const listUrlFor = (template: TemplateName, url: SelectionUrlState): SelectionUrlState =>
  url.sortType === 'REVIEW' && (!TEMPLATE_TRAITS[template].reviewSort || url.searchText !== undefined)
    ? { ...url, sortType: undefined }
    : url;

/** The home's lists in one URL state: the category tree of `categoriesOf` and the product list's first page. */
export interface HomeLists {
  categoriesOf: string;
  /** The URL state the list follows (`listUrlFor`). */
  url: SelectionUrlState;
  /** The first page asked for: the search results' in search mode, the category's or pick's otherwise. */
  products: SelectionItemQuery;
  /** In search mode, the picks matching the words (shown above the results), when the selection offers picks. */
  searchPicks: SelectionItemQuery | undefined;
}

/** The picks of the selection `nodeId` matching `words`, newest first, whatever the list's sort and filters. */
export const searchPicksInput = (nodeId: string, words: string): SelectionItemQuery => ({
  selectionFrameDataId: nodeId,
  isPick: true,
  inputText: words,
  isItemPriceWithShippingFee: false,
  viewSoldOut: true,
  isShippingFeeFree: false,
  sortType: 'RECENT',
  limit: SEARCH_PICK_LIMIT,
  page: 1,
});

/**
 * The lists of `nodeId` in this URL state (a search lists the whole selection, whatever the category),
 * with the search's picks when the selection offers picks (`withPicks`).
 */
export const homeLists = (nodeId: string, url: SelectionUrlState, withPicks: boolean): HomeLists => ({
  categoriesOf: nodeId,
  url,
  products: productListInput(nodeId, url.searchText ? { ...url, isPick: undefined, targetId: undefined } : url),
  searchPicks: url.searchText && withPicks ? searchPicksInput(nodeId, url.searchText) : undefined,
});

export const homeListRequests = (lists: HomeLists): RequestSpec[] => [
  allListRequest(lists.categoriesOf),
  storeItemsRequest({ ...lists.products }),
  ...(lists.searchPicks ? [storeItemsRequest({ ...lists.searchPicks })] : []),
];

/** What the attribute and the URL decide before the frames are in: the loader's head start. */
export interface HomeStart {
  /** Started at once, beside the element's code. */
  requests: RequestSpec[];
  /** The URL state read, and whether its lists are among `requests`: what is left is decided once the frames are in (`afterFrames`). */
  home: { url: SelectionUrlState; listedEarly: boolean };
  /** The review side whose code to start beside the element's (only the sneakers template has these URL states). */
  side: HomeSide | undefined;
  /**
   * The review side's vote list, among `requests`: its first screen's pictures hold the screen's largest,
   * worth asking for before React has drawn it (`firstVotePictures`).
   */
  pictures?: RequestSpec | undefined;
}

/**
 * `path=vote` and `tab=1` belong to the sneakers template, so their calls start with the frames and
 * the lists wait for the template (`homeScreen`). Every other state lists the same way on every
 * template, so its category tree and product list start beside the frames: one round trip to the
 * first cards, as a hand-written page would do — except the review sort, which only the template can
 * allow. (A page whose frames turn out to be unusable shows its fallback screen with those answers unread.)
 */
export function homeStart(largeId: string, url: SelectionUrlState): HomeStart {
  const frames = largeDataRequest(largeId);
  const waiting = { url, listedEarly: false };
  // Each side's first screen lists its vote list first.
  const side = sideOf(url);
  if (side) {
    const sideRequests = side === 'vote-page' ? votePageFirstScreen(largeId, url.voteSort) : reviewTabFirstScreen(largeId);
    return { requests: [frames, ...sideRequests], side, pictures: sideRequests[0], home: waiting };
  }
  if (url.sortType === 'REVIEW') return { requests: [frames], side: undefined, home: waiting };
  // A search's picks are asked for before the frames tell whether the selection offers picks (most
  // do): the results wait for them (search-results.tsx), so they leave with the list.
  const lists = homeLists(largeId, url, true);
  return { requests: [frames, ...homeListRequests(lists)], side: undefined, home: { url, listedEarly: true } };
}

/** The home's screen once its frames are in: a fallback screen, a redirect, or a template's page. */
export type HomeScreen =
  | Exclude<HomeResolution, { kind: 'template' }>
  | {
      kind: 'template';
      template: TemplateName;
      large: SelectionFrame;
      node: SelectionFrame;
      /** The sneakers tab shown (0 on the other templates). */
      tab: 0 | 1;
      /** The review tab or the vote page when this URL state shows one (sneakers only). */
      side: HomeSide | undefined;
      /** The main banners (the first is the page's largest picture) and the sub banners; none in search mode or on the review side. */
      banners: HomeBanners | undefined;
      /** The storefront's lists; none on the review side. */
      lists: HomeLists | undefined;
    };

export interface HomeBanners {
  /** View type A, in order: the first is the page's largest picture. */
  main: FrameImage[];
  /** View types B and C. */
  subs: FrameImage[];
}

/**
 * Each banner with where it leads (SPEC §3): the frame's `webUrls` give a link per view type, the
 * n-th picture of a type taking the n-th link of that type; a picture's own `linkUrl` goes first.
 * A link that is not a web page leads nowhere (`SafeLinkSchema` drops a picture's own, which then
 * leaves the picture to its view type's link, where the frame gives a web page there).
 */
function linkedImages(large: SelectionFrame): FrameImage[] {
  if (large.webUrls.length === 0) return large.imgList;
  const taken = new Map<string, number>();
  return large.imgList.map((image) => {
    const nth = taken.get(image.viewType) ?? 0;
    taken.set(image.viewType, nth + 1);
    if (image.linkUrl !== undefined) return image;
    const link = large.webUrls.filter((entry) => entry.viewType === image.viewType)[nth];
    const linkUrl = link && safeLinkUrl(link.url);
    return linkUrl === undefined ? image : { ...image, linkUrl };
  });
}

/** One split per frame as read (the same arrays in every URL state, so a sort change does not draw the banners again). */
const banners = new WeakMap<SelectionFrame, HomeBanners>();
function bannersOf(large: SelectionFrame): HomeBanners {
  let split = banners.get(large);
  if (!split) {
    const images = linkedImages(large);
    split = {
      main: images.filter((image) => image.viewType === 'A'),
      subs: images.filter((image) => image.viewType === 'B' || image.viewType === 'C'),
    };
    banners.set(large, split);
  }
  return split;
}

/** The home's screen for `url` from its frame chain, as read with its schema. */
export function homeScreen(chain: SelectionFrame[], url: SelectionUrlState): HomeScreen {
  const resolution = resolveHome(chain);
  if (resolution.kind !== 'template') return resolution;
  const { template, large, node } = resolution;
  const traits = TEMPLATE_TRAITS[template];
  const side = traits.reviewSide ? sideOf(url) : undefined;
  const storefront = side === undefined;
  // A selection without a pick title has no PICK tab: its URL's pick fields are dropped (pickChoice).
  const listed = picksOffered(large.pickTitle) ? url : { ...url, isPick: undefined, pick: undefined };
  return {
    kind: 'template',
    template,
    large,
    node,
    tab: traits.reviewSide ? (url.tab ?? 0) : 0,
    side,
    banners: storefront && !url.searchText ? bannersOf(large) : undefined,
    lists: storefront ? homeLists(node._id, listUrlFor(template, listed), picksOffered(large.pickTitle)) : undefined,
  };
}

/** The URL state as a key: its fields in their declared order. */
const urlKey = (url: SelectionUrlState): string => JSON.stringify(url);

/**
 * The home's screen, computed once per frames answer and URL state and kept in the page slot beside
 * the validated frames it was read from (the cache's own value): every element and render showing
 * those frames in that state reads the same plan. A server render has its own page slots.
 */
export function homeScreenOf(chain: SelectionFrame[], url: SelectionUrlState): HomeScreen {
  const plans = pageSlot('home-screens', () => new WeakMap<SelectionFrame[], Map<string, HomeScreen>>());
  let byUrl = plans.get(chain);
  if (!byUrl) plans.set(chain, (byUrl = new Map()));
  const key = urlKey(url);
  let plan = byUrl.get(key);
  if (!plan) byUrl.set(key, (plan = homeScreen(chain, url)));
  return plan;
}
