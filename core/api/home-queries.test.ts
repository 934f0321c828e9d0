/**
 * The home's first-screen plan, against cases written out from SPEC §2 (templates, tabs, the vote
 * page, the review sort, picks, search) and §7 (the calls): the expectations are typed here, never
 * taken from the functions under test.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen.ts';
import { afterFrames, firstVotePictures } from './home-frames.ts';
import { homeScreen, homeScreenOf, homeStart, productListInput } from './home-queries.ts';
import { STORY_LIST_PAGE_SIZE } from './magazine-requests.ts';
import { parseSelectionUrl } from '../domain/selection-url.ts';
import { SelectionFrameListSchema } from '../schemas/selection-frame.ts';
import { FIRST_PRODUCT_PAGE } from '../../tests/support/first-product-page.ts';

/** A first product page as the API is asked for it, with the defaults a URL that says nothing gets. */
const products = (fields: Record<string, unknown>) => ({ ...FIRST_PRODUCT_PAGE, ...fields });

const image = (viewType: string, url: string) => ({ viewType, url, width: 750, height: 750 });

/** A frame chain as the frames call answers it, read with its schema (as the widget reads it). */
function chain(templateName: string | null, options: { pickTitle?: string; node?: 'medium' | 'small3' } = {}) {
  const large = {
    _id: 'L1',
    title: '일본 식품',
    type: 'large',
    parentId: null,
    sort: 0,
    templateName,
    pickTitle: options.pickTitle ?? '',
    imgList: [
      image('B', 'https://img.test/sub-1.jpg'),
      image('A', 'https://img.test/main-1.jpg'),
      image('D', 'https://img.test/d.jpg'),
      image('A', 'https://img.test/main-2.jpg'),
      image('C', 'https://img.test/sub-2.jpg'),
    ],
  };
  const frames = options.node ? [large, { _id: 'N1', title: '과자', type: options.node, parentId: 'L1', sort: 1 }] : [large];
  return v.parse(SelectionFrameListSchema, { selectionFrameDataList: frames }).selectionFrameDataList;
}

const url = parseSelectionUrl;

