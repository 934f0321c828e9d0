import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GuideResponseSchema } from './guide.ts';

const guide = (slides: unknown[]) => ({
  guide: { _id: 'g1', selectionFrameLargeDataId: 'l1', variant: 'JAPAN_FOOD', slides },
});
const slide = { imgUrl: 'https://img.example.com/1.png', width: 640, height: 800 };

describe('a first-visit guide answer', () => {
  it('holds at least one slide: a guide with none is not a guide to show', () => {
    expect(v.safeParse(GuideResponseSchema, guide([slide])).success).toBe(true);
    expect(v.safeParse(GuideResponseSchema, guide([])).success).toBe(false);
    expect(v.safeParse(GuideResponseSchema, { guide: null }).success).toBe(true);
  });
});
