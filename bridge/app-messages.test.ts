import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { acceptInbound, allowedOrigins, BACK_ID_MAX_LENGTH, OutboundMessageSchema } from './app-messages.ts';

const PAGE = 'https://shop.example.com';

describe('messages from the app', () => {
  const allowed = allowedOrigins('', PAGE);

  it('accepts the documented messages from the page origin', () => {
    expect(acceptInbound({ source: 'selection-app', type: 'login', status: 'success' }, PAGE, allowed)).toEqual({
      source: 'selection-app',
      type: 'login',
      status: 'success',
    });
    expect(acceptInbound({ source: 'selection-app', type: 'back' }, PAGE, allowed)?.type).toBe('back');
  });

  it("keeps a back's id, a string or a number, for its answer", () => {
    const back = (id: unknown) => acceptInbound({ source: 'selection-app', type: 'back', id }, PAGE, allowed);
    expect(back('press-7')).toEqual({ source: 'selection-app', type: 'back', id: 'press-7' });
    expect(back(12)).toEqual({ source: 'selection-app', type: 'back', id: 12 });
    for (const id of [{ press: 1 }, null, true]) expect(back(id), JSON.stringify(id)).toBeNull();
    // A number JSON cannot carry back as it came: the answer would say null, or another number.
    for (const id of [Infinity, -Infinity, Number.NaN, 2 ** 53, JSON.parse('9007199254740993') as number, 1.5])
      expect(back(id), String(id)).toBeNull();
    expect(back(-7)).toEqual({ source: 'selection-app', type: 'back', id: -7 });
    // An id, not a payload the page would send back whole.
    expect(back('x'.repeat(BACK_ID_MAX_LENGTH))).toEqual({ source: 'selection-app', type: 'back', id: 'x'.repeat(BACK_ID_MAX_LENGTH) });
    expect(back('x'.repeat(BACK_ID_MAX_LENGTH + 1))).toBeNull();
    expect(back('x'.repeat(2 * 1024 * 1024))).toBeNull();
    // Characters, as the JSON Schema's maxLength counts them: an emoji (two UTF-16 units) is one.
    expect(back('👟'.repeat(BACK_ID_MAX_LENGTH))?.type).toBe('back');
    expect(back('👟'.repeat(BACK_ID_MAX_LENGTH + 1))).toBeNull();
  });

  it('ignores other origins, including the opaque "null" origin', () => {
    const login = { source: 'selection-app', type: 'login', status: 'success' };
    expect(acceptInbound(login, 'https://evil.example', allowed)).toBeNull();
    expect(acceptInbound(login, 'null', allowed)).toBeNull();
    expect(acceptInbound(login, 'https://shop.example.com.evil.example', allowed)).toBeNull();
  });

  it('ignores malformed data even from an allowed origin', () => {
    for (const data of [
      null,
      'login',
      JSON.stringify({ source: 'selection-app', type: 'login', status: 'success' }),
      { source: 'selection-app', type: 'login', status: 'maybe' },
      { source: 'selection-app', type: 'login' },
      { source: 'someone-else', type: 'back' },
      { source: 'selection-app', type: 'open-login', returnUrl: '/' },
    ]) {
      expect(acceptInbound(data, PAGE, allowed)).toBeNull();
    }
  });

  it('adds configured origins, never a wildcard or "null"', () => {
    expect(allowedOrigins(' https://app.example.com , *, null,', PAGE)).toEqual([PAGE, 'https://app.example.com']);
    // Written as a URL (a trailing slash, capitals), it is still the origin a message comes from.
    expect(allowedOrigins('https://App.example.com/, data:text/plain,x', PAGE)).toEqual([PAGE, 'https://app.example.com']);
    const withApp = allowedOrigins('https://app.example.com', PAGE);
    expect(acceptInbound({ source: 'selection-app', type: 'back' }, 'https://app.example.com', withApp)).not.toBeNull();
  });
});

describe('messages to the app', () => {
  it('has one schema for every documented message', () => {
    const valid = [
      { source: 'selection-widgets', type: 'open-login', returnUrl: '/selection/1' },
      { source: 'selection-widgets', type: 'open-deep-link', url: 'selectionapp://web?url=x', webUrl: 'https://shop.example/x' },
      { source: 'selection-widgets', type: 'close-web-view' },
      { source: 'selection-widgets', type: 'coupon-issued', couponCode: 'OUTLET-WELCOME' },
      { source: 'selection-widgets', type: 'track', event: 'coupon_issue', params: { couponCode: 'A' } },
      { source: 'selection-widgets', type: 'back-result', handled: false },
      { source: 'selection-widgets', type: 'back-result', handled: true, id: 'press-7' },
    ];
    for (const message of valid) expect(v.safeParse(OutboundMessageSchema, message).success).toBe(true);
    expect(v.safeParse(OutboundMessageSchema, { source: 'selection-widgets', type: 'open-login' }).success).toBe(false);
    // A deep link's web page is absolute: the app parses it whole.
    for (const webUrl of ['/x', '//shop.example/x', 'javascript:alert(1)'])
      expect(
        v.safeParse(OutboundMessageSchema, { source: 'selection-widgets', type: 'open-deep-link', url: 'selectionapp://web?url=x', webUrl })
          .success,
        webUrl,
      ).toBe(false);
  });
});
