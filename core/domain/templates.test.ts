import { describe, expect, it } from 'vitest';
import type { SelectionFrame } from '../schemas/selection-frame.ts';
import { resolveHome } from './templates.ts';

const frame = (overrides: Partial<SelectionFrame>): SelectionFrame => ({
  _id: 'id',
  title: 't',
  type: 'large',
  parentId: null,
  sort: 0,
  templateName: 'A',
  pickTitle: '',
  imgList: [],
  webUrls: [],
  subTitleList: [],
  ...overrides,
});

describe('template resolution (SPEC §2)', () => {
  it('picks the template named by the first frame', () => {
    for (const name of ['A', 'B', 'C']) {
      expect(resolveHome([frame({ templateName: name })])).toMatchObject({ kind: 'template', template: name });
    }
  });

  it('names each fallback', () => {
    expect(resolveHome([])).toEqual({ kind: 'no-frames' });
    expect(resolveHome([frame({ templateName: null })])).toEqual({ kind: 'no-template-name' });
    expect(resolveHome([frame({ templateName: '  ' })])).toEqual({ kind: 'no-template-name' });
    expect(resolveHome([frame({ templateName: 'Z' })])).toEqual({ kind: 'unknown-template', templateName: 'Z' });
  });

  it('sends a small3 node to its parent, whatever the template', () => {
    const chain = [frame({}), frame({ _id: 'm', type: 'medium' }), frame({ _id: 's3', type: 'small3', parentId: 's2' })];
    expect(resolveHome(chain)).toEqual({ kind: 'redirect', parentId: 's2' });
  });

  it('shows a medium node on the large frame template', () => {
    const chain = [frame({ templateName: 'B' }), frame({ _id: 'm', type: 'medium', parentId: 'id', templateName: null })];
    expect(resolveHome(chain)).toMatchObject({ kind: 'template', template: 'B', node: { _id: 'm' } });
  });
});
