import { describe, expect, it } from 'vitest';
import { frame, frames } from '../../tests/unit/frames.ts';
import { childCategories } from './child-categories.ts';

describe('all categories of a selection', () => {
  it("groups the mediums under the large frame and each medium's children, by their sort", () => {
    const { large, groups } = childCategories([...frames, frame('s0', 'small', 'm1', 0)].reverse());
    expect(large?._id).toBe('L');
    expect(groups.map((group) => [group.frame._id, group.children.map((child) => child._id)])).toEqual([
      ['m1', ['s0', 's1']],
      ['m2', []],
    ]);
  });

  it('has nothing to group without a large frame', () => {
    expect(childCategories([frame('m1', 'medium', 'L', 1)])).toEqual({ large: undefined, groups: [] });
  });
});
