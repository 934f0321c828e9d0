import { describe, expect, it } from 'vitest';
import { progressStage, wholeDaysSince } from './progress-stage.ts';

const now = new Date('2025-06-01T03:00:00.000Z');
const daysAgo = (days: number, extraHours = 0) => new Date(now.getTime() - days * 86_400_000 - extraHours * 3_600_000).toISOString();

describe('progressStage', () => {
  it('counts whole days since the last status change', () => {
    expect(wholeDaysSince(daysAgo(0, 23), now)).toBe(0);
    expect(wholeDaysSince(daysAgo(6, 23), now)).toBe(6);
    expect(wholeDaysSince(daysAgo(7), now)).toBe(7);
  });

  it('is early under 7 days, mid from 7 to 9, late from 10', () => {
    expect(progressStage(daysAgo(0), now)).toBe('early');
    expect(progressStage(daysAgo(6, 23), now)).toBe('early');
    expect(progressStage(daysAgo(7), now)).toBe('mid');
    expect(progressStage(daysAgo(9, 23), now)).toBe('mid');
    expect(progressStage(daysAgo(10), now)).toBe('late');
    expect(progressStage(daysAgo(40), now)).toBe('late');
  });

  it("counts from a change written without an offset as Korea's time, on a server in any zone as in a phone in Seoul", () => {
    // 2025-05-25 11:00 in Seoul is 02:00 UTC: 7 days and an hour before `now`. Read as UTC, 6 days.
    expect(wholeDaysSince('2025-05-25T11:00:00', now)).toBe(7);
    expect(progressStage('2025-05-25T11:00:00', now)).toBe('mid');
  });

  it('treats a missing, invalid or future date as day 0', () => {
    expect(progressStage(null, now)).toBe('early');
    expect(progressStage(undefined, now)).toBe('early');
    expect(progressStage('not a date', now)).toBe('early');
    expect(wholeDaysSince(new Date(now.getTime() + 86_400_000 * 3).toISOString(), now)).toBe(0);
  });
});
