/** The category tree of `<selection-children>`: the selection's mediums, each with its small children. */
import type { FrameImage, SelectionFrame } from '../schemas/selection-frame.ts';

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

const bySort = (a: SelectionFrame, b: SelectionFrame) => a.sort - b.sort;

/** Groups the flat all-list answer: mediums under the large frame, smalls under each medium. */
export function childCategories(frames: readonly SelectionFrame[]): ChildCategories {
  const large = frames.find((frame) => frame.type === 'large');
  if (!large) return { large: undefined, groups: [] };
  const childrenOf = (parentId: string) => frames.filter((frame) => frame.parentId === parentId).sort(bySort);
  return {
    large,
    groups: childrenOf(large._id).map((frame) => ({ frame, image: frame.imgList[0], children: childrenOf(frame._id) })),
  };
}
