import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_RETRIES } from './tests/support/retries.ts';
import { BROWSER_ARGS } from './tests/tools/find-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 4179);

/** End-to-end journeys on the demo host, in the system Chromium (see tests/tools/find-browser.mjs). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${port}`,
  // Baselines of visual.spec.ts: one folder, named by test file and project, not by platform.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}-{projectName}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: JOURNEY_RETRIES,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace costs every test about a quarter of its time (screenshots and DOM snapshots
    // at each step), so a trace is kept only for a retry; `--trace retain-on-failure` to read one locally.
    trace: 'on-first-retry',
    launchOptions: { executablePath: process.env.CHROME_PATH, args: BROWSER_ARGS },
  },
  projects: [
    // Tests tagged @phone run at both widths; @phone-only ones only on the phone.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node tests/tools/serve-built.mjs',
    url: `http://localhost:${port}/api/mock/selection/scenarios`,
    // The CDN and the shop on other origins serve the embedding tests (demo-host/embedding.ts).
    env: { PORT: String(port), CDN_PORT: String(port + 1), SHOP_PORT: String(port + 2) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
