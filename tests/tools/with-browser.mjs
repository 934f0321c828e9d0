/** Runs a test command with CHROME_PATH set to a Chromium found (or installed) by find-browser. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findBrowser } from './find-browser.mjs';

const [tool, ...args] = process.argv.slice(2);
const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url));
const bins = {
  'web-test-runner': `${modules}@web/test-runner/dist/bin.js`,
  playwright: `${modules}@playwright/test/cli.js`,
};
if (!bins[tool]) {
  console.error(`with-browser: unknown tool ${tool}`);
  process.exit(2);
}

let chrome;
try {
  chrome = findBrowser();
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

// tsx lets the test configs import the TypeScript reference API.
const result = spawnSync(process.execPath, ['--import', 'tsx', bins[tool], ...args], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
