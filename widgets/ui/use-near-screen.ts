/**
 * Whether a part of the page has come near the screen: false on a server and until its element
 * (`ref`) is within `margin` of the viewport, then true for good. A part far down the page (the
 * combined-shipping row after the whole product list) asks for its data only then, not with the
 * first screen: most visits never reach it, and a phone is spared the call, its answer and its
 * drawing while the first screen loads.
 */
import { useEffect, useState, type RefObject } from 'react';

/** One screen's height ahead, as IntersectionObserver reads a percentage of its root. */
export const ONE_SCREEN_AHEAD = '100% 0px';

export function useNearScreen(ref: RefObject<Element | null>, margin = ONE_SCREEN_AHEAD): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
