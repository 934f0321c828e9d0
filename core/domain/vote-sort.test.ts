import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTE_SORT, VOTE_SORT_TYPES, parseVoteSort, voteSortFromSearch } from './vote-sort.ts';
import { SORT_TYPES } from '../schemas/sort-types.ts';

describe('vote sort', () => {
  it('has highest vote rate as the default and recently registered as the other order', () => {
    expect(DEFAULT_VOTE_SORT).toBe('HIGHEST_VOTE_RATE');
    expect([...VOTE_SORT_TYPES]).toEqual(['HIGHEST_VOTE_RATE', 'RECENTLY_REGISTERED']);
  });

  it('matches a known value ignoring whitespace', () => {
    expect(parseVoteSort('RECENTLY_REGISTERED')).toBe('RECENTLY_REGISTERED');
    expect(parseVoteSort(' RECENTLY _REGISTERED\t')).toBe('RECENTLY_REGISTERED');
    expect(parseVoteSort('HIGHEST_VOTE_RATE ')).toBe('HIGHEST_VOTE_RATE');
  });

  it('drops unknown values', () => {
    expect(parseVoteSort('recently_registered')).toBeUndefined();
    expect(parseVoteSort('POPULAR')).toBeUndefined();
    expect(parseVoteSort('')).toBeUndefined();
    expect(parseVoteSort(null)).toBeUndefined();
  });

  it('reads the sortType parameter of the URL, the default when absent or unknown', () => {
    expect(voteSortFromSearch('?path=vote&sortType=RECENTLY%20REGISTERED')).toBe('HIGHEST_VOTE_RATE');
    expect(voteSortFromSearch('?path=vote&sortType=RECENTLY_%20REGISTERED')).toBe('RECENTLY_REGISTERED');
    expect(voteSortFromSearch('?path=vote&sortType=+RECENTLY_REGISTERED+')).toBe('RECENTLY_REGISTERED');
    expect(voteSortFromSearch('?path=vote')).toBe('HIGHEST_VOTE_RATE');
    expect(voteSortFromSearch('?sortType=RECENT')).toBe('HIGHEST_VOTE_RATE');
  });

  it('never collides with a product sort sharing the sortType parameter', () => {
    for (const sort of VOTE_SORT_TYPES) expect((SORT_TYPES as readonly string[]).includes(sort)).toBe(false);
  });
});
