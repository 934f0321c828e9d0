import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMemory, rememberClick, showsSameList, takeMemory, type ScrollMemory } from './scroll-restore.ts';

describe('coming back to a list: has the person moved on?', () => {
  const clicked = '/selection/L1?target_id=c2&sortType=CHEAP';

  it('not when the URL is the same, or the host added a parameter of its own (a tracking one)', () => {
    expect(showsSameList(clicked, clicked)).toBe(true);
    expect(showsSameList(clicked, `${clicked}&utm_source=push`)).toBe(true);
    expect(showsSameList(clicked, '/selection/L1?sortType=CHEAP&target_id=c2'), 'the order of the parameters').toBe(true);
    expect(showsSameList('/selection/L1', '/selection/L1?ref=app')).toBe(true);
  });

  it('when the path, a parameter the page had, or the page state changed', () => {
    expect(showsSameList(clicked, '/selection/L2?target_id=c2&sortType=CHEAP'), 'another selection').toBe(false);
    expect(showsSameList(clicked, '/selection/L1?target_id=c3&sortType=CHEAP'), 'another category').toBe(false);
    expect(showsSameList(clicked, '/selection/L1?target_id=c2'), 'the sort back to its default').toBe(false);
    expect(showsSameList(clicked, `${clicked}&searchText=우동`), 'a search').toBe(false);
    expect(showsSameList(clicked, `${clicked}&viewSoldout=false`), 'a filter').toBe(false);
    expect(
      showsSameList('/story-list?selection-frame-data-id=L1&ref=a', '/story-list?selection-frame-data-id=L1&ref=b'),
      "a host's parameter changed",
    ).toBe(false);
  });
});

describe('the memory of a click, come back to', () => {
  const clicked: ScrollMemory = {
    url: '/selection/L1',
    itemId: 'i7',
    list: 'product-grid',
    pageCount: 2,
    scrollY: 1800,
    document: 1,
    steps: 0,
  };
  const cameBack = () => true;

  beforeEach(() => {
    // The browser's session storage, as a page has it.
    const kept = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    });
    rememberClick(clicked);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once each time the page is come back to, by the first list that asks', () => {
    expect(takeMemory('/selection/L1', cameBack, 'document 2')).toEqual(clicked);
    expect(takeMemory('/selection/L1', cameBack, 'document 2'), 'another list of the same page').toBeUndefined();
    // Forward, then Back again: another document.
    expect(takeMemory('/selection/L1', cameBack, 'document 3')).toEqual(clicked);
  });

  it('is not taken on a page not come back to, nor on another list', () => {
    expect(takeMemory('/selection/L1', () => false, 'document 2')).toBeUndefined();
    expect(takeMemory('/selection/L1?target_id=c2', cameBack, 'document 2')).toBeUndefined();
    expect(takeMemory('/selection/L1', cameBack, 'document 2')).toEqual(clicked);
  });

  it('is forgotten once the person moves the page, and a later click is not forgotten for it', () => {
    expect(takeMemory('/selection/L1', cameBack, 'document 2')).toEqual(clicked);
    forgetMemory('document 2');
    expect(takeMemory('/selection/L1', cameBack, 'document 3')).toBeUndefined();
    rememberClick(clicked);
    expect(takeMemory('/selection/L1', cameBack, 'document 4')).toEqual(clicked);
    const later = { ...clicked, itemId: 'i9', document: 4 };
    rememberClick(later);
    forgetMemory('document 4');
    expect(takeMemory('/selection/L1', cameBack, 'document 5')).toEqual(later);
  });
});
