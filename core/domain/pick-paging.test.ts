import { describe, expect, it } from 'vitest';
import { pickPage, searchPicksShown } from './pick-paging.ts';

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
