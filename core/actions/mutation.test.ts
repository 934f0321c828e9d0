import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { isPending, runMutation } from './mutation.ts';

describe('runMutation', () => {
  it('refuses a second run of the same key while the first is pending, with the waiting message', async () => {
    let release!: () => void;
    const first = runMutation({
      key: 'vote:1',
      waitingMessage: '잠시만요',
      call: () => new Promise<void>((resolve) => (release = resolve)),
    });
    expect(isPending('vote:1')).toBe(true);
    const second = await runMutation({ key: 'vote:1', waitingMessage: '잠시만요', call: async () => 'never' });
    expect(second).toMatchObject({ ok: false, error: { code: 'PENDING', message: '잠시만요' } });
    release();
    expect(await first).toEqual({ ok: true, data: undefined });
    expect(isPending('vote:1')).toBe(false);
  });

  it('applies the optimistic change and rolls it back when the call fails', async () => {
    let count = 5;
    const result = await runMutation({
      key: 'like:1',
      waitingMessage: '',
      optimistic: () => {
        count += 1;
        return () => (count -= 1);
      },
      call: async () => {
        expect(count).toBe(6);
        throw new ApiError({ kind: 'http', status: 409, code: 'ALREADY_LIKED', message: 'x', serverMessage: '이미 좋아요' });
      },
    });
    expect(count).toBe(5);
    expect(result).toMatchObject({ ok: false, error: { code: 'ALREADY_LIKED' } });
  });

  it('keeps the optimistic change and commits the answer on success', async () => {
    const seen: string[] = [];
    const result = await runMutation({
      key: 'k',
      waitingMessage: '',
      optimistic: () => () => seen.push('rolled back'),
      call: async () => 'id-1',
      commit: (id) => seen.push(id),
    });
    expect(result).toEqual({ ok: true, data: 'id-1' });
    expect(seen).toEqual(['id-1']);
  });

  it('answers a refused run with the waiting message of the run in flight, not its own', async () => {
    let release!: () => void;
    const vote = runMutation({
      key: 'vote:2',
      waitingMessage: '투표하고 있어요',
      call: () => new Promise<void>((resolve) => (release = resolve)),
    });
    // After the optimistic vote the button offers "cancel": the second click asks to cancel.
    const cancel = await runMutation({ key: 'vote:2', waitingMessage: '투표를 취소하고 있어요', call: async () => 'never' });
    expect(cancel).toMatchObject({ ok: false, error: { code: 'PENDING', message: '투표하고 있어요' } });
    release();
    await vote;
    const next = runMutation({ key: 'vote:2', waitingMessage: '투표를 취소하고 있어요', call: async () => undefined });
    const again = await runMutation({ key: 'vote:2', waitingMessage: '투표하고 있어요', call: async () => 'never' });
    expect(again).toMatchObject({ ok: false, error: { message: '투표를 취소하고 있어요' } });
    await next;
  });
});
