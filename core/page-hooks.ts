/**
 * What the loader (its own file) may ask of the widget chunks, through the page slot: set by the
 * chunks when they load, absent before.
 */
import { pageSlot } from './page-slot.ts';

export const pageHooks = pageSlot('hooks', () => ({ refresh: undefined as (() => void) | undefined }));
