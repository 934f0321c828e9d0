import { useContext, useSyncExternalStore } from 'react';
import { PHONE_QUERY } from '../../core/domain/list-layouts.ts';
import { ServedDrawContext } from './served-draw.ts';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** `serverValue` is what the query reads on a server and while hydrating a server's render. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => serverValue,
  );
}

/** The phone query: on a server and while hydrating, whether the server drew the phone layout; the real width after. */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY, useContext(ServedDrawContext).phone);

/** Whether the person asked for less motion, as a view reads it (a server draws the usual motion). */
export const useReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY);

/** Whether the person asked their system for less motion: slides and scrolls then jump. */
export const prefersReducedMotion = (): boolean => matchMedia(REDUCED_MOTION_QUERY).matches;

/** How a scroll the page starts moves: smoothly, unless less motion was asked for. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
