/**
 * An on/off change shown at once (like, vote, a review request's like): the state flips before the
 * call, flips back when the server refuses, and the count never goes below 0.
 */
import { request } from '../http/client.ts';
import { OkResponseSchema } from '../schemas/vote.ts';
import { runMutation, type MutationResult } from './mutation.ts';

/** A count after turning something on (+1) or off (−1), never below 0. */
export const countAfter = (count: number, on: boolean): number => Math.max(0, count + (on ? 1 : -1));

export async function runToggle<T>(options: {
  /** The change's pending key (one change of it at a time). */
  key: string;
  /** The state asked for. */
  on: boolean;
  /** The waiting messages of turning on and of turning off. */
  waiting: { on: string; off: string };
  /** Shows the state `on` (and its count) wherever it is shown; called again with `!on` to roll back. */
  show: (on: boolean) => void;
  call: (on: boolean) => Promise<T>;
  /** Applies the server's answer. */
  commit?: (data: T) => void;
  /** Server codes meaning the state shown was behind the server's. */
  staleCodes?: readonly string[];
  /** Asks the server for the truth after such a code. */
  onStale?: () => void;
}): Promise<MutationResult<T>> {
  const { on } = options;
  const result = await runMutation({
    key: options.key,
    waitingMessage: on ? options.waiting.on : options.waiting.off,
    optimistic: () => {
      options.show(on);
      return () => options.show(!on);
    },
    call: () => options.call(on),
    ...(options.commit ? { commit: options.commit } : {}),
  });
  if (!result.ok && options.staleCodes?.includes(result.error.code)) options.onStale?.();
  return result;
}

/** The seed's on/off calls: `POST path {field: id}` turns on, `DELETE path/id` turns off; both answer ok. */
export const postOrDelete = (on: boolean, path: string, field: string, id: string): Promise<unknown> =>
  on
    ? request(OkResponseSchema, path, { method: 'POST', body: { [field]: id } })
    : request(OkResponseSchema, `${path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
