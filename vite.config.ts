import { defineConfig } from 'vite';

const inGroup = (id: string, patterns: RegExp[]) => patterns.some((pattern) => pattern.test(id));

/**
 * Production build: `dist/selection-widgets.js` (the loader), one lazy chunk per widget, React in a
 * shared vendor chunk and core in one shared chunk, so every store is a page-wide singleton.
 */
export default defineConfig({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    sourcemap: true,
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
        codeSplitting: {
          groups: [
            { name: 'react', test: (id: string) => inGroup(id, [/node_modules[\\/](react|react-dom|scheduler|@r2wc|@nanostores[\\/]react)[\\/]/]), priority: 20 },
            { name: 'swiper', test: /node_modules[\\/]swiper[\\/].*\.m?js$/, priority: 20 },
          ],
        },
      },
    },
  },
});
