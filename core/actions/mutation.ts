/**
 * The one path of every change a person makes (vote, like, review request, delete, coupon): a
 * per-key pending guard, an optimistic update, the call, then commit or roll back.
 */
import { ApiError, toApiError } from '../http/api-error.ts';

export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

const pending = new Set<string>();

export function isPending(key: string): boolean {
  return pending.has(key);
}

export async function runMutation<T>(options: {
  /** Identifies the change (e.g. `vote:<id>`); a second run while the first is pending is refused. */
  key: string;
  /** The seed's waiting message, given when a second run is refused. */
  waitingMessage: string;
  /** Applies the expected result at once; returns how to undo it. */
  optimistic?: () => () => void;
  call: () => Promise<T>;
  /** Applies the server's answer (e.g. a new id). */
  commit?: (data: T) => void;
}): Promise<MutationResult<T>> {
  if (pending.has(options.key)) {
    return { ok: false, error: new ApiError({ kind: 'invalid-input', code: 'PENDING', message: options.waitingMessage }) };
  }
  pending.add(options.key);
  const rollback = options.optimistic?.();
  try {
    const data = await options.call();
    options.commit?.(data);
    return { ok: true, data };
  } catch (error) {
    rollback?.();
    return { ok: false, error: toApiError(error) };
  } finally {
    pending.delete(options.key);
  }
}
