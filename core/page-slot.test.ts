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

describe('page slots against a polluted Object.prototype', () => {
  const KEY = Symbol.for('selection-widgets.page');
  const holder = globalThis as unknown as Record<symbol, unknown>;
  const polluted = Object.prototype as unknown as Record<string, unknown>;
  afterEach(() => {
    delete polluted.config;
    delete polluted.counter;
  });

  it("take no name the page's scripts gave every object (a configuration sending calls elsewhere) for the page's own", async () => {
    const kept = holder[KEY];
    delete holder[KEY];
    try {
      polluted.config = { current: { apiBase: 'https://evil.example/api' } };
      polluted.counter = { count: 99 };
      // The global page's slots, made afresh (a page whose scripts polluted the prototype before ours came).
      expect(getConfig().apiBase).toBe('/api');
      expect(pageSlot('counter', () => ({ count: 0 })).count).toBe(0);
    } finally {
      holder[KEY] = kept;
    }
    // A server render's page too.
    const { inOwnPage } = await import('../server/page-scope.ts');
    polluted.config = { current: { apiBase: 'https://evil.example/api' } };
    expect(await inOwnPage(async () => getConfig().apiBase)).toBe('/api');
  });
});
