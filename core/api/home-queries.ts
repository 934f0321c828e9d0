/**
 * The first screen of `<selection-home>`, built from its attribute and the URL. The loader starts
 * these requests before React arrives; the widget asks for the same ones and adopts them.
 */
import { reviewTabFirstScreen, votePageParams, voteListRequest } from './review-tab-requests.ts';
import { allListRequest, largeDataRequest, storeItemsRequest } from './selection-requests.ts';
import type { RequestSpec } from '../http/request-spec.ts';
import type { SelectionItemQuery } from '../schemas/store-item.ts';
import type { SelectionFrame } from '../schemas/selection-frame.ts';
import type { SelectionUrlState } from '../domain/selection-url.ts';
import { resolveHome, TEMPLATE_TRAITS, type TemplateName } from '../domain/templates.ts';

export const PRODUCT_PAGE_SIZE = 21;
export const PRODUCT_ROW_SIZE = 3;

/** A complete item query (every field set), so the loader's request is the widget's request. */
export function productListInput(nodeId: string, url: SelectionUrlState, page = 1): SelectionItemQuery {
  return {
    // The PICK tab shows curated picks, narrowed to a pick category when one is chosen.
    selectionFrameDataId: (url.isPick ? url.pick : undefined) ?? url.targetId ?? nodeId,
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
 * The URL state the product list follows: the sneakers template (C) does not offer "most reviews",
 * so a URL asking for it lists by the default.
 */
export const listUrlFor = (template: TemplateName, url: SelectionUrlState): SelectionUrlState =>
  !TEMPLATE_TRAITS[template].reviewSort && url.sortType === 'REVIEW' ? { ...url, sortType: undefined } : url;

/** Whether the template shows the review tab or the vote page in this URL state (sneakers only). */
export const showsReviewSide = (template: TemplateName, url: SelectionUrlState): boolean =>
  TEMPLATE_TRAITS[template].reviewSide && (url.path === 'vote' || url.tab === 1);

export interface HomeFirstScreen {
  /** Started at once, beside the element's code. */
  now: RequestSpec[];
  /**
   * Started once the frames are in (`body` is their unvalidated JSON): the category tree and the
   * product list when only the template can tell whether and how they are shown (the review side's
   * URL states, the review sort); nothing otherwise, as they left with the frames.
   */
  afterFrames: (body: unknown) => RequestSpec[];
  /**
   * The first main banner's image when this URL state shows the banners: the page's largest
   * picture, worth asking for as soon as the frames are in rather than once React has drawn it.
   */
  imagesAfterFrames: (body: unknown) => string[];
  /**
   * The sneakers side this URL state opens (its code loads on demand): started beside the frames
   * like the side's calls, since only the sneakers template has these URL states.
   */
  side: 'review-tab' | 'vote-page' | undefined;
}

/**
 * What `<selection-home>` asks for first in this URL state. `path=vote` and `tab=1` belong to the
 * sneakers template, so their calls start with the frames and the lists wait for the template.
 * Every other state lists the same way on every template, so its category tree and product list
 * start beside the frames: one round trip to the first cards, as a hand-written page would do.
 * (A page whose frames turn out to be unusable then shows its fallback screen with those two
 * answers unread.)
 */
export function homeFirstScreen(nodeId: string, url: SelectionUrlState): HomeFirstScreen {
  const frames = largeDataRequest(nodeId);
  const now =
    url.path === 'vote'
      ? [frames, voteListRequest(votePageParams(nodeId, 1, url.voteSort))]
      : url.tab === 1
        ? [frames, ...reviewTabFirstScreen(nodeId)]
        : listsKnownEarly(url)
          ? [frames, ...homeLists(nodeId, url)]
          : [frames];
  return {
    now,
    side: url.path === 'vote' ? 'vote-page' : url.tab === 1 ? 'review-tab' : undefined,
    afterFrames: (body) => {
      if (listsKnownEarly(url)) return [];
      const chain = frameChain(body);
      const resolution = chain ? resolveHome(chain) : undefined;
      if (resolution?.kind !== 'template' || showsReviewSide(resolution.template, url)) return [];
      const { node, template } = resolution;
      return homeLists(node._id, listUrlFor(template, url));
    },
    imagesAfterFrames: (body) => {
      const chain = frameChain(body);
      const resolution = chain ? resolveHome(chain) : undefined;
      if (resolution?.kind !== 'template' || url.searchText || showsReviewSide(resolution.template, url)) return [];
      const images = (resolution.large as { imgList?: unknown }).imgList;
      const banner = Array.isArray(images)
        ? (images as { viewType?: unknown; url?: unknown }[]).find((image) => image?.viewType === 'A')
        : undefined;
      return typeof banner?.url === 'string' && /^https?:/i.test(new URL(banner.url, location.href).protocol) ? [banner.url] : [];
    },
  };
}

/**
 * Whether the lists of this URL state are known before the template: the review side's states may
 * show no list, and the review sort is dropped by the templates that do not offer it.
 */
const listsKnownEarly = (url: SelectionUrlState): boolean => url.path !== 'vote' && url.tab !== 1 && url.sortType !== 'REVIEW';

/** The category tree and the first product page of `nodeId` in this URL state. */
const homeLists = (nodeId: string, url: SelectionUrlState): RequestSpec[] => [
  allListRequest(nodeId),
  storeItemsRequest({ ...productListInput(nodeId, url) }),
];

/** The frame chain of a large-data answer, when it has the shape the rules read (else nothing is guessed). */
function frameChain(body: unknown): SelectionFrame[] | undefined {
  const list = (body as { selectionFrameDataList?: unknown } | null)?.selectionFrameDataList;
  if (!Array.isArray(list)) return undefined;
  const usable = list.every((frame: unknown) => {
    const record = frame as Record<string, unknown> | null;
    return (
      typeof record?._id === 'string' &&
      typeof record.type === 'string' &&
      (record.parentId === null || typeof record.parentId === 'string')
    );
  });
  return usable ? (list as SelectionFrame[]) : undefined;
}
