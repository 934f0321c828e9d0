/**
 * WebKit without Playwright's builds: Debian's WebKitGTK (`WebKitWebDriver` and MiniBrowser from
 * `webkit2gtk-driver`) under an X display (`Xvfb` from `xvfb`), driven over classic WebDriver.
 *
 * - `findWebKit()` honours explicit paths (WEBKIT_WEBDRIVER_PATH, WEBKIT_MINIBROWSER_PATH,
 *   XVFB_PATH), else looks for the binaries; on Debian as root it installs `webkit2gtk-driver`,
 *   `xvfb` and `fonts-wqy-microhei` when they are missing; otherwise it says what to install.
 * - `startWebKit()` starts Xvfb (on a display it picks itself; none when DISPLAY is set and no Xvfb
 *   is found) and WebKitWebDriver on a port, and gives back what a WebdriverIO `remote()` needs and
 *   a `stop()` that ends both.
 */
import { execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const isDebianRoot = () => existsSync('/etc/debian_version') && typeof process.getuid === 'function' && process.getuid() === 0;

/** An executable named `name` on PATH, or undefined. */
function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (folder && executable(join(folder, name))) return join(folder, name);
  }
  return undefined;
}

/** MiniBrowser lives beside WebKitGTK's library, in a folder named by its API version and the arch. */
function findMiniBrowser() {
  const roots = ['/usr/lib', '/usr/libexec', '/usr/lib64', '/usr/local/lib', '/usr/local/libexec'];
  const found = [];
  for (const root of roots) {
    let entries;
    try {
      entries = readdirSync(root);
    } catch {
      continue;
    }
    for (const entry of entries) {
      // /usr/lib/webkit2gtk-4.1/MiniBrowser, or one level down: /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser.
      if (/^webkit(2)?gtk-/.test(entry)) found.push(join(root, entry, 'MiniBrowser'));
      else if (/-linux-gnu/.test(entry)) {
        try {
          for (const inner of readdirSync(join(root, entry))) {
            if (/^webkit(2)?gtk-/.test(inner)) found.push(join(root, entry, inner, 'MiniBrowser'));
          }
        } catch {
          // not a folder
        }
      }
    }
  }
  // The newest API first (webkitgtk-6.0 before webkit2gtk-4.1 before webkit2gtk-4.0).
  return found.filter(executable).sort((a, b) => b.localeCompare(a))[0];
}

function fromEnv(variable) {
  const path = process.env[variable];
  if (!path) return undefined;
  if (!executable(path)) throw new Error(`${variable} is set to ${path}, which is not an executable file.`);
  return path;
}

function aptInstall(packages) {
  console.log(`[webkit] installing ${packages.join(' ')} with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function hasCjkFont() {
  try {
    return /wqy|cjk|nanum|noto sans kr/i.test(execFileSync('fc-list', { encoding: 'utf8' }));
  } catch {
    return false;
  }
}

function lookUp() {
  return {
    driver: fromEnv('WEBKIT_WEBDRIVER_PATH') ?? onPath('WebKitWebDriver'),
    miniBrowser: fromEnv('WEBKIT_MINIBROWSER_PATH') ?? findMiniBrowser(),
    xvfb: fromEnv('XVFB_PATH') ?? onPath('Xvfb'),
  };
}

/**
 * The WebKit binaries: `{ driver, miniBrowser, xvfb }` (xvfb undefined only when DISPLAY is set).
 * Installs them on Debian as root when missing; throws a message saying what to install otherwise.
 */
export function findWebKit() {
  let found = lookUp();
  const missing = () => !found.driver || !found.miniBrowser || (!found.xvfb && !process.env.DISPLAY);
  if (missing() && isDebianRoot()) {
    aptInstall(['webkit2gtk-driver', 'xvfb', 'fonts-wqy-microhei']);
    found = lookUp();
  }
  if (missing()) {
    const what = [
      !found.driver && 'WebKitWebDriver',
      !found.miniBrowser && 'MiniBrowser',
      !found.xvfb && !process.env.DISPLAY && 'Xvfb (or a DISPLAY)',
    ].filter(Boolean);
    throw new Error(
      `No WebKit to drive: ${what.join(', ')} not found. Install them (Debian: \`apt-get install webkit2gtk-driver xvfb ` +
        'fonts-wqy-microhei`) or set WEBKIT_WEBDRIVER_PATH, WEBKIT_MINIBROWSER_PATH and XVFB_PATH to the executables.',
    );
  }
  // Without a CJK font Hangul is drawn as empty boxes (and measured as such).
  if (!hasCjkFont() && isDebianRoot()) aptInstall(['fonts-wqy-microhei']);
  return found;
}

