import { pageSlot } from '../page-slot.ts';
import { readStorage, writeStorage } from '../storage/storage.ts';

const KEY = 'selection-widgets:web_device_id';

/**
 * A stable id of this browser, kept in localStorage. It is read once per page, by whichever copy of
 * our code asks first (the loader, for its head start), and kept in the page slot: the widget
 * chunks do not read storage again, and where storage is blocked every copy sends the same id. A
 * server render (no document) has no reader's id to send: one of its own each render, never from a
 * runtime's storage (Deno's, or Node's, would give every reader one id).
 */
export const webDeviceId = (): string => pageSlot('web-device-id', readOrCreate);

function readOrCreate(): string {
  const browser = typeof document !== 'undefined';
  const stored = browser ? readStorage('localStorage', KEY) : undefined;
  if (stored) return stored;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  if (browser) writeStorage('localStorage', KEY, id);
  return id;
}
