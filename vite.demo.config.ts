import { defineConfig } from 'vite';
import { browserTargets } from './scripts/browser-targets.ts';

/** The demo host's own UI, built apart from the widget bundle so it never changes its chunks. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-demo',
    emptyOutDir: true,
    // The supported floor (.browserslistrc), for the JavaScript and, through Lightning CSS, the CSS.
    target: browserTargets(),
    modulePreload: false,
    rolldownOptions: {
      input: { 'demo-host': 'demo-host/ui/demo-host.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
