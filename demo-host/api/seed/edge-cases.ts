// Scenarios that exercise the fallback screens: no frames, missing/unknown template, malformed data.
import type { SeedPart } from '../state.ts';
import { imageUrl } from '../images.ts';
import { frameTree } from './frames.ts';

function minimalSelection(namespace: string, title: string, templateName: string | null): SeedPart {
  const tree = frameTree(namespace);
  const large = tree.add('large', title, null, {
    templateName,
    imgList: [{ viewType: 'A', url: imageUrl(`${namespace}-main`, 1200, 600, title), width: 1200, height: 600, alt: title }],
  });
  tree.add('medium', '전체', large._id);
  return {
    selections: [{ key: namespace, largeId: large._id, frames: tree.frames, bundleShippingFee: 0, guide: null }],
    items: [],
  };
}

/** A selection whose frames are not created yet: its large data is an empty list. */
export function seedNoFrames(): SeedPart {
  const { largeId } = frameTree('no-frames');
  return {
    selections: [{ key: 'no-frames', largeId, frames: [], bundleShippingFee: 0, guide: null }],
    items: [],
  };
}

export function seedNoTemplateName(): SeedPart {
  return minimalSelection('no-template-name', '템플릿 미지정 기획전', null);
}

export function seedUnknownTemplate(): SeedPart {
  return minimalSelection('unknown-template', '새 템플릿 기획전', 'Z');
}

/** Frame calls of this selection answer 200 with records that lack `_id` and `type`. */
export function seedMalformed(): SeedPart {
  const { largeId } = frameTree('malformed');
  return {
    selections: [
      {
        key: 'malformed',
        largeId,
        frames: [],
        malformedBody: {
          selectionFrameDataList: [
            { title: '깨진 데이터', parentId: null, sort: 'first', templateName: 'A' },
            { title: 42, type: 'medium' },
          ],
        },
        bundleShippingFee: 0,
        guide: null,
      },
    ],
    items: [],
  };
}
