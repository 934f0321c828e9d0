import { describe, expect, it } from 'vitest';
import { productListInput } from './home-queries.ts';
import { parseSelectionUrl } from '../domain/selection-url.ts';

describe('item query from the URL', () => {
  it('uses the chosen category, the pick category in PICK mode, and the validated filters', () => {
    expect(productListInput('L', parseSelectionUrl('?target_id=s1&sortType=LIKE&viewSoldout=false'))).toMatchObject({
      selectionFrameDataId: 's1',
      isPick: false,
      sortType: 'LIKE',
      viewSoldOut: false,
      isShippingFeeFree: false,
      limit: 21,
      page: 1,
    });
    expect(productListInput('L', parseSelectionUrl('?isPick=true&pick=m2'))).toMatchObject({ selectionFrameDataId: 'm2', isPick: true });
    expect(productListInput('L', parseSelectionUrl('?pick=m2'))).toMatchObject({ selectionFrameDataId: 'L', isPick: false });
  });
});
