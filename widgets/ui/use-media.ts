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
