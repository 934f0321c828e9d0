import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

const root = process.cwd();
const LOADER = path.join(root, 'loader/selection-widgets.ts');
// The home and the parts it loads on demand (the sneakers review tab and vote page).
const HOME = ['selection-home.element.ts', 'review/review-tab.tsx', 'review/vote-page.tsx'].map((file) => path.join(root, 'widgets/selection-home', file));

/**
 * The project modules the loader imports statically (followed through relative imports). They
 * stay with the loader; everything else shared goes into one chunk loaded with the first widget.
 */
function staticImports(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  // Static `import … from './x.ts'` and `export … from`, not `import('./x.ts')` or `import type`.
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](\.[^'"?]+)(?:\?[^'"]*)?['"]/gm)) {
    staticImports(path.resolve(path.dirname(entry), match[1] ?? ''), seen);
  }
  return seen;
}

const normalise = (id: string) => id.split('?')[0]?.replaceAll('\\', '/') ?? id;

/**
 * Production build: `dist/selection-widgets.js` (the loader), one lazy chunk per widget, React in a
 * vendor chunk, and one shared chunk with the core, bridge and widget pieces the home (the largest
 * widget) uses; other widgets import it and keep their own extras. Every module exists once, so
 * every store is a page-wide singleton, and a page downloads few, well-compressed files.
 */
export default defineConfig((): UserConfig => {
  const loaderModules = new Set([...staticImports(LOADER)].map(normalise));
  const homeModules = new Set(HOME.flatMap((entry) => [...staticImports(entry)]).map(normalise));
  const isShared = (id: string) => {
    const file = normalise(id);
    if (loaderModules.has(file)) return false;
    if (/node_modules\/(ofetch|destr|ufo|valibot|nanostores)\//.test(file)) return true;
    // What only other widgets use (coupon claim, guide memory…) stays out of the home's download.
    return homeModules.has(file) && /\/(core|bridge|widgets\/ui)\//.test(file.slice(root.length)) && !file.endsWith('.css');
  };
  return {
    publicDir: false,
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      // Maps are written for debugging but not referenced: hosts do not download them.
      sourcemap: 'hidden',
      manifest: true,
      rolldownOptions: {
        input: {
          'selection-widgets': 'loader/selection-widgets.ts',
        },
        preserveEntrySignatures: false,
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
          // The loader's own modules must not be pulled into the shared chunk with their importers.
          strictExecutionOrder: false,
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc|@nanostores[\\/]react)[\\/]/, priority: 30 },
              { name: 'swiper', test: /node_modules[\\/]swiper[\\/].*\.m?js$/, priority: 30 },
              { name: 'shared', test: isShared, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
