import { afterEach, describe, expect, it } from 'vitest';
import { configFromDataset, configure, getConfig, saysWhereCallsGo, type ConfigInput } from './config.ts';

describe('configure', () => {
  afterEach(() => configure({ requestTimeout: null, stickyTop: null, apiBase: null }));

  it('merges options; numbers come as numbers or as digits from data-* attributes; null restores the default', () => {
    configure({ apiBase: 'https://api.example/api', requestTimeout: '8000', stickyTop: 72 });
    expect(getConfig()).toMatchObject({ apiBase: 'https://api.example/api', requestTimeout: 8000, stickyTop: 72 });
    configure({ stickyTop: null, apiBase: null });
    expect(getConfig()).toMatchObject({ apiBase: '/api', stickyTop: undefined, requestTimeout: 8000 });
  });

  it('refuses a value of the wrong type with a clear error and changes nothing', () => {
    const before = getConfig();
    expect(() => configure({ apiBase: 'x', requestTimeout: 'soon' })).toThrow('requestTimeout must be a number');
    expect(() => configure({ loginUrl: 3 as unknown as string })).toThrow('loginUrl must be a string');
    // Options that are no object at all (a script's null), said as the call's mistake.
    for (const input of [null, undefined, 'apiBase=/api'])
      expect(() => configure(input as unknown as ConfigInput)).toThrow('SelectionWidgets.configure: takes an object of options');
    expect(() => configure({ requestTimeout: 0 })).toThrow('requestTimeout must be a number of at least 1');
    expect(getConfig()).toBe(before);
  });

  it('is changed only through configure(): the object getConfig() returns is frozen, its checks not skipped', () => {
    const config = getConfig() as { requestTimeout: unknown };
    expect(() => {
      config.requestTimeout = 'soon';
    }).toThrow(TypeError);
    expect(getConfig().requestTimeout).toBe(12_000);
    configure({ stickyTop: 56 });
    expect(Object.isFrozen(getConfig())).toBe(true);
  });

  it('reads the loader tag data-* attributes by option name', () => {
    expect(configFromDataset({ apiBase: '/x', requestTimeout: '5000', unknown: 'y' })).toEqual({ apiBase: '/x', requestTimeout: '5000' });
  });

  it('takes a configuration given ahead as saying where calls go only when it names the API', () => {
    expect(saysWhereCallsGo(configFromDataset({ apiBase: '/api', nonce: 'n0nce' }))).toBe(true);
    expect(saysWhereCallsGo({ apiBase: 'https://api.example/api', itemUrl: '/goods/{itemId}' })).toBe(true);
    expect(saysWhereCallsGo(configFromDataset({ nonce: 'n0nce', loginUrl: '/login' }))).toBe(false);
    expect(saysWhereCallsGo({ itemUrl: '/goods/{itemId}' })).toBe(false);
    expect(saysWhereCallsGo(undefined)).toBe(false);
  });

  it('is one configuration per page, whichever copy of the module reads it', async () => {
    configure({ apiBase: '/shared' });
    const slot = (globalThis as unknown as Record<symbol, { config: { current: { apiBase: string } } }>)[
      Symbol.for('selection-widgets.page')
    ];
    expect(slot?.config.current.apiBase).toBe('/shared');
  });
});
