import { afterEach, describe, expect, it } from 'vitest';
import { completeGuide, dismissGuide, isGuideDone, snoozeGuideForToday } from './guide-memory.ts';

// Node has no cookies nor storage: as a page whose storage refuses to keep anything.
describe('a guide done, where storage keeps nothing', () => {
  const guide = (largeId: string) => ({ _id: `guide-of-${largeId}`, selectionFrameLargeDataId: largeId });
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('selection-widgets.page')];
  });

  it('closed or completed, is not shown again on this page; another selection’s guide still is', () => {
    dismissGuide(guide('closed'));
    completeGuide(guide('completed'));
    expect(isGuideDone('closed')).toBe(true);
    expect(isGuideDone('completed')).toBe(true);
    expect(isGuideDone('another')).toBe(false);
  });

  it('put off for today, is shown again on this page the next day', () => {
    const evening = new Date(2026, 11, 4, 23, 50);
    snoozeGuideForToday(guide('snoozed'), evening);
    expect(isGuideDone('snoozed', evening)).toBe(true);
    expect(isGuideDone('snoozed', new Date(2026, 11, 5, 0, 10))).toBe(false);
  });
});
