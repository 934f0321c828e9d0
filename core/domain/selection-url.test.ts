import { describe, expect, it } from 'vitest';
import { parseSelectionUrl, writeSelectionUrl } from './selection-url.ts';

describe('selection URL state (SPEC §5)', () => {
  it('reads every parameter of the seed', () => {
    expect(
      parseSelectionUrl(
        '?target_id=abc&isPick=true&searchText=%20%EB%A7%A4%EC%9A%B4%20&sortType=RECENT&viewSoldout=false&isShippingFeeFree=true&tab=1&path=vote&pick=p1',
      ),
    ).toEqual({
      targetId: 'abc',
      isPick: true,
      searchText: '매운',
      sortType: 'RECENT',
      viewSoldout: false,
      isShippingFeeFree: true,
      tab: 1,
      path: 'vote',
      pick: 'p1',
    });
  });

  it('drops values that are not valid instead of guessing', () => {
    const state = parseSelectionUrl(
      '?sortType=CHEAPEST&viewSoldout=yes&isShippingFeeFree=1&isPick=maybe&tab=2&path=other&searchText=%20%20',
    );
    expect(state).toMatchObject({
      sortType: undefined,
      viewSoldout: undefined,
      isShippingFeeFree: undefined,
      isPick: undefined,
      tab: undefined,
      path: undefined,
      searchText: undefined,
    });
  });

  it('accepts isPick=false as a real value', () => {
    expect(parseSelectionUrl('?isPick=false').isPick).toBe(false);
  });

  it('writes a patch, keeps foreign parameters and removes cleared ones', () => {
    expect(writeSelectionUrl('?utm=x&searchText=abc&sortType=RECENT', { searchText: undefined, sortType: 'LIKE' })).toBe(
      '?utm=x&sortType=LIKE',
    );
    expect(writeSelectionUrl('?searchText=abc', { searchText: '' })).toBe('');
    expect(writeSelectionUrl('', { isPick: true, targetId: 'n1' })).toBe('?isPick=true&target_id=n1');
  });

  it('writes a whole state read from a link with its sort, product or vote (one parameter for both)', () => {
    const product = parseSelectionUrl('?target_id=abc&sortType=LOW_PRICE&isShippingFeeFree=true');
    expect(writeSelectionUrl('?utm=x', product)).toBe('?utm=x&target_id=abc&sortType=LOW_PRICE&isShippingFeeFree=true');
    const vote = parseSelectionUrl('?tab=1&path=vote&sortType=RECENT');
    expect(new URLSearchParams(writeSelectionUrl('', vote)).get('sortType')).toBe('RECENT');
    expect(writeSelectionUrl('?sortType=LOW_PRICE', parseSelectionUrl('?tab=0'))).toBe('?tab=0');
  });
});
