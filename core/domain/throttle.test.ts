import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at most once per window, with the latest arguments last', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 400);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(399);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});
