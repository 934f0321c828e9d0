/**
 * Code a view needs only sometimes (a guide's coupon button, the sneakers review side), imported
 * when the view mounts: tried twice like the loader's element chunks, and on failure the loader's
 * message with 다시 시도, in place, with nothing else on the screen lost. Not a `lazy` + Suspense
 * pair: Suspense holds a reveal up to 300 ms after its fallback showed, while this draws the code's
 * view in the next commit after it has arrived — and at once when an earlier view already had it.
 *
 * One exception: while the element hydrates a server's render of that view, a chunk still on its
 * way suspends (the view sits in a Suspense boundary), so React keeps the server's nodes as they are
 * and hydrates them once the code is in, instead of drawing a loading screen over them. Where that
 * code fails to come, the server's view stays as it was (its links work without script) and the
 * boundary waits on: `ServedChunkFailure`, outside it, says so with 다시 시도, and the code that then
 * comes hydrates it.
 */
import { use, useCallback, useEffect, useState } from 'react';
import { map } from 'nanostores';
import { useStore } from '@nanostores/react';
import { errorMessages } from '../../core/messages/errors.ts';
import { screenMessages } from '../../core/messages/screens.ts';
import { useHydrating } from './served-draw.ts';

export type ChunkState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry: () => void };

/** What each chunk gave, by name, once it is in: a view mounting later draws it in its first render. */
const arrived = new Map<string, unknown>();

/**
 * Each chunk a server's render waits for: settles with its code, and only then (while the code fails
 * to come it stays pending, the render waiting on as the server drew it).
 */
const awaited = new Map<string, Promise<unknown>>();

/** The chunks a server's render still waits for after their code failed to come, each with its retry. */
const servedFailures = map<Record<string, (() => void) | undefined>>({});

/**
 * Called by a chunk's own module as it runs, with what its import resolves to. A chunk that was
 * imported by someone else first (the loader starts the review side beside the element's chunk)
 * is then drawn by the first view that asks for it by `name`, in that view's first render.
 */
export function chunkArrived<T>(name: string, module: T): void {
  arrived.set(name, module);
}

/** The chunk `load` imports, known as `name` (the name it announces itself by, if it does). */
export function useChunk<T>(name: string, load: () => Promise<T>): ChunkState<T> {
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
    load()
      .catch(() => load())
      .then(
        (module) => {
          chunkArrived(name, module);
          if (live) setState({ status: 'ready', module });
        },
        (error: unknown) => {
          console.error('[selection-widgets] SW001: could not load a part of the element', error);
          if (live) setState({ status: 'failed', retry });
        },
      );
    return () => {
      live = false;
    };
    // `name` and `load` name one module-level import: only a retry asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  // (Once waited for, it is read through `use` in every later render too, as React expects; but a
  // view drawn afresh while the code fails to come draws its own failure, with its own retry.)
  const waitedFor = awaited.has(name) && !servedFailures.get()[name];
  if (((hydrating && state.status === 'loading') || waitedFor) && typeof document !== 'undefined') {
    // Suspends until the code is in; then (React draws this again) it is the view's code.
    return { status: 'ready', module: use(servedWait(name, load)) as T };
  }
  return state;
}

/** What a server's render of `name`'s view waits for: its code, tried twice, then again on each retry. */
function servedWait<T>(name: string, load: () => Promise<T>): Promise<unknown> {
  let waiting = awaited.get(name);
  if (waiting) return waiting;
  waiting = new Promise((resolve) => {
    const attempt = (first: boolean) =>
      (first ? load().catch(() => load()) : load()).then(
        (module) => {
          chunkArrived(name, module);
          servedFailures.setKey(name, undefined);
          resolve(module);
        },
        (error: unknown) => {
          console.error('[selection-widgets] SW001: could not load a part of the element', error);
          servedFailures.setKey(name, () => {
            servedFailures.setKey(name, undefined);
            void attempt(false);
          });
        },
      );
    void attempt(true);
  });
  awaited.set(name, waiting);
  return waiting;
}

/**
 * Where a server's render of `name`'s view waits for code that failed to come: the loader's notice
 * and 다시 시도, drawn outside the view's Suspense boundary (above what the server drew, which stays).
 */
export function ServedChunkFailure({ name }: { name: string }) {
  const retry = useStore(servedFailures, { keys: [name] })[name];
  // Gone with the view it stood above (the person went on, to another tab): a view drawn afresh
  // loads the code itself, with its own notice where it fails again.
  useEffect(
    () => () => {
      if (!servedFailures.get()[name]) return;
      servedFailures.setKey(name, undefined);
      awaited.delete(name);
    },
    [name],
  );
  return retry ? <ChunkFailure retry={retry} /> : null;
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
