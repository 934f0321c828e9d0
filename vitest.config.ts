import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'bridge/**/*.test.ts', 'demo-host/**/*.test.ts', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['**/*.browser.test.*', 'node_modules/**', 'dist/**'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
});
