// Builds the frame tree of one selection with stable ids and pre-order `sort` values.
import type { FrameType, SelectionFrame } from '../../../core/schemas/selection-frame.ts';
import { objectId } from '../random.ts';

export type FrameExtras = Partial<Pick<SelectionFrame, 'templateName' | 'pickTitle' | 'imgList' | 'webUrls' | 'subTitleList'>>;

export interface FrameTreeBuilder {
  readonly largeId: string;
  readonly frames: SelectionFrame[];
  /**
   * Adds a frame. `sort` is a pre-order counter, so siblings are ordered and the flat list sorted
   * by `sort` reads like the tree from top to bottom.
   */
  add(type: FrameType, title: string, parentId: string | null, extras?: FrameExtras): SelectionFrame;
}

export function frameTree(namespace: string): FrameTreeBuilder {
  const frames: SelectionFrame[] = [];
  const largeId = objectId(namespace, 'large');
  return {
    largeId,
    frames,
    add(type, title, parentId, extras = {}) {
      const index = frames.length;
      const frame: SelectionFrame = {
        _id: type === 'large' ? largeId : objectId(namespace, `frame-${index}`),
        title,
        type,
        parentId,
        sort: index,
        templateName: extras.templateName ?? null,
        pickTitle: extras.pickTitle ?? '',
        imgList: extras.imgList ?? [],
        webUrls: extras.webUrls ?? [],
        subTitleList: extras.subTitleList ?? [],
      };
      frames.push(frame);
      return frame;
    },
  };
}
