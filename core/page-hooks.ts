/**
 * What the loader (its own file) may ask of the widget chunks, through the page slot: set by the
 * chunks when they load, absent before.
 */
import { pageSlot } from './page-slot.ts';

export const pageHooks = () =>
  pageSlot('hooks', () => ({
    refresh: undefined as (() => void) | undefined,
    /**
     * Leaves for the construction page on a `serverPause` answer. The bridge installs its
     * navigation here (cancelable `selection-navigate`) when a widget chunk loads; with no widget on
     * the page, nothing leaves: the call's error says `serverPause`, for the host to act on.
     */
    serverPause: undefined as ((url: string) => void) | undefined,
  }));
