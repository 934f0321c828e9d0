/**
 * The address of the page being shown: the browser's `location`, or, in a server render, the page
 * the server is rendering (its URL state, and the base of a relative API address).
 */
import { pageSlot } from './page-slot.ts';

export type PageLocation = Pick<URL, 'href' | 'origin' | 'pathname' | 'search' | 'hash'>;

const slot = () => pageSlot('location', () => ({ current: undefined as PageLocation | undefined }));

export function pageLocation(): PageLocation | undefined {
  return slot().current ?? (typeof location === 'undefined' ? undefined : location);
}

/** The page a server renders (in its own page slots, see page-slot.ts). */
export function setPageLocation(url: PageLocation | undefined): void {
  slot().current = url;
}

/** Whether the page is one a server renders (`setPageLocation`), not the browser's own: its window's events are not its own. */
export const renderedElsewhere = (): boolean => slot().current !== undefined;
