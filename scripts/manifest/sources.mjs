/** The element files and the modules each one reaches, read by the manifest and its coverage check. */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ts } from '@custom-elements-manifest/analyzer';

export { ts };

/** Every `widgets/<tag>/<tag>.element.ts`, sorted by tag. */
export function elementFiles(root = '.') {
  return readdirSync(path.join(root, 'widgets'))
    .filter((folder) => folder.startsWith('selection-'))
    .sort()
    .map((tag) => ({ tag, file: `widgets/${tag}/${tag}.element.ts` }))
    .filter(({ file }) => existsSync(path.join(root, file)));
}

/** Relative imports of a module (static, dynamic and side-effect; `import type` is left out). */
function relativeImports(file, source) {
  const specifiers = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g))
    specifiers.push(match[1]);
  for (const match of source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)) specifiers.push(match[1]);
  return specifiers.map((specifier) => path.join(path.dirname(file), specifier.split('?')[0]));
}

/** Every module an element file reaches through relative imports, itself included. */
export function moduleClosure(entry, root = '.') {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(path.join(root, file))) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const next of relativeImports(file, readFileSync(path.join(root, file), 'utf8'))) visit(next);
  };
  visit(entry);
  return [...seen].sort();
}