// The vote lists' default sort is the highest vote rate (SPEC §3); the review stories' preview is
// `/magazine/preview-list` of the reference API.
describe('the head start: what the attribute and the URL decide', () => {
  it('a discovery URL state asks for the frames, the category tree and the first product page beside each other', () => {
    expect(homeStart('L1', url('?target_id=s1&sortType=LOW_PRICE&viewSoldout=false'))).toMatchObject({
      side: undefined,
      home: { listedEarly: true },
      requests: [
        { path: '/selection-frame-data/large-data/L1' },
        { path: '/selection-frame-data/all-list/L1' },
        {
          path: '/item/get-legacies',
          method: 'POST',
          personal: true,
          body: products({ selectionFrameDataId: 's1', sortType: 'LOW_PRICE', viewSoldOut: false }),
        },
      ],
    });
  });

  it('a search lists the whole selection by the words, whatever category the URL names, and asks for its picks beside the list', () => {
    const [, , list, picks] = homeStart(
      'L1',
      url('?target_id=s1&searchText=%EC%84%B8%ED%8A%B8&sortType=LOW_PRICE&isShippingFeeFree=true'),
    ).requests;
    expect(list?.body).toEqual(products({ selectionFrameDataId: 'L1', inputText: '세트', sortType: 'LOW_PRICE', isShippingFeeFree: true }));
    // The picks block: the newest 8 picks by the words, whatever the list's sort and filters.
    expect(picks?.body).toEqual(products({ selectionFrameDataId: 'L1', inputText: '세트', isPick: true, sortType: 'RECENT', limit: 8 }));
  });

  it('the review sort, the review tab and the vote page wait for the template before any list', () => {
    expect(homeStart('L1', url('?sortType=REVIEW'))).toMatchObject({
      home: { listedEarly: false },
      side: undefined,
      requests: [{ path: '/selection-frame-data/large-data/L1' }],
    });
    expect(homeStart('L1', url('?tab=1'))).toMatchObject({
      side: 'review-tab',
      requests: [
        { path: '/selection-frame-data/large-data/L1' },
        {
          path: '/selection-frame-vote/buyer-list',
          personal: true,
          query: { page: 1, limit: 16, selectionFrameLargeDataId: 'L1', sortType: 'HIGHEST_VOTE_RATE', voteProcess: 'VOTING' },
        },
        { path: '/selection-frame-voted-user/count-for-buyer', query: { selectionFrameLargeDataId: 'L1', voteProcess: 'VOTING' } },
        {
          path: '/selection-frame-vote/buyer-list',
          personal: true,
          query: { page: 1, limit: 50, selectionFrameLargeDataId: 'L1', sortType: 'HIGHEST_VOTE_RATE', voteProcess: 'REVIEW_PREPARING' },
        },
        { path: '/magazine/preview-list', query: { selectionFrameLargeDataId: 'L1', storyType: 'SNEAKERS', limit: 4 } },
        {
          path: '/selection-frame-review-request/buyer-list',
          personal: true,
          query: { page: 1, limit: 25, selectionFrameLargeDataId: 'L1' },
        },
      ],
    });
    expect(homeStart('L1', url('?tab=1&path=vote&sortType=RECENTLY_REGISTERED'))).toMatchObject({
      side: 'vote-page',
      requests: [
        { path: '/selection-frame-data/large-data/L1' },
        {
          path: '/selection-frame-vote/buyer-list',
          personal: true,
          query: { page: 1, limit: 15, selectionFrameLargeDataId: 'L1', sortType: 'RECENTLY_REGISTERED', voteProcess: 'VOTING' },
        },
        { path: '/selection-frame-voted-user/count-for-buyer', query: { selectionFrameLargeDataId: 'L1', voteProcess: 'VOTING' } },
      ],
    });
  });

  it("names the review side's vote list as the one whose pictures hold the screen's largest", () => {
    expect(homeStart('L1', url('?tab=1')).pictures).toEqual({
      path: '/selection-frame-vote/buyer-list',
      personal: true,
      query: { page: 1, limit: 16, selectionFrameLargeDataId: 'L1', sortType: 'HIGHEST_VOTE_RATE', voteProcess: 'VOTING' },
    });
    expect(homeStart('L1', url('?tab=1&path=vote')).pictures).toEqual({
      path: '/selection-frame-vote/buyer-list',
      personal: true,
      query: { page: 1, limit: 15, selectionFrameLargeDataId: 'L1', sortType: 'HIGHEST_VOTE_RATE', voteProcess: 'VOTING' },
    });
    // The storefront's largest picture is a banner, which the frames name (`afterFrames`).
    expect(homeStart('L1', url('')).pictures).toBeUndefined();
  });

  it('firstScreen reads the attributes: url-state="off" starts from the defaults, a missing id or an unknown story type asks for nothing', () => {
    expect(firstScreen('selection-home', { 'large-id': 'L1', 'url-state': ' OFF ' }, '?tab=1')?.side).toBeUndefined();
    expect(firstScreen('selection-home', { 'large-id': 'L1' }, '?tab=1')?.side).toBe('review-tab');
    expect(firstScreen('selection-home', { 'large-id': '' }, '')).toBeUndefined();
    expect(firstScreen('selection-coupon', { 'coupon-code': 'WELCOME' }, '')).toBeUndefined();
    expect(firstScreen('selection-story-list', { 'selection-frame-data-id': 'F1', 'story-type': ' sneakers ' }, '')).toEqual({
      requests: [
        { path: '/magazine/list', query: { limit: STORY_LIST_PAGE_SIZE, selectionFrameDataId: 'F1', storyType: 'SNEAKERS', page: 1 } },
      ],
    });
    // A story type there is none of shows the not-found screen: no list is asked for.
    expect(firstScreen('selection-story-list', { 'selection-frame-data-id': 'F1', 'story-type': 'FOOD' }, '')).toBeUndefined();
  });
});

