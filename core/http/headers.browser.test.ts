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

describe('the authorization header', () => {
  afterEach(() => {
    document.cookie = 'access_token=; Path=/; Max-Age=0';
  });

  it("carries the auth cookie's token, and none from a cookie whose value no header can carry (every call would fail before it left)", () => {
    document.cookie = 'access_token=abc.DEF-123_~+/=; Path=/';
    expect(commonHeaders().Authorization).to.equal('Bearer abc.DEF-123_~+/=');
    // Spaces around it dropped, as a header drops them (a token read from a file with its newline).
    document.cookie = 'access_token=abc%0A; Path=/';
    expect(commonHeaders().Authorization).to.equal('Bearer abc');
    // A stray or forged value: not a sign-in.
    for (const value of ['%ED%95%9C', 'a%0D%0AX-Injected%3A%201', 'two%20words']) {
      document.cookie = `access_token=${value}; Path=/`;
      expect(commonHeaders().Authorization, value).to.equal(undefined);
    }
  });
});
