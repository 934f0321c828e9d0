import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SelectionFrameListSchema, SelectionFrameSchema } from './selection-frame.ts';

const good = { _id: 'f1', title: '아우터', type: 'medium', parentId: 'L', sort: 3 };

describe('selection frames schema', () => {
  it('takes a frame with only its required fields, filling the optional ones', () => {
    expect(v.parse(SelectionFrameSchema, good)).toEqual({
      ...good,
      templateName: null,
      pickTitle: '',
      imgList: [],
      webUrls: [],
      subTitleList: [],
    });
  });

  it('refuses a frame whose type, sort, id or parent is not what the rules read', () => {
    for (const broken of [
      { ...good, type: 'tiny' },
      { ...good, sort: 'first' },
      { ...good, _id: undefined },
      { ...good, parentId: 7 },
      { ...good, imgList: [{ viewType: 'Z', url: '/a.png', width: 1, height: 1 }] },
    ]) {
      expect(v.safeParse(SelectionFrameSchema, broken).success, JSON.stringify(broken)).toBe(false);
    }
    expect(v.safeParse(SelectionFrameListSchema, { selectionFrameDataList: [good, { ...good, type: 'tiny' }] }).success).toBe(false);
  });

  it("drops a picture's own link that is not a web page; keeps the web URLs in order, whose pairing drops such a link (home-queries)", () => {
    const frame = v.parse(SelectionFrameSchema, {
      ...good,
      webUrls: [
        { viewType: 'A', url: 'javascript:alert(1)' },
        { viewType: 'B', url: '/selection/L' },
      ],
      imgList: [{ viewType: 'A', url: '/a.png', width: 1, height: 1, linkUrl: 'data:text/html,x' }],
    });
    // In order, so that one dropped does not hand its picture's link to the next picture of its type.
    expect(frame.webUrls.map((link) => link.url)).toEqual(['javascript:alert(1)', '/selection/L']);
    expect(frame.imgList[0]?.linkUrl).toBeUndefined();
  });
});
