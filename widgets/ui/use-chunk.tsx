/**
 * Code a view needs only sometimes (a guide's coupon button, the sneakers review side), imported
 * when the view mounts: tried twice like the loader's element chunks, and on failure the loader's
 * message with 다시 시도, in place, with nothing else on the screen lost. Not a `lazy` + Suspense
 * pair: Suspense holds a reveal up to 300 ms after its fallback showed, while this draws the code's
 * view in the next commit after it has arrived — and at once when an earlier view already had it.
 *
 * One exception: while the element hydrates a server's render of that view, a chunk still on its
 * way suspends (the view sits in a Suspense boundary), so React keeps the server's nodes as they are
 * and hydrates them once the code is in, instead of drawing a loading screen over them; where the
 * code fails to come, the server's view stays and waits on. A view a server renders gives `served`
 * for that (served-chunk-wait.tsx), which only its element's chunk carries.
 */
import { use, useCallback, useEffect, useState } from 'react';
import { errorMessages } from '../../core/messages/errors.ts';
import { screenMessages } from '../../core/messages/screens.ts';
import { useHydrating } from './served-draw.ts';

export type ChunkState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry: () => void };

/** What each chunk gave, by name, once it is in: a view mounting later draws it in its first render. */
const arrived = new Map<string, unknown>();

/**
 * Called by a chunk's own module as it runs, with what its import resolves to. A chunk that was
 * imported by someone else first (the loader starts the review side beside the element's chunk)
 * is then drawn by the first view that asks for it by `name`, in that view's first render.
 */
export function chunkArrived<T>(name: string, module: T): void {
  arrived.set(name, module);
}

/** `name`'s code, tried twice; once in, known to every view that asks for it (`chunkArrived`); a failure is logged. */
export function loadPart<T>(name: string, load: () => Promise<T>): Promise<T> {
  return load()
    .catch(() => load())
    .then(
      (module) => {
        chunkArrived(name, module);
        return module;
      },
      (error: unknown) => {
        console.error('[selection-widgets] SW001: could not load a part of the element', error);
        throw error;
      },
    );
}

/**
 * What a server's render of a view waits for: the wait for `name`'s code (on its way, or in), a new
 * one when `start` (the view hydrating); none for a view drawn afresh while that code fails to
 * come, which then loads it itself.
 */
export type ServedWait = (name: string, load: () => Promise<unknown>, start: boolean) => Promise<unknown> | undefined;

/** The chunk `load` imports, known as `name` (the name it announces itself by, if it does). */
export function useChunk<T>(name: string, load: () => Promise<T>, served?: ServedWait): ChunkState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChunkState<T>>(() =>
    arrived.has(name) ? { status: 'ready', module: arrived.get(name) as T } : { status: 'loading' },
  );
  const hydrating = useHydrating();
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    if (state.status === 'ready') return;
    let live = true;
    loadPart(name, load).then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed', retry }),
    );
    return () => {
      live = false;
    };
    // `name` and `load` name one module-level import: only a retry asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  // (Once waited for, it is read through `use` in every later render too, as React expects.)
  const waiting = typeof document === 'undefined' ? undefined : served?.(name, load, hydrating && state.status === 'loading');
  // Suspends until the code is in; then (React draws this again) it is the view's code.
  if (waiting) return { status: 'ready', module: use(waiting) as T };
  return state;
}

/**
 * The loader's failure notice: what happened, and 다시 시도. `what` names the part that did not
 * arrive, where it is less than the page (a guide's coupon button).
 */
export function ChunkFailure({ retry, what = screenMessages.genericError }: { retry: () => void; what?: string }) {
  return (
    <p className="chunk-failure" role="alert">
      {`${what}. ${errorMessages.network} `}
      <button type="button" className="button" onClick={retry}>
        {screenMessages.retry}
      </button>
    </p>
  );
}
