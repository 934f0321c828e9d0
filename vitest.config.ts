import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'bridge/**/*.test.ts',
      'server/**/*.test.ts',
      'demo-host/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // `?inline` stylesheets as the build gives them (the server entry writes them into its HTML).
    css: { include: [/\.css(\?|$)/] },
    // The floor lint rule is plain JavaScript and reads MDN's browser-compat-data (20 MB of JSON)
    // with an import attribute: Node loads it as it is in about a second, where Vite's transform of
    // that JSON took 50 s of the run.
    server: { deps: { external: [/scripts\/lint\/floor-apis\.mjs$/] } },
    pool: 'threads',
    maxWorkers: 2,
  },
});
