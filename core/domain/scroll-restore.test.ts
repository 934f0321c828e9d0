import { describe, expect, it } from 'vitest';
import { showsSameList } from './scroll-restore.ts';

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
