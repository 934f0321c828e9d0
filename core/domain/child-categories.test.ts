import { describe, expect, it } from 'vitest';
import { frame, frames } from '../../tests/unit/frames.ts';
import type { SelectionFrame } from '../schemas/selection-frame.ts';
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

  it("shows a category by its D picture, as the home's circles do, else by its first", () => {
    const picture = (viewType: string, url: string) => ({ viewType, url, width: 100, height: 100 });
    const withBoth = { ...frame('m1', 'medium', 'L', 1), imgList: [picture('A', 'banner.jpg'), picture('D', 'circle.jpg')] };
    const bannerOnly = { ...frame('m2', 'medium', 'L', 2), imgList: [picture('A', 'banner.jpg')] };
    const { groups } = childCategories([frame('L', 'large', null, 0), withBoth, bannerOnly] as SelectionFrame[]);
    expect(groups.map((group) => group.image?.url)).toEqual(['circle.jpg', 'banner.jpg']);
  });

  it('has nothing to group without a large frame', () => {
    expect(childCategories([frame('m1', 'medium', 'L', 1)])).toEqual({ large: undefined, root: undefined, groups: [] });
  });

  it("on a category's page, groups that category's children, each with theirs; an id not in the selection is the selection's", () => {
    const all = [...frames, frame('s0', 'small', 'm1', 0), frame('x1', 'small2', 's1', 0)];
    const { root, groups } = childCategories(all, 'm1');
    expect(root?._id).toBe('m1');
    expect(groups.map((group) => [group.frame._id, group.children.map((child) => child._id)])).toEqual([
      ['s0', []],
      ['s1', ['x1', 't1']],
    ]);
    expect(childCategories(all, 'elsewhere').root?._id).toBe('L');
    // A small3 (no page of its own) and a leaf: the nearest category above with children.
    expect(childCategories(all, 'u1').root?._id).toBe('t1');
    expect(childCategories(all, 'm2').root?._id).toBe('L');
  });
});
