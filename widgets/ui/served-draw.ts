/**
 * How a server drew an element (`selection-widgets/server`), read by the views that depend on the
 * visitor's screen or on the day (or on who is signed in: review-requests.tsx): on a server, and
 * while the element hydrates the server's render, they draw as the server did (hydration then
 * matches it), and once hydrated as the browser is, in place (`useSyncExternalStore`, whose server
 * snapshot React reads until the hydration commits).
 */
import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ServedAnswers } from '../../core/cache/served-answers.ts';

/** Its layout (phone or not) and its clock, as the served answers say them. */
export type ServedDraw = Pick<ServedAnswers, 'phone' | 'at'>;

/** An element no server drew: the desktop layout, and the browser's clock. */
export const NOT_SERVED: ServedDraw = { phone: false };

/** How the server drew the element (widgets/ui/served-render.ts). */
export const ServedDrawContext = createContext<ServedDraw>(NOT_SERVED);

const subscribeToNothing = () => () => undefined;

/**
 * `value`, but `served` (what the server drew) on a server and while hydrating a server's render:
 * React reads the server snapshot then, and draws `value` in place once hydrated, re-rendering only
 * where the two differ.
 */
export const useAsServed = <T>(value: T, served: T): T =>
  useSyncExternalStore(
    subscribeToNothing,
    () => value,
    () => served,
  );

/** True on a server and while hydrating a server's render. */
export const useHydrating = (): boolean => useAsServed(false, true);

/**
 * The present, for a view that depends on the day (the review-preparing stage: whole days since a
 * change), as of its first render. A server's render is drawn, and hydrated, with the server's
 * clock: a page cached past a stage's boundary, or a phone whose clock is off by a day, would not
 * match it drawn with the browser's. Once hydrated, the browser's.
 */
export function useNow(): number {
  const { at } = useContext(ServedDrawContext);
  const [now] = useState(Date.now);
  return useAsServed(now, at ?? now);
}
