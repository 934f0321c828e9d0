import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelectionFrame } from '../schemas/selection-frame.ts';
import { bundleFeeText, fillBundleFee } from './bundle-shipping.ts';
import { categoryTree, navLevels } from './category-tree.ts';
import { productListInput } from '../api/home-queries.ts';
import { pickPage, searchPicksShown } from './pick-paging.ts';
import { normaliseSearch, truncateTitle } from './search-text.ts';
import { parseSelectionUrl } from './selection-url.ts';
import { throttle } from './throttle.ts';

const frame = (id: string, type: SelectionFrame['type'], parentId: string | null, sort: number): SelectionFrame => ({
  _id: id,
  title: id,
  type,
  parentId,
  sort,
  templateName: type === 'large' ? 'A' : null,
  pickTitle: '',
  imgList: [],
  webUrls: [],
  subTitleList: [],
});

const frames = [
  frame('L', 'large', null, 0),
  frame('m1', 'medium', 'L', 1),
  frame('s1', 'small', 'm1', 2),
  frame('t1', 'small2', 's1', 3),
  frame('u1', 'small3', 't1', 4),
  frame('u2', 'small3', 't1', 5),
  frame('m2', 'medium', 'L', 6),
];

describe('category navigation levels', () => {
  const tree = categoryTree(frames);

  it('lists the mediums with nothing chosen', () => {
    const levels = navLevels(tree, 'L', undefined);
    expect(levels.map((level) => level.options.map((option) => option._id))).toEqual([['m1', 'm2']]);
    expect(levels[0]?.selected).toBeUndefined();
  });

  it('opens one row per chosen level, four at most', () => {
    const levels = navLevels(tree, 'L', 'u2');
    expect(levels.map((level) => level.parent._id)).toEqual(['L', 'm1', 's1', 't1']);
    expect(levels.map((level) => level.selected?._id)).toEqual(['m1', 's1', 't1', 'u2']);
  });

  it('starts below the page node when the page is a category', () => {
    expect(navLevels(tree, 'm1', 't1').map((level) => level.selected?._id)).toEqual(['s1', 't1', undefined]);
  });

  it('ignores an unknown target', () => {
    expect(navLevels(tree, 'L', 'nope')).toHaveLength(1);
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

describe('pick paging (SPEC §9)', () => {
  it('loads 4 per page on desktop, 8 from page 3, continuing without gaps', () => {
    const ranges = [1, 2, 3, 4].map((n) => {
      const { page, limit } = pickPage(n, false);
      return [(page - 1) * limit, page * limit - 1];
    });
    expect(ranges).toEqual([
      [0, 3],
      [4, 7],
      [8, 15],
      [16, 23],
    ]);
  });

  it('asks for 40 at once on a phone; search shows 4 or 2 first', () => {
    expect(pickPage(1, true)).toEqual({ page: 1, limit: 40 });
    expect(searchPicksShown(false)).toBe(4);
    expect(searchPicksShown(true)).toBe(2);
  });
});

describe('combined shipping fee', () => {
  it('is "무료" at 0 and won otherwise, filled into the subtitle', () => {
    expect(bundleFeeText(0, '무료')).toBe('무료');
    expect(bundleFeeText(3000, '무료')).toBe('3,000원');
    expect(fillBundleFee('배송비는 {bundleShippingFee}', 2500, '무료')).toBe('배송비는 2,500원');
  });
});

describe('search text', () => {
  it('trims and treats blank as no search', () => {
    expect(normaliseSearch('  라멘 ')).toBe('라멘');
    expect(normaliseSearch('   ')).toBeUndefined();
  });

  it('cuts titles longer than 12 characters with an ellipsis', () => {
    expect(truncateTitle('일본 식품관')).toBe('일본 식품관');
    expect(truncateTitle('가나다라마바사아자차카타')).toBe('가나다라마바사아자차카타');
    expect(truncateTitle('가나다라마바사아자차카타파')).toBe('가나다라마바사아자차카타…');
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most once per window, with the latest arguments last', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 400);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(399);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});
