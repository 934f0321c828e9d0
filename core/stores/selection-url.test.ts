import { describe, expect, it } from 'vitest';
import { memoryUrlSource } from './selection-url.ts';

describe('an element\'s own page state (url-state="off")', () => {
  it('goes back over the steps pushed, the last first, and not over a replaced change', () => {
    const source = memoryUrlSource();
    source.update({ tab: 1 });
    source.update({ path: 'vote' });
    source.update({ voteSort: 'RECENTLY_REGISTERED' }, 'replace');
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: 1, path: undefined, voteSort: undefined });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: undefined });
    expect(source.back(), 'nothing before the first state').toBe(false);
  });

  it('pushes no step for a change to the state already shown (a chosen tab pressed again)', () => {
    const source = memoryUrlSource();
    source.update({ tab: 1 });
    source.update({ tab: 1 });
    source.update({ sortType: 'RECENT' });
    source.update({ sortType: 'RECENT', tab: 1 });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: 1, sortType: undefined });
    expect(source.back()).toBe(true);
    expect(source.$state.get()).toMatchObject({ tab: undefined });
    expect(source.back(), 'one step per change').toBe(false);
  });
});
