/** Storage and cookie access that never throws (private mode, sandboxed frames, Node tests). */

/**
 * `name`'s value in a list of cookies as a `Cookie` header or `document.cookie` gives it (`a=1; b=2`),
 * decoded; undefined when it is not there or its escape is malformed.
 */
export function cookieIn(cookies: string | undefined, name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const part = (cookies ?? '')
    .split(';')
    .map((each) => each.trim())
    .find((each) => each.startsWith(prefix));
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return undefined;
  }
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    // Reading `document.cookie` throws a SecurityError in a frame sandboxed without same origin.
    return cookieIn(document.cookie, name);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
  } catch {
    // A sandboxed frame: nothing is remembered, as with storage.
  }
}

type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

export function readStorage(kind: StorageKind, key: string): string | undefined {
  try {
    return storage(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Full or blocked storage only costs us persistence.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // As above.
  }
}
