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
      // The app simulation is an entry of its own, the first script of every demo page: a native app
      // injects its bridge before any page script, and the widget loader comes next, ahead of the
      // demo's own UI (lit), as a host page would put the loader ahead of its other scripts. A
      // server-rendered page adds the demo's UI once its first screen has loaded (the third entry).
      input: {
        'app-simulation': 'demo-host/ui/app-simulation.ts',
        'demo-host': 'demo-host/ui/demo-host.ts',
        'demo-host-after-first-screen': 'demo-host/ui/demo-host-after-first-screen.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
