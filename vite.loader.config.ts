import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';
import { COMPILE_EAGERLY } from './vite.config';
import { CHUNK_TABLE, PRELOAD_ENTRIES } from './loader/chunk-table.ts';

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
 * Points each row of the chunk table (loader/chunk-table.ts) at its built chunk: the loader's
 * `chunk-loaders.ts` is replaced by the same rows, each asking for the chunk and its own imports at
 * the same moment (one round trip after the loader, not three). The chunk paths stay literal and
 * relative to the loader, so a host bundler that installs the package follows them as ordinary
 * dynamic imports. The source module must import each row's entry, so development, tests and the
 * build load the same code. Beside the loader, `preload.json` names the files of each element, and of
 * a home opening on its review side (the same rows), for a host that hints them before the loader runs.
 */
function widgetChunks(): Plugin {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const loaders = path.resolve('loader', 'chunk-loaders.ts');
  const source = readFileSync(loaders, 'utf8');
  const filesOf = Object.fromEntries(
    Object.entries(CHUNK_TABLE).map(([name, entry]) => {
      if (!source.includes(`import('../${entry}')`)) throw new Error(`loader build: loader/chunk-loaders.ts does not import ${entry}`);
      return [name, staticFiles(manifest, entry)];
    }),
  );
  const rows = Object.entries(filesOf).map(([name, files]) => {
    const imports = files.map((file) => `import(${JSON.stringify(`./${file}`)})`);
    return `  ${JSON.stringify(name)}: () => Promise.all([${imports.join(', ')}]).then((modules) => modules[modules.length - 1]),`;
  });
  // preload.json: each entry's rows' files, each once, for a host's `<link rel="modulepreload">`
  // hints (docs/embedding.md#preloading-an-elements-code).
  const preload = Object.fromEntries(
    Object.entries(PRELOAD_ENTRIES).map(([name, rows]) => [name, [...new Set(rows.flatMap((row) => filesOf[row] ?? []))]]),
  );
  return {
    name: 'selection-widget-chunks',
    load(id) {
      return path.resolve(id) === loaders ? `export const CHUNK_LOADERS = {\n${rows.join('\n')}\n};\n` : null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(preload, null, 2)}\n` });
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
    // Library mode: Vite wraps no dynamic import in its preload helper (each row already asks for
    // every file it needs at once), which leaves 2 KB of helper out of the loader. Library mode
    // would keep whitespace and comments in an ES build; the loader is minified all the same.
    lib: { entry: path.join('loader', 'selection-widgets.ts'), formats: ['es'], fileName: () => 'selection-widgets.js' },
    sourcemap: 'hidden',
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: false, postBanner: COMPILE_EAGERLY, minify: true, comments: false },
    },
  },
}));
