import { describe, expect, it } from 'vitest';
import { sideOf } from './home-side.ts';
import { parseSelectionUrl } from './selection-url.ts';

describe('sideOf: the review side a URL opens the home on', () => {
  it('is the vote page for path=vote, with or without tab=1, and the review tab for tab=1 alone', () => {
    const side = (search: string) => sideOf(parseSelectionUrl(search));
    expect(side('?path=vote')).toBe('vote-page');
    expect(side('?tab=1&path=vote')).toBe('vote-page');
    expect(side('?tab=1')).toBe('review-tab');
    expect(side('?tab=0')).toBeUndefined();
    expect(side('?path=other')).toBeUndefined();
    expect(side('')).toBeUndefined();
  });
});
