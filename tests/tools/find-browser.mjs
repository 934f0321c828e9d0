/**
 * Finds a Chromium for the browser and end-to-end tests: CHROME_PATH, else a system Chromium or
 * Chrome; on Debian as root it installs `chromium` and `fonts-wqy-microhei` when none is found.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const isDebianRoot = () => existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;

function hasCjkFont() {
  try {
    return /wqy|cjk|nanum|noto sans kr/i.test(execFileSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function aptInstall(packages) {
  console.log(`[find-browser] installing ${packages.join(' ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function findBrowser() {
  const explicit = process.env.CHROME_PATH;
  if (explicit) {
    if (!executable(explicit)) throw new Error(`CHROME_PATH is set to ${explicit}, which is not an executable file.`);
    return explicit;
  }
  let found = CANDIDATES.find(executable);
  if (!found && isDebianRoot()) {
    aptInstall(['chromium', 'fonts-wqy-microhei']);
    found = CANDIDATES.find(executable);
  }
  if (!found) {
    throw new Error(
      'No Chromium or Chrome found. Install one (Debian: `apt-get install chromium fonts-wqy-microhei`) ' +
        'or set CHROME_PATH to its executable.',
    );
  }
  // Without a CJK font Hangul renders as empty boxes in screenshots.
  if (!hasCjkFont() && isDebianRoot()) aptInstall(['fonts-wqy-microhei']);
  return found;
}

/** Flags that work headless as root in containers and keep Chromium off the network. */
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
