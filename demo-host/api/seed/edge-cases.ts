// Scenarios that exercise the fallback screens: no frames, missing/unknown template, malformed data,
// and a selection of picks with no categories.
import type { SeedPart } from '../state.ts';
import { createRandom } from '../random.ts';
import { imageUrl } from '../images.ts';
import { frameTree } from './frames.ts';
import { buildProducts, choosePicks } from './products.ts';

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

/**
 * A selection (template A) whose products all sit on the large frame: no categories, but a pick
 * title, so its nav is ALL and PICK alone.
 */
export function seedPicksOnly(now: Date): SeedPart {
  const tree = frameTree('picks-only');
  const large = tree.add('large', '이번 주 단독', null, {
    templateName: 'A',
    pickTitle: '단독 PICK',
    imgList: [
      { viewType: 'A', url: imageUrl('picks-only-main', 1200, 600, '이번 주 단독'), width: 1200, height: 600, alt: '이번 주 단독' },
    ],
  });
  const random = createRandom('picks-only');
  const items = buildProducts(
    random,
    Array.from({ length: 12 }, (_, index) => ({
      name: `단독 상품 ${index + 1}`,
      brandName: '단독',
      categoryId: large._id,
      basePrice: 10000 + index * 1500,
    })),
    {
      namespace: 'picks-only',
      largeId: large._id,
      now,
      itemType: 'NORMAL',
      soldOutRate: 0,
      freeShippingRate: 0.5,
      bundleableRate: 0,
      maxAgeDays: 30,
    },
  );
  choosePicks(random, items, 5);
  return {
    selections: [{ key: 'picks-only', largeId: large._id, frames: tree.frames, bundleShippingFee: 0, guide: null }],
    items,
  };
}
