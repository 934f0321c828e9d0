/** The category tree of `<selection-children>`: a category's children (the selection's mediums on its own page), each with theirs. */
import type { FrameImage, SelectionFrame } from '../schemas/selection-frame.ts';
import { categoryTree } from './category-tree.ts';

export interface CategoryGroup {
  frame: SelectionFrame;
  /** The circle image, when the frame has one. */
  image: FrameImage | undefined;
  children: SelectionFrame[];
}

export interface ChildCategories {
  large: SelectionFrame | undefined;
  /** The category whose children are listed: the one the page names, else the selection's large frame. */
  root: SelectionFrame | undefined;
  groups: CategoryGroup[];
}

/** A category's circle picture: its D picture (the circles' view type), else its first. */
export const circleImage = (frame: SelectionFrame): FrameImage | undefined =>
  frame.imgList.find((entry) => entry.viewType === 'D') ?? frame.imgList[0];

/**
 * Groups the flat all-list answer: the children of `rootId` (a category's own page, whose
 * "전체보기" this is), else of the large frame, each with its own children.
 */
export function childCategories(frames: readonly SelectionFrame[], rootId?: string): ChildCategories {
  const tree = categoryTree(frames);
  const { large } = tree;
  if (!large) return { large: undefined, root: undefined, groups: [] };
  // A category with no children of its own (a small3, which has no page: its parent's shows it) lists
  // those of the nearest one above it that has some.
  let root = (rootId === undefined ? undefined : tree.byId.get(rootId)) ?? large;
  while (tree.children(root._id).length === 0 && root.parentId) root = tree.byId.get(root.parentId) ?? large;
  return {
    large,
    root,
    groups: tree.children(root._id).map((frame) => ({ frame, image: circleImage(frame), children: tree.children(frame._id) })),
  };
}
