import { useSyncExternalStore } from 'react';

/** Phone width as the product defines it (CSS uses the same breakpoint). */
export const PHONE_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
  );
}

export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);

/** Whether the person asked their system for less motion: slides and scrolls then jump. */
export const prefersReducedMotion = (): boolean => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How a scroll the page starts moves: smoothly, unless less motion was asked for. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
