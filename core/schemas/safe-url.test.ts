import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SafeLinkSchema, isSafeLinkUrl, safeLinkUrl } from './safe-url.ts';

const BASE = 'https://shop.example/selection/1';

describe('safeLinkUrl', () => {
  it.each([
    'https://shop.example/item/1',
    'http://other.example/',
    '/selection/abc?isPick=true',
    '?target_id=x',
    'item/1',
    '#top',
    '//cdn.example/page',
  ])('keeps the web URL %j', (url) => {
    expect(safeLinkUrl(url, BASE)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\tjavascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscr\ript:alert(1)',
    '\u0000javascript:alert(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://shop.example/uuid',
    'file:///etc/passwd',
    'selectionapp://web?url=x',
    'http://[::1',
    // A name before the host dresses another site as this one.
    'https://shop.example@evil.example/login',
    'https://user:pass@evil.example/',
    '//shop.example@evil.example/',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url, BASE)).toBeUndefined();
    expect(isSafeLinkUrl(url, BASE)).toBe(false);
  });

  it('resolves relative URLs without a page (the reference API parses with the same schema)', () => {
    expect(safeLinkUrl('/item/1')).toBe('/item/1');
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined();
  });
});

describe('SafeLinkSchema', () => {
  it('keeps a safe link and drops an unsafe one instead of failing the response', () => {
    const Banner = v.object({ linkUrl: v.optional(SafeLinkSchema) });
    expect(v.parse(Banner, { linkUrl: '/selection/1' })).toEqual({ linkUrl: '/selection/1' });
    expect(v.parse(Banner, { linkUrl: 'javascript:alert(1)' })).toEqual({ linkUrl: undefined });
    expect(v.parse(Banner, {})).toEqual({});
  });
});
