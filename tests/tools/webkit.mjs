/**
 * WebKit without Playwright's builds: Debian's WebKitGTK (`WebKitWebDriver` and MiniBrowser from
 * `webkit2gtk-driver`) under an X display (`Xvfb` from `xvfb`), driven over classic WebDriver.
 *
 * - `findWebKit()` finds the binaries as the browser tests do (find-browser.mjs:
 *   WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH and XVFB_PATH, else the system's; on Debian as root it
 *   installs what is missing).
 * - `startWebKit()` starts Xvfb (on a display it picks itself) and WebKitWebDriver on a port, and
 *   gives back what a WebdriverIO `remote()` needs and a `stop()` that ends both.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { findEngines } from './find-browser.mjs';

/**
 * The WebKit binaries: `{ driver, miniBrowser, xvfb }`, found (or installed on Debian as root) as
 * for every engine the tests run in (`findEngines` in find-browser.mjs); throws a message saying
 * what to install otherwise.
 */
export function findWebKit() {
  const { webkitDriver, miniBrowser, xvfb } = findEngines(['webkit']);
  return { driver: webkitDriver, miniBrowser, xvfb };
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
 * Resolves with `{ port, display, pid, capabilities, stop }` (`pid`: the driver's); `stop()` ends the
 * driver, then Xvfb. Rejects where the driver ends before it listens.
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
    // Something else answering on the port (a driver left by another run) while this one could not
    // take it and ended.
    if (driver.exitCode !== null || driver.signalCode !== null) throw new Error(`WebKitWebDriver ended at once: is port ${port} taken?`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, display, pid: driver.pid, capabilities: webKitCapabilities(webkit.miniBrowser), stop };
}
