import { describe, expect, it } from 'vitest';
import { apiTime } from './api-time.ts';

describe('apiTime', () => {
  it("reads a time without an offset, or a date alone, as Korea's, whatever the runtime's zone", () => {
    expect(apiTime('2024-05-01T20:00:00')).toBe(Date.parse('2024-05-01T11:00:00Z'));
    expect(apiTime('2024-05-01T20:00')).toBe(Date.parse('2024-05-01T11:00:00Z'));
    expect(apiTime('2024-05-01T20:00:00.250')).toBe(Date.parse('2024-05-01T11:00:00.250Z'));
    expect(apiTime('2024-05-01')).toBe(Date.parse('2024-04-30T15:00:00Z'));
  });

  it('reads a time with its offset as it says, and nothing else as a time', () => {
    expect(apiTime('2024-05-01T20:00:00Z')).toBe(Date.parse('2024-05-01T20:00:00Z'));
    expect(apiTime('2024-05-01T20:00:00.000+02:00')).toBe(Date.parse('2024-05-01T18:00:00Z'));
    expect(apiTime('not a date')).toBeNaN();
    expect(apiTime('')).toBeNaN();
  });
});
