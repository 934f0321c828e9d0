/**
 * A guide's last action (완료, the outlet's coupon) answers a press of its own, never the rest of one
 * meant for 다음, which it takes the place of (or, for the coupon, the focus of) when the last slide
 * comes: the second click of a double click, or Enter held down (its repeats).
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/** The last action's own click: not the second of a double click begun on 다음. */
export const ownClick = (event: MouseEvent): boolean => event.detail <= 1;

/** Enter held down on 다음 does not go on into the last action: its repeats press nothing. */
export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.repeat && event.key === 'Enter') event.preventDefault();
}
