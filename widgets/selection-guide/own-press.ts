/**
 * A guide's last action answers a press of its own, never the rest of one meant for 다음: 완료 takes
 * 다음's place (the same button, so that focus stays) and the outlet's coupon button its focus when
 * the last slide comes. Not the second click of a double click (완료), nor Enter held down (both).
 */
import type { KeyboardEvent, MouseEvent } from 'react';

/** The last action's own click: not the second of a double click begun on 다음. */
export const ownClick = (event: MouseEvent): boolean => event.detail <= 1;

/** Enter held down on 다음 does not go on into the last action: its repeats press nothing. */
export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.repeat && event.key === 'Enter') event.preventDefault();
}
