import { describe, expect, it } from 'vitest';
import { frame, frames } from '../../tests/unit/frames.ts';
import { categoryTree, navLevels } from './category-tree.ts';

describe('category tree', () => {
  it("lists each frame's children by their sort, whatever order the API gives", () => {
    const tree = categoryTree([...frames].reverse());
    expect(tree.large?._id).toBe('L');
    expect(tree.children('L').map((child) => child._id)).toEqual(['m1', 'm2']);
    expect(tree.children('t1').map((child) => child._id)).toEqual(['u1', 'u2']);
    expect(tree.children('u1')).toEqual([]);
    expect(tree.pathTo('u2').map((step) => step._id)).toEqual(['m1', 's1', 't1', 'u2']);
    expect(categoryTree([frame('m', 'medium', 'x', 1)]).large).toBeUndefined();
  });
});

describe('category navigation levels', () => {
  const tree = categoryTree(frames);

  it('lists the mediums with nothing chosen', () => {
    const levels = navLevels(tree, 'L', undefined);
    expect(levels.map((level) => level.options.map((option) => option._id))).toEqual([['m1', 'm2']]);
    expect(levels[0]?.selected).toBeUndefined();
  });

  it('opens one row per chosen level, four at most', () => {
    const levels = navLevels(tree, 'L', 'u2');
    expect(levels.map((level) => level.parent._id)).toEqual(['L', 'm1', 's1', 't1']);
    expect(levels.map((level) => level.selected?._id)).toEqual(['m1', 's1', 't1', 'u2']);
  });

  it('starts below the page node when the page is a category', () => {
    expect(navLevels(tree, 'm1', 't1').map((level) => level.selected?._id)).toEqual(['s1', 't1', undefined]);
  });

  it('ignores an unknown target', () => {
    expect(navLevels(tree, 'L', 'nope')).toHaveLength(1);
  });
});

describe('the categories of a page', () => {
  const tree = categoryTree(frames);

  it("holds every category on the selection's page, and on a category's page that one and those below it", () => {
    expect(['m1', 's1', 'u2', 'm2'].map((id) => tree.holds('L', id))).toEqual([true, true, true, true]);
    expect(['m1', 's1', 'u2', 'm2', 'L'].map((id) => tree.holds('m1', id))).toEqual([true, true, true, false, false]);
    expect(tree.holds('L', 'nope')).toBe(false);
  });
});
