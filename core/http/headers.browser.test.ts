import { expect } from 'chai';
import { commonHeaders } from './headers.ts';

describe('the timezone header', () => {
  it('names the zone Intl reports, and builds no Intl formatter for it where the engine has Temporal', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new Original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = counting;
    let zone: string;
    try {
      // The page's first call reads the zone (once per page).
      zone = commonHeaders().timezone ?? '';
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(zone).to.equal(new Original().resolvedOptions().timeZone);
    const hasTemporal = typeof (globalThis as { Temporal?: { Now?: { timeZoneId?: unknown } } }).Temporal?.Now?.timeZoneId === 'function';
    expect(built).to.equal(hasTemporal ? 0 : 1);
    // Read once: a later call builds nothing either.
    Intl.DateTimeFormat = counting;
    try {
      commonHeaders();
    } finally {
      Intl.DateTimeFormat = Original;
    }
    expect(built).to.equal(hasTemporal ? 0 : 1);
  });
});