describe('the screen: what the validated frames decide', () => {
  it('template A in discovery: banners split main (in order) and sub, lists of the node in the URL state', () => {
    const plan = homeScreen(chain('A', { node: 'medium' }), url('?sortType=REVIEW&isShippingFeeFree=true'));
    expect(plan).toMatchObject({ kind: 'template', template: 'A', tab: 0, side: undefined });
    if (plan.kind !== 'template') return;
    expect(plan.large._id).toBe('L1');
    expect(plan.node._id).toBe('N1');
    expect(plan.banners?.main.map((banner) => banner.url)).toEqual(['https://img.test/main-1.jpg', 'https://img.test/main-2.jpg']);
    expect(plan.banners?.subs.map((banner) => banner.url)).toEqual(['https://img.test/sub-1.jpg', 'https://img.test/sub-2.jpg']);
    expect(plan.lists?.categoriesOf).toBe('N1');
    // Template A offers "most reviews".
    expect(plan.lists?.products).toEqual(products({ selectionFrameDataId: 'N1', sortType: 'REVIEW', isShippingFeeFree: true }));
  });

  it("links each banner by the frame's web URLs (SPEC §3): the n-th picture of a view type to the n-th link of that type, its own linkUrl first", () => {
    const [large] = v.parse(SelectionFrameListSchema, {
      selectionFrameDataList: [
        {
          _id: 'L1',
          title: '아울렛',
          type: 'large',
          parentId: null,
          sort: 0,
          templateName: 'B',
          imgList: [
            image('A', 'https://img.test/main-1.jpg'),
            { ...image('A', 'https://img.test/main-2.jpg'), linkUrl: '/own' },
            image('B', 'https://img.test/sub-1.jpg'),
            image('A', 'https://img.test/main-3.jpg'),
            image('A', 'https://img.test/main-4.jpg'),
            image('C', 'https://img.test/sub-2.jpg'),
          ],
          webUrls: [
            { viewType: 'B', url: '/sub-link' },
            { viewType: 'A', url: '/first' },
            { viewType: 'A', url: '/second' },
            // Not a web page: its picture is no link, and the next picture still takes the next link.
            { viewType: 'A', url: 'javascript:void 0' },
            { viewType: 'A', url: 'https://shop.test/fourth' },
          ],
        },
      ],
    }).selectionFrameDataList;
    const plan = homeScreen([large!], url(''));
    if (plan.kind !== 'template') throw new Error(plan.kind);
    expect(plan.banners?.main.map((banner) => banner.linkUrl)).toEqual(['/first', '/own', undefined, 'https://shop.test/fourth']);
    expect(plan.banners?.subs.map((banner) => banner.linkUrl)).toEqual(['/sub-link', undefined]);
  });

  it('template C (sneakers) lists by the default where the URL asks for the review sort', () => {
    const plan = homeScreen(chain('C'), url('?sortType=REVIEW'));
    expect(plan.kind === 'template' && plan.lists?.products).toEqual(products({ selectionFrameDataId: 'L1' }));
    expect(plan.kind === 'template' && plan.lists?.url.sortType).toBeUndefined();
  });

  it('a search lists by the default where the URL asks for the review sort, on a template that offers it too', () => {
    const plan = homeScreen(chain('A'), url('?sortType=REVIEW&searchText=라멘'));
    expect(plan.kind === 'template' && plan.lists?.url.sortType).toBeUndefined();
    expect(plan.kind === 'template' && plan.lists?.products).toEqual(products({ selectionFrameDataId: 'L1', inputText: '라멘' }));
  });

  it('template C shows the review tab or the vote page with no storefront; other templates ignore those states', () => {
    expect(homeScreen(chain('C'), url('?tab=1'))).toMatchObject({ tab: 1, side: 'review-tab', banners: undefined, lists: undefined });
    expect(homeScreen(chain('C'), url('?path=vote'))).toMatchObject({ side: 'vote-page', banners: undefined, lists: undefined });
    const other = homeScreen(chain('B'), url('?tab=1&path=vote'));
    expect(other).toMatchObject({ tab: 0, side: undefined });
    expect(other.kind === 'template' && other.lists?.products).toEqual(products({ selectionFrameDataId: 'L1' }));
  });

  it('search mode shows no banners and lists the whole selection by the words', () => {
    const plan = homeScreen(chain('A', { pickTitle: 'MD PICK' }), url('?searchText=%EA%B9%80&target_id=s1&isPick=true'));
    expect(plan).toMatchObject({ banners: undefined });
    expect(plan.kind === 'template' && plan.lists?.products).toEqual(products({ selectionFrameDataId: 'L1', inputText: '김' }));
    expect(plan.kind === 'template' && plan.lists?.searchPicks).toEqual(
      products({ selectionFrameDataId: 'L1', inputText: '김', isPick: true, sortType: 'RECENT', limit: 8 }),
    );
    // A selection without a pick title shows no picks: none are asked for once the frames say so.
    const none = homeScreen(chain('A'), url('?searchText=%EA%B9%80'));
    expect(none.kind === 'template' && none.lists?.searchPicks).toBeUndefined();
  });

  it("the PICK tab lists picks where the selection offers them, and the URL's pick fields are dropped where it does not", () => {
    const offered = homeScreen(chain('A', { pickTitle: 'MD PICK' }), url('?isPick=true&pick=m2'));
    expect(offered.kind === 'template' && offered.lists?.products).toEqual(products({ selectionFrameDataId: 'm2', isPick: true }));
    const none = homeScreen(chain('A'), url('?isPick=true&pick=m2'));
    expect(none.kind === 'template' && none.lists?.products).toEqual(products({ selectionFrameDataId: 'L1' }));
    // A category beside the PICK tab is not the one listed: the nav shows PICK alone.
    const beside = homeScreen(chain('A', { pickTitle: 'MD PICK' }), url('?isPick=true&target_id=m1'));
    expect(beside.kind === 'template' && beside.lists?.products).toEqual(products({ selectionFrameDataId: 'L1', isPick: true }));
  });

  it('fallbacks: no frames, no or an unknown template name, and a small3 node on its parent page', () => {
    expect(homeScreen([], url(''))).toEqual({ kind: 'no-frames' });
    expect(homeScreen(chain(null), url(''))).toEqual({ kind: 'no-template-name' });
    expect(homeScreen(chain(' Z '), url(''))).toEqual({ kind: 'unknown-template', templateName: 'Z' });
    expect(homeScreen(chain('A', { node: 'small3' }), url('?tab=1'))).toEqual({ kind: 'redirect', parentId: 'L1' });
  });

  it('is computed once per frames answer and URL state: every reader gets the same plan, and the banners stay the same arrays across URL states', () => {
    const frames = chain('A');
    const first = homeScreenOf(frames, url('?sortType=LIKE'));
    expect(homeScreenOf(frames, url('?sortType=LIKE'))).toBe(first);
    const other = homeScreenOf(frames, url('?sortType=LOW_PRICE'));
    expect(other).not.toBe(first);
    expect(other.kind === 'template' && first.kind === 'template' && other.banners === first.banners).toBe(true);
    // Another answer (read again) is planned again.
    expect(homeScreenOf(chain('A'), url('?sortType=LIKE'))).not.toBe(first);
  });
});

