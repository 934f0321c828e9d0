/**
 * A tablist's keys (WAI-ARIA tabs, manual activation): the arrow keys move focus to the tab beside,
 * round the ends, Home and End to the first and the last; Enter or Space chooses. The tablist's
 * `onKeyDown`; its chosen tab has `tabIndex` 0 and the others -1 (`tabFocus`), so Tab enters the list
 * once, at the chosen tab.
 */
import type { KeyboardEvent } from 'react';

export function moveTabFocus(event: KeyboardEvent<HTMLElement>): void {
  const { key } = event;
  if (key !== 'ArrowRight' && key !== 'ArrowLeft' && key !== 'Home' && key !== 'End') return;
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  let current = tabs.indexOf(event.target as HTMLElement);
  // The row itself focused (a click on it in Safari, where a link takes no focus from a click): the
  // keys go on from its chosen tab.
  if (current < 0 && event.target === event.currentTarget) current = tabs.findIndex((tab) => tab.tabIndex === 0);
  if (current < 0) return;
  event.preventDefault();
  const next =
    key === 'Home' ? 0 : key === 'End' ? tabs.length - 1 : (current + (key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  const tab = tabs[next];
  const row = event.currentTarget;
  if (!tab) return;
  if (row.scrollWidth <= row.clientWidth) return tab.focus();
  // A row that scrolls sideways is scrolled here alone: WebKit's own scroll for the focus would come
  // after, and undo this one.
  tab.focus({ preventScroll: true });
  revealInRow(tab, row);
  // And the row into the viewport, where it was partly out of it (a page zoomed in, a nav in the page).
  const { top, bottom } = tab.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * Brings `tab` (or any item of a row that scrolls sideways) clear of its row's scroll padding (the
 * fades at a long row's ends): focus alone scrolls it only until it touches the row's edge, WebKit
 * not at all where it is partly in sight, and engines differ on whether `scrollIntoView` keeps the
 * padding clear.
 */
export function revealInRow(tab: HTMLElement, row: HTMLElement): void {
  const padding = parseFloat(getComputedStyle(row).scrollPaddingLeft) || 0;
  const box = tab.getBoundingClientRect();
  const bounds = row.getBoundingClientRect();
  const before = box.left - (bounds.left + padding);
  const after = box.right - (bounds.right - padding);
  if (before < 0) row.scrollBy({ left: before });
  else if (after > 0) row.scrollBy({ left: after });
}

/** A tab's place in the Tab order: the chosen tab only. */
export const tabFocus = (selected: boolean): 0 | -1 => (selected ? 0 : -1);
