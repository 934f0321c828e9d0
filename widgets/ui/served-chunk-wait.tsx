/**
 * A server's render of a view whose code comes in a chunk (`useChunk`), while that code is on its
 * way: the view waits as the server drew it. The wait settles with the code, and only then: while
 * the code fails to come it stays pending (the view's links work without script), and
 * `ServedChunkFailure`, outside the view's Suspense boundary, shows the loader's notice with 다시
 * 시도 above it. Imported by the element whose view a server renders (the home's review side), so
 * no other element's chunk carries it.
 */
import { useEffect } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { ChunkFailure, loadPart, type ServedWait } from './use-chunk.tsx';

const waits = new Map<string, Promise<unknown>>();
/** How many views of each chunk are drawn (each with its `ServedChunkFailure`): a wait lives while one is. */
const holders = new Map<string, number>();

/** The chunks a server's render waits for after their code failed to come, each with its retry. */
const failures = atom<Readonly<Record<string, (() => void) | undefined>>>({});
const setFailure = (name: string, retry: (() => void) | undefined) => failures.set({ ...failures.get(), [name]: retry });

export const servedChunkWait: ServedWait = (name, load, start) => {
  const waiting = waits.get(name);
  if (waiting) return start || !failures.get()[name] ? waiting : undefined;
  if (!start) return undefined;
  const wait: Promise<unknown> = new Promise((resolve) => {
    const attempt = (): Promise<void> =>
      loadPart(name, load).then(resolve, () => {
        // Dropped meanwhile (its view gone): a view drawn afresh loads the code itself.
        if (waits.get(name) !== wait) return;
        setFailure(name, () => {
          setFailure(name, undefined);
          void attempt();
        });
      });
    void attempt();
  });
  waits.set(name, wait);
  return wait;
};

/** The notice above a served view whose code failed to come, with its retry; nothing otherwise. */
export function ServedChunkFailure({ name }: { name: string }) {
  const retry = useStore(failures)[name];
  // Gone with the last view it stood above (the person went on, to another tab), the wait is dropped,
  // on its way or failed: a view drawn afresh loads the code itself, with its own notice where it
  // fails again.
  useEffect(() => {
    holders.set(name, (holders.get(name) ?? 0) + 1);
    return () => {
      const left = (holders.get(name) ?? 1) - 1;
      holders.set(name, left);
      if (left > 0 || !waits.has(name)) return;
      waits.delete(name);
      setFailure(name, undefined);
    };
  }, [name]);
  return retry ? <ChunkFailure retry={retry} /> : null;
}
