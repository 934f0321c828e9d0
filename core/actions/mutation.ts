/**
 * The one path of every change a person makes (vote, like, review request, delete, coupon): a
 * per-key pending guard, an optimistic update, the call, then commit or roll back.
 *
 * A run refused by the guard is answered with the waiting message of the run in flight, not its
 * own: after an optimistic vote the button offers "cancel", but what is happening is the vote.
 */
import { ApiError, toApiError } from '../http/api-error.ts';
import { pendingMessage, setPending } from './pending.ts';

export { isPending } from './pending.ts';

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export async function runMutation<T>(options: {
  /** Identifies the change (e.g. `vote:<id>`); a second run while the first is pending is refused. */
  key: string;
  /**
   * The seed's waiting message naming this run's action (vote, vote cancel, like, like cancel,
   * delete, …); a second run of the key while this one is pending is refused with it.
   */
  waitingMessage: string;
  /** Applies the expected result at once; returns how to undo it. */
  optimistic?: () => () => void;
  call: () => Promise<T>;
  /** Applies the server's answer (e.g. a new id). */
  commit?: (data: T) => void;
}): Promise<MutationResult<T>> {
  const inFlight = pendingMessage(options.key);
  if (inFlight !== undefined) {
    return { ok: false, error: new ApiError({ kind: 'invalid-input', code: 'PENDING', message: inFlight }) };
  }
  setPending(options.key, options.waitingMessage);
  try {
    const rollback = options.optimistic?.();
    try {
      const data = await options.call();
      options.commit?.(data);
      return { ok: true, data };
    } catch (error) {
      rollback?.();
      return { ok: false, error: toApiError(error) };
    }
  } finally {
    setPending(options.key, undefined);
  }
}