/** The capabilities that open MiniBrowser through WebKitWebDriver in classic mode (BiDi is refused). */
export function webKitCapabilities(miniBrowser) {
  return {
    browserName: 'MiniBrowser',
    'wdio:enforceWebDriverClassic': true,
    // With its binary given, MiniBrowser needs --automation by hand.
    'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
  };
}

/** Resolves once something listens on `port` (localhost), or rejects after `timeout` ms. */
export function waitForPort(port, { timeout = 15_000, child } = {}) {
  const until = Date.now() + timeout;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child && child.exitCode !== null) {
        reject(new Error(`the process meant to listen on port ${port} ended (exit code ${child.exitCode})`));
        return;
      }
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > until) reject(new Error(`nothing listens on port ${port} after ${timeout} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * Ends `child` (TERM, then KILL after a grace period) and resolves when it has exited. A child
 * started `detached` leads its own process group, which is ended whole: WebKitWebDriver's
 * MiniBrowser and its web processes go with it, even if the driver itself has died.
 */
export function stopChild(child, grace = 3000) {
  const signal = (name) => {
    try {
      if (child.detachedGroup) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // already gone
    }
  };
  if (!child) return Promise.resolve();
  if (child.exitCode !== null || child.signalCode !== null) {
    // The leader is gone; what it started may not be.
    if (child.detachedGroup) signal('SIGKILL');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => signal('SIGKILL'), grace);
    child.once('exit', () => {
      clearTimeout(timer);
      if (child.detachedGroup) signal('SIGKILL');
      resolve();
    });
    signal('SIGTERM');
  });
}

/** Starts Xvfb on a display number it chooses itself (-displayfd) and resolves with ":N". */
function startXvfb(xvfb) {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let said = '';
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.stdio[3].on('data', (chunk) => {
      said += chunk;
      const match = /^(\d+)\n/.exec(said);
      if (match) resolve({ child, display: `:${match[1]}` });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb ended before it chose a display (exit code ${code}): ${errors.trim()}`)));
  });
}

/**
 * Starts Xvfb (unless `display` or DISPLAY without an Xvfb is used) and WebKitWebDriver on `port`.
 * Resolves with `{ port, display, capabilities, stop }`; `stop()` ends the driver, then Xvfb.
 */
export async function startWebKit({ port, webkit = findWebKit(), log = 'ignore' } = {}) {
  if (!port) throw new Error('startWebKit needs a port for WebKitWebDriver');
  let xvfb;
  let display = process.env.DISPLAY;
  if (webkit.xvfb) {
    xvfb = await startXvfb(webkit.xvfb);
    display = xvfb.display;
  }
  const driver = spawn(webkit.driver, [`--port=${port}`], {
    stdio: ['ignore', log, log],
    env: { ...process.env, DISPLAY: display },
    detached: true,
  });
  driver.detachedGroup = true;
  const stop = async () => {
    await stopChild(driver);
    await stopChild(xvfb?.child);
  };
  try {
    await waitForPort(port, { child: driver });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, display, capabilities: webKitCapabilities(webkit.miniBrowser), stop };
}
