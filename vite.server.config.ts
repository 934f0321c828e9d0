import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';

const NO_BROWSER_RENDERER = fileURLToPath(new URL('server/no-browser-renderer.ts', import.meta.url));

/**
 * Step 4 of the production build: `dist/server.js`, the `selection-widgets/server` entry
 * (server/index.ts) for Node 20+ and web-standard server runtimes. One ES module with React's server
 * renderer, the widgets and core inside (the package has no dependencies); only `node:async_hooks`
 * is imported from the runtime (React's browser renderer and r2wc are left out: a server defines no
 * element). It shares no file with the browser bundles, so they do not grow.
 * Its declarations come from scripts/server-entry.mjs.
 */
export default defineConfig((): UserConfig => ({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  // React picks its production build by this; no runtime may be assumed to have `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    // A server defines no element: React's browser renderer and r2wc stay out of the entry.
    alias: { 'react-dom/client': NO_BROWSER_RENDERER, '@r2wc/core': NO_BROWSER_RENDERER },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    // The stylesheets it writes into pages are for browsers: lowered for the supported floor exactly
    // as the widgets' own are, so a served sheet has the very text the element adopts (one sheet per
    // text, shared: a part's served copy is replaced by the part's, not doubled).
    cssTarget: browserTargets(),
    sourcemap: 'hidden',
    lib: { entry: 'server/index.ts', formats: ['es'], fileName: () => 'server.js' },
    rolldownOptions: { external: [/^node:/], output: { codeSplitting: false } },
  },
}));
