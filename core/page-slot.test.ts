import { afterEach, describe, expect, it } from 'vitest';
import { configure, getConfig } from './config.ts';
import { pageSlot, setPageSlotProvider } from './page-slot.ts';

afterEach(() => setPageSlotProvider(undefined));

describe('page slots', () => {
  it("are the global page's unless a provider hands out others; each set of slots holds its own values", () => {
    const global = pageSlot('test-counter', () => ({ count: 0 }));
    global.count = 5;
    const first: Record<string, unknown> = {};
    const second: Record<string, unknown> = {};
    let current: Record<string, unknown> | undefined = first;
    setPageSlotProvider(() => current);

    configure({ apiBase: 'https://one.example/api' });
    expect(pageSlot('test-counter', () => ({ count: 1 })).count).toBe(1);
    current = second;
    expect(getConfig().apiBase).toBe('/api');
    configure({ apiBase: 'https://two.example/api' });
    current = first;
    expect(getConfig().apiBase).toBe('https://one.example/api');
    // The provider answers nothing: the global page's slots again.
    current = undefined;
    expect(pageSlot('test-counter', () => ({ count: 2 })).count).toBe(5);
    expect(getConfig().apiBase).not.toContain('example');
  });
});
