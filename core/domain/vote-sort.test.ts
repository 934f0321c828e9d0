import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTE_SORT, VOTE_SORT_TYPES, parseVoteSort } from './vote-sort.ts';
import { parseSelectionUrl } from './selection-url.ts';
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

  it("is read from the URL's sortType parameter by the page state, absent when unknown", () => {
    const voteSortOf = (search: string) => parseSelectionUrl(search).voteSort;
    expect(voteSortOf('?path=vote&sortType=RECENTLY%20REGISTERED')).toBeUndefined();
    expect(voteSortOf('?path=vote&sortType=RECENTLY_%20REGISTERED')).toBe('RECENTLY_REGISTERED');
    expect(voteSortOf('?path=vote&sortType=+RECENTLY_REGISTERED+')).toBe('RECENTLY_REGISTERED');
    expect(voteSortOf('?path=vote')).toBeUndefined();
    expect(voteSortOf('?sortType=RECENT')).toBeUndefined();
  });

  it('never collides with a product sort sharing the sortType parameter', () => {
    for (const sort of VOTE_SORT_TYPES) expect((SORT_TYPES as readonly string[]).includes(sort)).toBe(false);
  });
});
