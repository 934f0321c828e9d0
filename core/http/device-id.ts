import { readStorage, writeStorage } from '../storage/storage.ts';

const KEY = 'selection-widgets:web_device_id';
let memory: string | undefined;

/** A stable id of this browser, kept in localStorage (in memory when storage is blocked). */
export function webDeviceId(): string {
  const stored = readStorage('localStorage', KEY) ?? memory;
  if (stored) return stored;
  const id = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  memory = id;
  writeStorage('localStorage', KEY, id);
  return id;
}
