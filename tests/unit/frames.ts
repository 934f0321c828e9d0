/** Selection frames for unit tests: a large frame down to small3, as the API lists them (flat). */
import type { SelectionFrame } from '../../core/schemas/selection-frame.ts';

export const frame = (id: string, type: SelectionFrame['type'], parentId: string | null, sort: number): SelectionFrame => ({
  _id: id,
  title: id,
  type,
  parentId,
  sort,
  templateName: type === 'large' ? 'A' : null,
  pickTitle: '',
  imgList: [],
  webUrls: [],
  subTitleList: [],
});

/** L → m1 → s1 → t1 → u1, u2; and m2 under L. */
export const frames: SelectionFrame[] = [
  frame('L', 'large', null, 0),
  frame('m1', 'medium', 'L', 1),
  frame('s1', 'small', 'm1', 2),
  frame('t1', 'small2', 's1', 3),
  frame('u1', 'small3', 't1', 4),
  frame('u2', 'small3', 't1', 5),
  frame('m2', 'medium', 'L', 6),
];
