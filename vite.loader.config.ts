import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';
import { COMPILE_EAGERLY } from './vite.config';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and every chunk it imports statically, transitively: what must arrive before it runs. */
function staticFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`loader build: ${key} is not in the widget build's manifest`);
  return [...(chunk.imports ?? []).flatMap((child) => staticFiles(manifest, child, seen)), chunk.file];
}

/**
 * Points the registry's `import('../widgets/<tag>/<tag>.element.ts')` (and of an on-demand part such
 * as the review tab) at the built chunk, and asks
 * for the chunk's own imports at the same moment (one round trip after the loader, not three).
 * The chunk paths stay relative to the loader, so a host bundler that installs the package follows
 * them as ordinary dynamic imports.
 */
function widgetChunks(): Plugin {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  // An element's entry, or one of its on-demand parts the first screen may need (the review tab).
  const pattern = /import\(\s*['"]\.\.\/(widgets\/[\w/-]+(?:\.element)?\.tsx?)['"]\s*\)/g;
  return {
    name: 'selection-widget-chunks',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/loader/registry.ts')) return null;
      const out = code.replace(pattern, (_whole, key: string) => {
        const files = staticFiles(manifest, key).map((file) => `import(${JSON.stringify(`./${file}`)})`);
        return `Promise.all([${files.join(', ')}]).then((modules) => modules[modules.length - 1])`;
      });
      if (out === code) throw new Error('loader build: no widget import found in loader/registry.ts');
      return { code: out, map: null };
    },
    resolveId(source) {
      return source.startsWith('./chunks/') ? { id: source, external: true } : null;
    },
  };
}

/** Step 2 of the production build: the loader, one file with no static imports (see vite.config.ts). */
export default defineConfig((): UserConfig => ({
  publicDir: false,
  plugins: [widgetChunks()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // The supported floor (.browserslistrc), for the JavaScript and, through Lightning CSS, the CSS.
    target: browserTargets(),
    modulePreload: false,
    sourcemap: 'hidden',
    rolldownOptions: {
      input: { 'selection-widgets': path.join('loader', 'selection-widgets.ts') },
      preserveEntrySignatures: false,
      output: { entryFileNames: '[name].js', codeSplitting: false, postBanner: COMPILE_EAGERLY },
    },
  },
}));
