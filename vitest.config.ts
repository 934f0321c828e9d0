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
    pool: 'threads',
    maxWorkers: 2,
  },
});
