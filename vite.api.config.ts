import { defineConfig, type UserConfig } from 'vite';

/**
 * Step 3 of the production build: `dist/api.js`, the `selection-widgets/api` entry (core/api/public.ts),
 * one ES module with valibot and ofetch inside (the package has no dependencies). Page-wide state
 * (configuration, the auth token source) lives in the global page slot, so this entry and the
 * elements on the same page share it. Its declarations come from scripts/api-entry.mjs.
 */
export default defineConfig((): UserConfig => ({
  publicDir: false,
  // A page may load the file as it is, with no bundler to write this in (nanostores reads it for
  // its development checks): the shipped entry is the production one, as the elements' bundle is.
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: 'hidden',
    lib: { entry: 'core/api/public.ts', formats: ['es'], fileName: () => 'api.js' },
  },
}));
