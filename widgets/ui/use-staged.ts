/**
 * Drawing a long section in two stages: the render that mounts it draws what a first screen
 * shows, and the rest follows in a transition right after that commit. React renders a transition
 * in slices and lets the browser paint between them, so a page's first frame (with the head start,
 * every section's data is in before the first render) is not held by rows and grid cells the
 * screen does not show yet: a row's items past its first view, a grid's cards past its first rows.
 *
 * Once drawn whole, a section stays whole: data that arrives later, and a page of a list that
 * comes back into the window, draw at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { FIRST_STAGE } from '../../core/domain/first-screen.ts';

/** False in the render that mounts the section, true from the transition after it on. */
export function useDrawnWhole(): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    startTransition(() => setWhole(true));
  }, []);
  return whole;
}

/** The first stage of `items`: what a first screen shows of them. */
export const firstStage = <T>(items: readonly T[]): readonly T[] => (items.length <= FIRST_STAGE ? items : items.slice(0, FIRST_STAGE));

/** `items`, cut to the first stage in the render that mounts the section. */
export function useStaged<T>(items: readonly T[]): readonly T[] {
  return useDrawnWhole() ? items : firstStage(items);
}
