/**
 * A guide's last action answers a press of its own, never the rest of one meant for 다음: 완료 takes
 * 다음's place (the same button, so that focus stays) and the outlet's coupon button its focus when
 * the last slide comes. Enter held down on 다음 goes on pressing whatever has the focus: its repeats
 * press nothing here.
 *
 * A double click on 다음 just before the last slide still lands its second click on 완료. Its
 * `detail` (2) cannot tell it from quick separate presses at the same place (WebKit counts a third
 * press of 다음, 다음, 완료 as a triple click), and a time window would refuse a quick person's
 * own press.
 */
import type { KeyboardEvent } from 'react';

export function ignoreHeldEnter(event: KeyboardEvent): void {
  if (event.repeat && event.key === 'Enter') event.preventDefault();
}
