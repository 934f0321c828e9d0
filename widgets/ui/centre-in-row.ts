/**
 * Scrolls a row that scrolls sideways (a row of tabs or links) so that `item` sits in its middle,
 * as far as the row goes: the row only, never the page (`scrollIntoView` would scroll the page too).
 */
export function centreInRow(row: HTMLElement, item: HTMLElement, behavior: ScrollBehavior = 'auto'): void {
  const offset = item.getBoundingClientRect().left - row.getBoundingClientRect().left;
  row.scrollTo({ left: row.scrollLeft + offset - (row.clientWidth - item.offsetWidth) / 2, behavior });
}
