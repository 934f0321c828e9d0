/**
 * The root of a part a server's render holds in a Suspense boundary of its own (the review side,
 * and each of its sections): React hydrates it after the commit of what holds it, so the choices and
 * taps made on it while the code was on its way are told to React from its own effect, once it has
 * (early-taps.ts).
 */
import { useEffect, type RefObject } from 'react';
import { HYDRATED_APART } from '../../core/served-mark.ts';
import { servedKit } from './served-kit-slot.ts';

/** The attribute that marks `ref`'s element (spread it on that element); its early choices and taps are told as it mounts. */
export function useHydratedApart(ref: RefObject<HTMLElement | null>): Record<typeof HYDRATED_APART, ''> {
  useEffect(() => {
    // Only a part of a server's render has anything to tell, and its element loaded the served kit.
    if (ref.current) servedKit()?.replayEarlyTapsIn(ref.current);
  }, [ref]);
  return { [HYDRATED_APART]: '' };
}
