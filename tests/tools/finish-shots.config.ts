/**
 * Captures the before/after pictures of the finish work (docs/finish/<SHOTS_DIR>/): not part of
 * `npm test`. Run: E2E_PORT=4179 SHOTS_DIR=after node tests/tools/with-browser.mjs playwright test -c tests/tools/finish-shots.config.ts
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'finish-shots.spec.ts',
  outputDir: `../../test-results/finish-shots`,
  webServer: { ...(base.webServer as object), cwd: '../..' } as typeof base.webServer,
  projects: base.projects?.map((project) => ({ ...project, grep: undefined, grepInvert: undefined })),
});
