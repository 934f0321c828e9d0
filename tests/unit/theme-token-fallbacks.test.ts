// Theme tokens fall back, they are not redeclared (ARCHITECTURE): a host that sets none of them gets
// the elements' own colours, so every use of a token in their styles carries a fallback. Without one,
// an unset token makes the property inherit from the host page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });

describe("the elements' theme tokens", () => {
  const uses = cssFiles('widgets').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/var\((--selection-[\w-]+)\s*(?:,\s*([^)]*))?\)/g)].map((match) => ({
      at: `${file}: ${match[0]}`,
      fallback: match[2]?.trim(),
    })),
  );

  it('are used in the styles', () => {
    expect(uses.length).toBeGreaterThan(20);
  });

  it('each fall back to a value where they are used', () => {
    expect(uses.filter((use) => !use.fallback).map((use) => use.at)).toEqual([]);
  });
});
