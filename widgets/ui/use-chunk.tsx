/**
 * Code a view needs only sometimes (a guide's coupon button), imported when the view mounts: tried
 * twice like the loader's element chunks, and on failure the loader's message with 다시 시도, in
 * place, with nothing else on the screen lost.
 */
import { useCallback, useEffect, useState } from 'react';
import { errorMessages } from '../../core/messages/errors.ts';
import { screenMessages } from '../../core/messages/screens.ts';

export type ChunkState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; retry: () => void };

export function useChunk<T>(load: () => Promise<T>): ChunkState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ChunkState<T>>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  useEffect(() => {
    let live = true;
    load()
      .catch(() => load())
      .then(
        (module) => live && setState({ status: 'ready', module }),
        (error: unknown) => {
          console.error('[selection-widgets] SW001: could not load a part of the element', error);
          if (live) setState({ status: 'failed', retry });
        },
      );
    return () => {
      live = false;
    };
    // `load` is a module-level import: only a retry asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  return state;
}

/** The loader's failure notice: what happened, and 다시 시도. */
export function ChunkFailure({ retry }: { retry: () => void }) {
  return (
    <p className="chunk-failure" role="alert">
      {`${screenMessages.genericError}. ${errorMessages.network} `}
      <button type="button" className="button" onClick={retry}>
        {screenMessages.retry}
      </button>
    </p>
  );
}
