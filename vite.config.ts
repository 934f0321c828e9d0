import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';
import { valibotPureCalls } from './scripts/valibot-pure-calls.ts';
import { CHUNK_TABLE, ENTRY_CHUNKS } from './loader/chunk-table.ts';

/**
 * Step 1 of the production build: the widget chunks. Each element (`widgets/<tag>/<tag>.element.ts`)
 * is an entry; the bundler groups what they share into chunks by itself, so no hand-written rule
 * can make a cycle. The one vendor group is React (react, react-dom, scheduler): it imports nothing
 * of ours, so it cannot cycle, and it is the same large file on every page, cached once. What two
 * or more elements share goes into one shared chunk, also by the import graph.
 *
 * Step 2 (`vite.loader.config.ts`) builds the loader, `dist/selection-widgets.js`, as one file that
 * imports these chunks by name. No chunk imports the loader back, so a cache-busted loader URL
 * cannot split a page in two; page-wide state lives in a global slot (`core/page-slot.ts`).
 */
/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that
 * starts with it is compiled whole, on a background thread while it streams in, instead of one
 * function at a time on the main thread when each is first called. It goes on the files a page
 * runs before its first screen, the loader included (`vite.loader.config.ts`).
 */
export const COMPILE_EAGERLY = '//# allFunctionsCalledOnLoad';

/**
 * Vite wraps every dynamic import of an app build in its preload helper, even with
 * `build.modulePreload: false`, where the helper only ever gets an empty list of files to preload
 * (https://github.com/vitejs/vite/issues/18551). Its other work is loading the stylesheet files a
 * chunk imports, and no chunk of ours imports one (the elements' styles are strings in their shadow
 * roots): the build fails if one ever does. Its module is replaced by one that runs the import as
 * written: a failed chunk rejects to the widget's own retry (`useChunk`) as before, and every page
 * sheds ~0.65 KB gzip. The size step checks that no chunk carries the helper.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const plainDynamicImports: Plugin = {
  name: 'selection-widgets:plain-dynamic-imports',
  enforce: 'pre',
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && (chunk.viteMetadata?.importedCss.size ?? 0) > 0) {
        this.error(`${chunk.fileName} imports a stylesheet file, which only Vite's preload helper (replaced here) would load`);
      }
    }
  },
};

/** Chunks only loaded on demand (Swiper, the guide's coupon button) keep lazy compilation. */
const ON_DEMAND = new Set(['swiper', 'guide-coupon']);

/** The widget build's entries: each element's row of the chunk table and the loader's frames reader (the review side and the served kit are dynamic imports). */
export const widgetEntries = (): Record<string, string> => Object.fromEntries(ENTRY_CHUNKS.map((name) => [name, CHUNK_TABLE[name]]));

export default defineConfig((): UserConfig => ({
  publicDir: false,
  plugins: [plainDynamicImports, valibotPureCalls()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The supported floor (.browserslistrc), for the JavaScript and, through Lightning CSS, the CSS.
    target: browserTargets(),
    // The loader fetches each element's imports in parallel itself (see vite.loader.config.ts).
    modulePreload: false,
    // Maps are written for debugging but not referenced: hosts do not download them.
    sourcemap: 'hidden',
    // Read by the loader build (chunk names) and the size budgets.
    manifest: true,
    rolldownOptions: {
      input: widgetEntries(),
      // An entry keeps its exports: the loader calls the frames reader's.
      preserveEntrySignatures: 'allow-extension',
      output: {
        entryFileNames: 'chunks/[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // After minification, which would drop the comment.
        postBanner: (chunk) => (ON_DEMAND.has(chunk.name) ? '' : COMPILE_EAGERLY),
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // The home's frames reader (the loader's part, see loader/chunk-table.ts) and everything it
            // needs, valibot among them, in one file that imports nothing: the loader has it as soon as
            // the frames answer, without waiting for the shared chunk, and the shared chunk imports
            // it rather than carry a second copy.
            { name: 'frames-reader', test: (id) => id.replaceAll('\\', '/').endsWith(`/${CHUNK_TABLE['frames-reader']}`), priority: 25 },
            // The coupon claim (used by <selection-coupon> and the outlet guide's lazy coupon button)
            // in a file of its own, without its dependencies: the shared chunk every page loads
            // does not carry it, and it imports only what the shared chunk already has.
            {
              name: 'coupon',
              test: /[\\/](core[\\/]actions[\\/]claim-coupon|core[\\/]domain[\\/]claim-after-login|core[\\/]api[\\/]coupons|core[\\/]messages[\\/]coupons|core[\\/]schemas[\\/]coupon|bridge[\\/]coupon|widgets[\\/]ui[\\/]use-coupon-claim)\.tsx?$/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // The stories' cards and their calls (the story list, and the sneakers review side the home
            // loads on demand) in a file of their own, without their dependencies: a home's first
            // screen never draws one, so the shared chunk every page loads does not carry them.
            {
              name: 'stories',
              test: /[\\/](widgets[\\/]ui[\\/]story-card\.(tsx|css\?inline)|core[\\/]api[\\/]magazines\.ts|core[\\/]schemas[\\/]magazine\.ts)$/,
              priority: 20,
              includeDependenciesRecursively: false,
            },
            // What two or more elements share, in one file rather than one per combination of
            // elements (fewer, better-compressed downloads). Chosen by the bundler from the import
            // graph, with its dependencies included, so it never imports an element's chunk.
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
}));
