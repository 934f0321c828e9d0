import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieIn, readCookie, writeCookie } from './storage.ts';

describe('cookies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads and writes nothing, and throws nothing, in a frame sandboxed without same origin', () => {
    const refused = () => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    };
    vi.stubGlobal('document', Object.defineProperty({}, 'cookie', { get: refused, set: refused }));
    expect(readCookie('selection-guide')).toBeUndefined();
    expect(() => writeCookie('selection-guide', 'done', 60)).not.toThrow();
  });

  it('reads a value written, and reads a malformed escape as nothing', () => {
    let jar = '';
    vi.stubGlobal(
      'document',
      Object.defineProperty({}, 'cookie', {
        get: () => jar,
        set: (line: string) => {
          const pair = line.split(';')[0] ?? '';
          jar = jar ? `${jar}; ${pair}` : pair;
        },
      }),
    );
    writeCookie('guide done', '가이드 완료', 60);
    expect(readCookie('guide done')).toBe('가이드 완료');
    jar = `${jar}; broken=%E0%A4%A`;
    expect(readCookie('broken')).toBeUndefined();
  });

  it("reads a request's Cookie header as the page reads document.cookie: by whole name, decoded, `=` kept in the value", () => {
    const header = 'sel_token=a; access_token=eyJ.x%3D%3D.y==;theme=%EB%8B%A4%ED%81%AC ;bad=%E0%A4%A';
    expect(cookieIn(header, 'access_token')).toBe('eyJ.x==.y==');
    expect(cookieIn(header, 'token')).toBeUndefined();
    expect(cookieIn(header, 'theme')).toBe('다크');
    expect(cookieIn(header, 'bad')).toBeUndefined();
    expect(cookieIn(undefined, 'access_token')).toBeUndefined();
  });
});
