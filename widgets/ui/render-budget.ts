/**
 * The render budget: what a widget draws in the render that mounts a part of it, and what follows
 * right after. React's `useDeferredValue(value, initialValue)` gives `initialValue` in the mounting
 * render and schedules a background render with `value` as soon as that one commits; React renders
 * it in slices and lets the browser paint between them. So a page's first frame (with the head
 * start, its data is in before the first render) is not held by what its first screen does not
 * show: a row's items past its first view, a grid's cards past its first rows, sections below.
 * And a list's later page, whose answer comes while the person scrolls, is drawn in such slices
 * too (`useDrawnArrival`), not in one long task.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

/**
 * False in the render that mounts the caller, true from the background render React schedules right
 * after it, for good. What is deferred is this one boolean, not the items it cuts: data that arrives
 * later, and a page of a list that comes back into the window, draw at once (deferring the items
 * themselves would hold every later change back one render too); a later page's answer is deferred
 * where it is read (`useDrawnArrival`).
 */
export const useDrawnWhole = (): boolean => useDeferredValue(true, false);

/** `items`, cut to their first `count` (a first screen, see `first-screen.ts`) in the render that mounts the caller. */
export function useFirstScreen<T>(items: readonly T[], count: number): readonly T[] {
  const whole = useDrawnWhole();
  return whole || items.length <= count ? items : items.slice(0, count);
}

/**
 * How many of `count` parts are drawn: none in the render that mounts the caller, then one more in
 * each background render after it, one commit each. Drawn in page order, each part comes below the
 * ones before it, so nothing already drawn moves, and a long page comes as several short tasks
 * rather than one long one.
 *
 * React does not defer a value again inside the background render it deferred to (a part mounted
 * there would come in the same commit), so the next part is asked for once the last one is
 * committed, from an effect; that ordinary update is what the next background render defers.
 */
export function useInTurn(count: number): number {
  const [asked, setAsked] = useState(1);
  const drawn = useDeferredValue(asked, 0);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a render after each commit is the point: one part each
    if (drawn === asked && asked < count) setAsked(asked + 1);
  }, [drawn, asked, count]);
  return Math.min(drawn, count);
}

/**
 * `state`, the state of the call `of` as a store holds it, as it is drawn: an update that arrives
 * once the caller is up (a later page's answer) is drawn in a background render, in slices, where a
 * store's update alone is drawn in one render React cannot pause. What the caller mounts with is
 * drawn at once. Where the caller moved on to another call (the list's end to the next page), the
 * drawn state is still the old call's until that render catches up: the new call is `pending`
 * until then, as a caller that mounted with it and waits for its answer is, so the two agree.
 * `enabled` false: `state` as it is, and the hook holds a constant (no second render).
 */
export function useDrawnArrival<S>(of: object, state: S, pending: S, enabled: boolean): S {
  const now = useMemo(() => ({ of, state }), [of, state]);
  const drawn = useDeferredValue(enabled ? now : undefined);
  if (drawn === undefined) return state;
  return drawn.of === of ? drawn.state : pending;
}
