/**
 * Finds the browsers the tests run in. Each finder honours an explicit path from the environment,
 * then looks for a system install; on Debian as root it installs the missing Debian packages with
 * apt-get; otherwise it fails with a message saying what to install.
 *
 * - Chromium (browser and end-to-end tests): `CHROME_PATH`, else a system Chromium or Chrome
 *   (Debian: `chromium`).
 * - Firefox ESR (browser tests): `FIREFOX_PATH`, else a system Firefox (Debian: `firefox-esr`).
 * - WebKitGTK (browser tests): `WEBKIT_WEBDRIVER_PATH` and `MINIBROWSER_PATH`, else the system
 *   `WebKitWebDriver` and MiniBrowser (Debian: `webkit2gtk-driver`), and an X server for
 *   MiniBrowser, which has no headless mode: `XVFB_PATH` or a system `Xvfb` (Debian: `xvfb`).
 * tests/tools/webkit.mjs (the WebKit journeys) finds WebKit here too.
 * Every engine gets a CJK font (Debian: `fonts-wqy-microhei`): without one Hangul renders as boxes.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
const FIREFOX_CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
/** Executables named `name` in the folders of PATH. */
const onPath = (name) => (process.env.PATH ?? '').split(':').flatMap((folder) => (folder ? [path.join(folder, name)] : []));

const folders = (folder) => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

/**
 * MiniBrowser lives beside WebKitGTK's library, in a folder named by its API version
 * (/usr/lib/webkit2gtk-4.1/MiniBrowser), or one level down under the machine's multiarch triplet
 * (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser); the newest API first (webkitgtk-6.0
 * before webkit2gtk-4.1 before webkit2gtk-4.0).
 */
function miniBrowserCandidates() {
  const found = [];
  for (const root of ['/usr/lib', '/usr/libexec', '/usr/lib64', '/usr/local/lib', '/usr/local/libexec']) {
    for (const entry of folders(root)) {
      if (/^webkit2?gtk-/.test(entry)) found.push(path.join(root, entry, 'MiniBrowser'));
      else if (entry.endsWith('-linux-gnu')) {
        for (const inner of folders(path.join(root, entry))) {
          if (/^webkit2?gtk-/.test(inner)) found.push(path.join(root, entry, inner, 'MiniBrowser'));
        }
      }
    }
  }
  return found.sort((a, b) => path.basename(path.dirname(b)).localeCompare(path.basename(path.dirname(a))));
}

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
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

/**
 * One program a test needs: the variable that names it explicitly, where a system install puts it,
 * and the Debian package that brings it.
 */
const PROGRAMS = {
  chromium: { variable: 'CHROME_PATH', candidates: () => CHROMIUM_CANDIDATES, debian: 'chromium', what: 'Chromium or Chrome' },
  firefox: { variable: 'FIREFOX_PATH', candidates: () => FIREFOX_CANDIDATES, debian: 'firefox-esr', what: 'Firefox' },
  webkitDriver: {
    variable: 'WEBKIT_WEBDRIVER_PATH',
    candidates: () => ['/usr/bin/WebKitWebDriver', ...onPath('WebKitWebDriver')],
    debian: 'webkit2gtk-driver',
    what: 'WebKitWebDriver (WebKitGTK)',
  },
  miniBrowser: {
    variable: 'MINIBROWSER_PATH',
    candidates: miniBrowserCandidates,
    debian: 'webkit2gtk-driver',
    what: 'MiniBrowser (WebKitGTK)',
  },
  xvfb: {
    variable: 'XVFB_PATH',
    candidates: () => ['/usr/bin/Xvfb', ...onPath('Xvfb')],
    debian: 'xvfb',
    what: 'Xvfb (an X server for MiniBrowser)',
  },
};

/** What each engine needs. */
const ENGINE_PROGRAMS = {
  chromium: ['chromium'],
  firefox: ['firefox'],
  webkit: ['webkitDriver', 'miniBrowser', 'xvfb'],
};

export const ENGINES = Object.keys(ENGINE_PROGRAMS);

function locate(key) {
  const program = PROGRAMS[key];
  const explicit = process.env[program.variable];
  if (explicit) {
    if (!executable(explicit)) throw new Error(`${program.variable} is set to ${explicit}, which is not an executable file.`);
    return explicit;
  }
  return program.candidates().find(executable);
}

/**
 * Finds every program the `engines` need, installing the missing ones in one apt-get run where it
 * can, and returns their paths by program (`chromium`, `firefox`, `webkitDriver`, `miniBrowser`, `xvfb`).
 */
export function findEngines(engines) {
  const keys = [...new Set(engines.flatMap((engine) => ENGINE_PROGRAMS[engine] ?? []))];
  const found = Object.fromEntries(keys.map((key) => [key, locate(key)]));
  const missing = keys.filter((key) => !found[key]);
  const packages = [...new Set(missing.map((key) => PROGRAMS[key].debian))];
  if (isDebianRoot() && (packages.length > 0 || !hasCjkFont())) {
    aptInstall([...packages, 'fonts-wqy-microhei']);
    for (const key of missing) found[key] = locate(key);
  }
  const still = keys.filter((key) => !found[key]);
  if (still.length > 0) {
    const lines = still.map((key) => {
      const program = PROGRAMS[key];
      return `  - ${program.what}: Debian package \`${program.debian}\`, or set ${program.variable} to its executable`;
    });
    const debian = [...new Set(still.map((key) => PROGRAMS[key].debian))].join(' ');
    throw new Error(
      `Not found for the ${engines.join(', ')} tests:\n${lines.join('\n')}\n` +
        `On Debian or Ubuntu: \`apt-get install ${debian} fonts-wqy-microhei\`.`,
    );
  }
  return found;
}

/** A Chromium for the browser and end-to-end tests (see `findEngines`). */
export function findBrowser() {
  return findEngines(['chromium']).chromium;
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
