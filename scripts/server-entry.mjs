/**
 * Declarations of the `selection-widgets/server` entry: tsc writes them from server/types.ts (the
 * entry's public types, tsconfig.server.json) into dist/server-types/, their .ts import specifiers
 * made .js; dist/server.d.ts declares `renderElement` with them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const OUT = 'dist/server-types';
rmSync(OUT, { recursive: true, force: true });
const require = createRequire(import.meta.url);
execFileSync(
  process.execPath,
  [path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc'), '-p', 'tsconfig.server.json'],
  { stdio: 'inherit' },
);

function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(file);
    else if (entry.name.endsWith('.d.ts')) yield file;
  }
}
for (const file of declarations(OUT)) {
  const text = readFileSync(file, 'utf8').replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2');
  writeFileSync(file, text);
}
writeFileSync(
  'dist/server.d.ts',
  [
    '/** selection-widgets/server: see docs/server-rendering.md. */',
    "import type { RenderElement } from './server-types/server/types.js';",
    "export type { RenderElement, RenderElementOptions, RenderedElement } from './server-types/server/types.js';",
    'export declare const renderElement: RenderElement;',
    '',
  ].join('\n'),
);
console.log('server entry: dist/server.d.ts and dist/server-types/');
