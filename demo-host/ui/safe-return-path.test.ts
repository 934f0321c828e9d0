import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path.ts';

const ORIGIN = 'https://demo.example';
/** Where the login page would go after `safeReturnPath(from)`. */
const goesTo = (from: string | null) => new URL(safeReturnPath(from, ORIGIN), `${ORIGIN}/login`);

describe("the login page's return address", () => {
  it('goes back to the page of this site the person came from', () => {
    expect(safeReturnPath('/selection/1?tab=1#vote', ORIGIN)).toBe('/selection/1?tab=1#vote');
    expect(safeReturnPath(null, ORIGIN)).toBe('/');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\t\\evil.example',
    '/.//evil.example/x',
    'https://evil.example/',
    'javascript:alert(1)',
  ])('never to another site: %j', (from) => {
    expect(goesTo(from).origin).toBe(ORIGIN);
  });
});