describe("the loader's reading of the frames answer", () => {
  const body = (templateName: string, imgList = [image('B', 'https://img.test/sub.jpg'), image('A', 'https://img.test/main.jpg')]) => ({
    selectionFrameDataList: [{ _id: 'L1', title: '식품', type: 'large', parentId: null, sort: 0, templateName, imgList }],
  });

  it('starts the list the template allows and names the first main banner', () => {
    expect(afterFrames(body('A'), url('?sortType=REVIEW'), false)).toEqual({
      requests: [
        { path: '/selection-frame-data/all-list/L1' },
        { path: '/item/get-legacies', method: 'POST', personal: true, body: products({ selectionFrameDataId: 'L1', sortType: 'REVIEW' }) },
      ],
      image: 'https://img.test/main.jpg',
    });
    // Lists already sent beside the frames are not started again.
    expect(afterFrames(body('A'), url(''), true)).toEqual({ requests: [], image: 'https://img.test/main.jpg' });
    // The review tab shows no banner and no storefront list.
    expect(afterFrames(body('C'), url('?tab=1'), false)).toEqual({ requests: [], image: undefined });
  });

  it('names no banner whose address is not a web address', () => {
    expect(afterFrames(body('A', [image('A', 'javascript:alert(1)')]), url(''), true)).toEqual({ requests: [], image: undefined });
  });

  it('decides nothing from an answer its schema refuses', () => {
    const unusable = {
      selectionFrameDataList: [
        { _id: 'L1', type: 'large', parentId: null, templateName: 'A', imgList: [{ viewType: 'A', url: 'https://img.test/main.jpg' }] },
      ],
    };
    expect(afterFrames(unusable, url('?sortType=REVIEW'), false)).toEqual({ requests: [], image: undefined });
    expect(afterFrames(undefined, url(''), false)).toEqual({ requests: [], image: undefined });
  });
});

