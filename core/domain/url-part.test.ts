import { describe, expect, it } from 'vitest';
import { largeDataRequest } from '../api/selection-requests.ts';
import { configure } from '../config.ts';
import { requestUrl } from '../http/request-spec.ts';
import { urlPart } from './url-part.ts';

describe('urlPart', () => {
  it('escapes a value as one part of a URL, a lone surrogate as U+FFFD', () => {
    expect(urlPart('6c68449a/9011?c#2')).toBe('6c68449a%2F9011%3Fc%232');
    expect(urlPart('a\uD83D')).toBe('a%EF%BF%BD');
    expect(urlPart('...')).toBe('...');
  });

  it('never makes a step along the path of a value of one or two dots: the call stays where it is, and finds nothing', () => {
    configure({ apiBase: 'https://api.example/api/v1' });
    for (const id of ['.', '..']) {
      const url = new URL(requestUrl(largeDataRequest(id)));
      expect(url.pathname).toBe(`/api/v1/selection-frame-data/large-data/${'%EF%BF%BD'.repeat(id.length)}`);
    }
  });
});
