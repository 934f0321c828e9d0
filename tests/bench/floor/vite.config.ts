import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { COMPILE_EAGERLY } from '../../../vite.config.ts';

/**
 * The React floor's build (`npm run bench` runs it): React alone drawing the floor's cards, into
 * dist-bench/. Its files (React included) compile as the widgets' first-screen files do, so it
 * measures React, not a compile mode.
 */
export default defineConfig({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bench', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: { 'floor-react': fileURLToPath(new URL('./floor-react.tsx', import.meta.url)) },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', postBanner: COMPILE_EAGERLY },
    },
  },
});
