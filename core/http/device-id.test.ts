import { describe, expect, it, vi } from 'vitest';

describe('webDeviceId', () => {
  it('is one id per page across copies of our code, even where storage is blocked', async () => {
    // Node has no localStorage: storage is blocked here, as in some private modes and sandboxed frames.
    expect(globalThis.localStorage).toBeUndefined();
    const loaderCopy = await import('./device-id.ts');
    vi.resetModules();
    const chunkCopy = await import('./device-id.ts');
    // Two instances of the module, as the loader and a widget chunk each bundle their own.
    expect(chunkCopy).not.toBe(loaderCopy);
    const id = loaderCopy.webDeviceId();
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(chunkCopy.webDeviceId()).toBe(id);
    expect(loaderCopy.webDeviceId()).toBe(id);
  });
});
