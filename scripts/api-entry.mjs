/**
 * Declarations of the `selection-widgets/api` entry: tsc writes them from core/api/public.ts
 * (tsconfig.api.json) into dist/api-types/, their .ts import specifiers made .js; dist/api.d.ts
 * re-exports them. The schemas' types are
 * valibot's, and the package has no dependencies (valibot is bundled into dist/api.js), so
 * valibot's own declaration file ships beside them and their `'valibot'` imports point at it.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const OUT = 'dist/api-types';
rmSync(OUT, { recursive: true, force: true });
const require = createRequire(import.meta.url);
execFileSync(
  process.execPath,
  [path.join(path.dirname(require.resolve('typescript/package.json')), 'bin/tsc'), '-p', 'tsconfig.api.json'],
  { stdio: 'inherit' },
);

mkdirSync(path.join(OUT, 'vendor'), { recursive: true });
copyFileSync(path.join(path.dirname(require.resolve('valibot')), 'index.d.mts'), path.join(OUT, 'vendor/valibot.d.ts'));

function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(file);
    else if (entry.name.endsWith('.d.ts') && !file.includes(`${path.sep}vendor${path.sep}`)) yield file;
  }
}
for (const file of declarations(OUT)) {
  const vendor = path.relative(path.dirname(file), path.join(OUT, 'vendor/valibot.js')).split(path.sep).join('/');
  const text = readFileSync(file, 'utf8')
    // The sources import with .ts extensions; the declarations are read as .js modules.
    .replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.tsx?\2/g, '$1$2$3.js$2')
    .replace(/(from\s+|import\()(['"])valibot\2/g, `$1$2${vendor.startsWith('.') ? vendor : `./${vendor}`}$2`);
  writeFileSync(file, text);
}
writeFileSync('dist/api.d.ts', "/** selection-widgets/api: see docs/api.md. */\nexport * from './api-types/core/api/public.js';\n");
console.log('api entry: dist/api.d.ts and dist/api-types/');
