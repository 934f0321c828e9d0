import { defineConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';
import { COMPILE_EAGERLY } from './vite.config';

/**
 * The demo host's own UI, and the benchmark's React floor (React alone drawing the floor's cards),
 * built apart from the widget bundle so they never change its chunks.
 */
export default defineConfig({
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist-demo',
    emptyOutDir: true,
    // The supported floor (.browserslistrc), for the JavaScript and, through Lightning CSS, the CSS.
    target: browserTargets(),
    modulePreload: false,
    rolldownOptions: {
      input: { 'demo-host': 'demo-host/ui/demo-host.ts', 'floor-react': 'demo-host/ui/floor-react.tsx' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The React floor (and React, wherever it lands) compiles as the widgets' first-screen files
        // do, so it measures React, not a compile mode.
        postBanner: (chunk) => (chunk.moduleIds.some((id) => /floor-react|[\\/]react-dom[\\/]/.test(id)) ? COMPILE_EAGERLY : ''),
      },
    },
  },
});
