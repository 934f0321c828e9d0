import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { countAfter, toggles, clearToggles, shownToggle } from '../stores/toggles.ts';
import { pendingChanges } from './pending.ts';
import { runToggle } from './toggle.ts';

const waiting = { on: '켜는 중', off: '끄는 중' };
const gate = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

beforeEach(() => clearToggles());

describe('runToggle', () => {
  it('shows the new state at once (count +1), marks the key pending, and keeps it after success', async () => {
    const call = gate();
    const calls: boolean[] = [];
    const done = runToggle({
      key: 't:1',
      base: { on: false, count: 4 },
      waiting,
      call: (on) => {
        calls.push(on);
        return call.promise;
      },
    });
    expect(shownToggle('t:1', { on: false, count: 4 })).toMatchObject({ on: true, count: 5 });
    expect(pendingChanges().get()['t:1']).toBe(waiting.on);
    call.release();
    expect(await done).toMatchObject({ ok: true, on: true });
    expect(calls).toEqual([true]);
    expect(shownToggle('t:1', { on: false, count: 4 })).toMatchObject({ on: true, count: 5 });
    expect(pendingChanges().get()['t:1']).toBeUndefined();
  });

  it('turns over what is shown, not what the list says: a second toggle after the first undoes it', async () => {
    const base = { on: false, count: 1 };
    await runToggle({ key: 't:2', base, waiting, call: async () => undefined });
    const second = await runToggle({ key: 't:2', base, waiting, call: async () => undefined });
    expect(second.on).toBe(false);
    expect(shownToggle('t:2', base)).toMatchObject({ on: false, count: 1 });
  });

  it('shows the change over every list until a list says the change is in: then that list’s count is the truth', async () => {
    const base = { on: false, count: 100 };
    const call = gate();
    const done = runToggle({ key: 't:10', base, waiting, call: () => call.promise });
    // The list the change was made from: the change.
    expect(shownToggle('t:10', base)).toMatchObject({ on: true, count: 101 });
    // A list loaded meanwhile, before the server had the change (a sort changed at once), or another
    // section loaded at another moment: the change, over that list's count.
    expect(shownToggle('t:10', { on: false, count: 103 })).toMatchObject({ on: true, count: 104 });
    call.release();
    await done;
    // The call is in, and nothing asked those lists again: still the change over them.
    expect(shownToggle('t:10', base)).toMatchObject({ on: true, count: 101 });
    expect(shownToggle('t:10', { on: false, count: 103 })).toMatchObject({ on: true, count: 104 });
    // A list loaded again since, with the change in: its own count, the change and others' with it.
    expect(shownToggle('t:10', { on: true, count: 125 })).toEqual({ on: true, count: 125 });
    // Turned over from what that list shows.
    await runToggle({ key: 't:10', base: { on: true, count: 125 }, waiting, call: async () => undefined });
    expect(shownToggle('t:10', { on: true, count: 125 })).toMatchObject({ on: false, count: 124 });
  });

  it('takes the server’s own state when it answers one (a like’s count)', async () => {
    await runToggle({ key: 't:3', base: { on: false, count: 1 }, waiting, call: async () => 9, commit: (count) => ({ on: true, count }) });
    expect(toggles().get()['t:3']).toMatchObject({ on: true, count: 9 });
  });

  it('rolls back on failure to what was shown before, and on a stale-state code drops the change and asks for the truth', async () => {
    let stale = 0;
    const refused = async () => {
      throw new ApiError({ kind: 'http', code: 'NOT_LIKED', message: 'no' });
    };
    const result = await runToggle({ key: 't:4', base: { on: true, count: 0 }, waiting, call: refused });
    expect(result.ok).toBe(false);
    expect(shownToggle('t:4', { on: true, count: 0 })).toMatchObject({ on: true, count: 0 });
    await runToggle({
      key: 't:4',
      base: { on: true, count: 0 },
      waiting,
      call: refused,
      staleCodes: ['NOT_LIKED'],
      onStale: () => (stale += 1),
    });
    expect(stale).toBe(1);
    expect(toggles().get()['t:4']).toBeUndefined();
  });

  it('asks for the truth when no answer came (the change may be in), where the lists can be asked; else only rolls back', async () => {
    let asked = 0;
    const lost = async () => {
      throw new ApiError({ kind: 'network', code: 'TIMEOUT', message: 'no answer' });
    };
    const gateway = async () => {
      throw new ApiError({ kind: 'http', status: 502, code: 'HTTP_502', message: 'gateway' });
    };
    const refused = async () => {
      throw new ApiError({ kind: 'http', status: 400, code: 'BAD', message: 'no' });
    };
    // An earlier change of this page stands: the lost one is dropped with it, and the lists asked.
    for (const call of [lost, gateway]) {
      await runToggle({ key: 't:7', base: { on: false, count: 3 }, waiting, call: async () => undefined });
      expect(toggles().get()['t:7']).toMatchObject({ on: true, count: 4 });
      await runToggle({ key: 't:7', base: { on: false, count: 3 }, waiting, call, onStale: () => (asked += 1) });
      expect(toggles().get()['t:7'], call.name).toBeUndefined();
    }
    expect(asked).toBe(2);
    // A refusal that says the change is not in only rolls back.
    await runToggle({ key: 't:8', base: { on: false, count: 3 }, waiting, call: refused, onStale: () => (asked += 1) });
    expect(asked).toBe(2);
    // Without a way to ask (a like, whose lists are not asked again), the earlier change stays.
    await runToggle({ key: 't:9', base: { on: false, count: 3 }, waiting, call: async () => undefined });
    await runToggle({ key: 't:9', base: { on: false, count: 3 }, waiting, call: lost });
    expect(toggles().get()['t:9']).toMatchObject({ on: true, count: 4 });
  });

  it('refuses a second toggle of the key with the waiting message of the one on its way', async () => {
    const call = gate();
    const base = { on: false, count: 0 };
    const first = runToggle({ key: 't:5', base, waiting, call: () => call.promise });
    const second = await runToggle({ key: 't:5', base, waiting, call: async () => undefined });
    expect(second).toMatchObject({ ok: false, error: { code: 'PENDING', message: waiting.on } });
    call.release();
    await first;
  });

  it('counts never go below 0', async () => {
    expect(countAfter(0, false)).toBe(0);
    expect(countAfter(3, true)).toBe(4);
    await runToggle({ key: 't:6', base: { on: true, count: 0 }, waiting, call: async () => undefined });
    expect(shownToggle('t:6', { on: true, count: 0 })).toMatchObject({ on: false, count: 0 });
  });
});

describe('the toggles and pending maps', () => {
  it('wake only the listeners of their own key', async () => {
    const calls: string[] = [];
    const stops = ['p:a', 'p:b'].flatMap((key) => [
      pendingChanges().listen((value, _old, changed) => void (changed === key && calls.push(`pending ${key}=${value[key] !== undefined}`))),
      toggles().listen((value, _old, changed) => void (changed === key && calls.push(`toggle ${key}=${value[key]?.on}`))),
    ]);
    const call = gate();
    const done = runToggle({ key: 'p:a', base: { on: false, count: 0 }, waiting, call: () => call.promise });
    call.release();
    await done;
    expect(calls).toEqual(['pending p:a=true', 'toggle p:a=true', 'pending p:a=false']);
    for (const stop of stops) stop();
  });
});
