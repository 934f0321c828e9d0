import { describe, expect, it } from 'vitest';
import { CONVERSION_CODES, TRACKING_RETRY_LIMIT, TRACKING_RETRY_MS } from './tracking.ts';

describe('tracking constants (SPEC §9)', () => {
  it('retries every 500 ms, for 5 s at most', () => {
    expect(TRACKING_RETRY_MS).toBe(500);
    expect(TRACKING_RETRY_MS * TRACKING_RETRY_LIMIT).toBe(5000);
  });

  it('reports conversions as sign-up 2, cart 3, purchase 1', () => {
    expect(CONVERSION_CODES).toEqual({ signUp: 2, cart: 3, purchase: 1 });
  });
});
