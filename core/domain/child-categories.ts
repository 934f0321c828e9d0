/** The category tree of `<selection-children>`: the selection's mediums, each with its small children. */
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
  groups: CategoryGroup[];
}

/** A category's circle picture: its D picture (the circles' view type), else its first. */
export const circleImage = (frame: SelectionFrame): FrameImage | undefined =>
  frame.imgList.find((entry) => entry.viewType === 'D') ?? frame.imgList[0];

/** Groups the flat all-list answer: mediums under the large frame, smalls under each medium. */
export function childCategories(frames: readonly SelectionFrame[]): ChildCategories {
  const tree = categoryTree(frames);
  const { large } = tree;
  if (!large) return { large: undefined, groups: [] };
  return {
    large,
    groups: tree.children(large._id).map((frame) => ({ frame, image: circleImage(frame), children: tree.children(frame._id) })),
  };
}
