import { defineConfig } from 'vite';

/** The demo host's own UI, built apart from the widget bundle so it never changes its chunks. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-demo',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      input: { 'demo-host': 'demo-host/ui/demo-host.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