describe('item query from the URL', () => {
  it('uses the chosen category, the pick category in PICK mode, and the validated filters', () => {
    expect(productListInput('L', parseSelectionUrl('?target_id=s1&sortType=LIKE&viewSoldout=false'))).toMatchObject({
      selectionFrameDataId: 's1',
      isPick: false,
      sortType: 'LIKE',
      viewSoldOut: false,
      isShippingFeeFree: false,
      limit: 21,
      page: 1,
    });
    expect(productListInput('L', parseSelectionUrl('?isPick=true&pick=m2'))).toMatchObject({ selectionFrameDataId: 'm2', isPick: true });
    expect(productListInput('L', parseSelectionUrl('?pick=m2'))).toMatchObject({ selectionFrameDataId: 'L', isPick: false });
  });
});

describe("the review side's largest picture, for the loader's head start", () => {
  /** A vote list answer of `count` votes, the i-th with the picture `https://img.test/vote-i.jpg`. */
  const votes = (count: number, urlOf = (index: number) => `https://img.test/vote-${index}.jpg`) => ({
    maxPage: 1,
    selectionFrameVotes: Array.from({ length: count }, (_, index) => ({
      _id: `V${index}`,
      selectionFrameLargeDataId: 'L1',
      votedCount: index,
      selectionFrameDataInfo: {
        medium: { title: '브랜드' },
        small: { title: '살로몬' },
        small2: { title: 'XT-6' },
        small3: { title: `XT-6 ${index}`, imgList: [image('A', urlOf(index))] },
      },
    })),
  });
  const urls = (indices: number[]) => indices.map((index) => `https://img.test/vote-${index}.jpg`);

  it("names the pictures of the vote grid's first screen: two rows of 3 on a phone, of 5 wider", () => {
    expect(firstVotePictures(votes(16), true)).toEqual(urls([0, 1, 2, 3, 4, 5]));
    expect(firstVotePictures(votes(16), false)).toEqual(urls([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(firstVotePictures(votes(2), true)).toEqual(urls([0, 1]));
  });

  it('leaves out an address that is not a web address, and reads nothing from an answer its schema refuses', () => {
    expect(
      firstVotePictures(
        votes(3, (index) => (index === 1 ? 'javascript:alert(1)' : `https://img.test/vote-${index}.jpg`)),
        true,
      ),
    ).toEqual(urls([0, 2]));
    expect(firstVotePictures({ selectionFrameVotes: [{ _id: 'V0' }] }, true)).toEqual([]);
    expect(firstVotePictures(undefined, true)).toEqual([]);
  });
});
