import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { pendingChanges, pendingState } from './pending.ts';
import { countAfter, runToggle } from './toggle.ts';

const waiting = { on: '켜는 중', off: '끄는 중' };

describe('runToggle', () => {
  it('shows the new state at once, marks the key pending, and keeps it after success', async () => {
    const shown: boolean[] = [];
    let release!: () => void;
    const done = runToggle({
      key: 't:1',
      on: true,
      waiting,
      show: (on) => shown.push(on),
      call: () => new Promise<void>((resolve) => (release = resolve)),
    });
    expect(shown).toEqual([true]);
    expect(pendingChanges().get()['t:1']).toBe(waiting.on);
    release();
    expect(await done).toEqual({ ok: true, data: undefined });
    expect(shown).toEqual([true]);
    expect(pendingChanges().get()['t:1']).toBeUndefined();
  });

  it('rolls back on failure and asks for the truth on a stale-state code', async () => {
    const shown: boolean[] = [];
    let stale = 0;
    const result = await runToggle({
      key: 't:2',
      on: false,
      waiting,
      show: (on) => shown.push(on),
      call: async () => {
        throw new ApiError({ kind: 'http', code: 'NOT_LIKED', message: 'no' });
      },
      staleCodes: ['NOT_LIKED'],
      onStale: () => (stale += 1),
    });
    expect(result.ok).toBe(false);
    expect(shown).toEqual([false, true]);
    expect(stale).toBe(1);
  });

  it('refuses a second toggle of the key with the waiting message of the one on its way', async () => {
    let release!: () => void;
    const first = runToggle({
      key: 't:3',
      on: true,
      waiting,
      show: () => undefined,
      call: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const second = await runToggle({ key: 't:3', on: false, waiting, show: () => undefined, call: async () => undefined });
    expect(second).toMatchObject({ ok: false, error: { code: 'PENDING', message: waiting.on } });
    release();
    await first;
  });

  it('counts never go below 0', () => {
    expect(countAfter(0, false)).toBe(0);
    expect(countAfter(3, true)).toBe(4);
  });
});

describe('pendingState', () => {
  it('wakes only the listeners of its own key', async () => {
    const calls: string[] = [];
    const stops = ['p:a', 'p:b'].map((key) => pendingState(key).listen((busy) => calls.push(`${key}=${busy}`)));
    let release!: () => void;
    const done = runToggle({
      key: 'p:a',
      on: true,
      waiting,
      show: () => undefined,
      call: () => new Promise<void>((resolve) => (release = resolve)),
    });
    expect(calls).toEqual(['p:a=true']);
    release();
    await done;
    expect(calls).toEqual(['p:a=true', 'p:a=false']);
    for (const stop of stops) stop();
  });
});
