/**
 * `npm run test:webkit`: a shopper's journeys in WebKit (tests/webkit/journeys.test.ts). Starts the
 * demo host (building it first if dist/ is missing, as the Chromium journeys' web server does),
 * Xvfb and WebKitWebDriver (tests/tools/webkit.mjs finds or installs them), runs the journeys with
 * Node's test runner and stops everything, also when they fail or the run is interrupted.
 *
 * Ports: the demo host on E2E_PORT (default 4179; a host already answering there is reused unless
 * CI is set, as Playwright's web server is), its CDN and shop on the next two (a journey embeds from
 * another origin), WebKitWebDriver on WEBKIT_DRIVER_PORT (default E2E_PORT + 3). The driver's and the browser's own output (WebKit's messages, a web process that
 * crashed) goes to test-results/webkit/browser.log, whose lines of a failed attempt the journeys'
 * report quotes; WEBKIT_DEBUG=1 shows it here instead.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWebKit, startWebKit, stopChild } from '../tools/webkit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4179);
const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? port + 3);
const base = `http://localhost:${port}`;
const ready = `${base}/api/mock/selection/scenarios`;
const browserLog = path.join(root, 'test-results', 'webkit', 'browser.log');

const answers = async () => {
  try {
    return (await fetch(ready)).ok;
  } catch {
    return false;
  }
};

/**
 * Resolves when the demo host says it listens (its `demo host:` line; a build can come first), with
 * what it prints passed on; rejects when it ends first.
 */
function waitForHost(server) {
  return new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('demo host:')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the demo host ended before it listened (exit code ${code})`)));
  });
}

let server;
let webkit;
let journeys;
let control;
/** A replacement of the driver under way (`POST /driver/restart`), and whether the run is ending. */
let restarting;
let stopping = false;
const stopAll = async () => {
  stopping = true;
  if (journeys) await stopChild(journeys);
  control?.close();
  // A replacement finishing now would start a driver nobody ends: it ends it itself (see restart).
  await restarting?.catch(() => undefined);
  if (webkit) await webkit.stop();
  if (server) await stopChild(server, 5000);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

/**
 * Starts Xvfb and WebKitWebDriver on the driver's port, their output going to the browser log
 * (opened with `flags`: 'w' for the run's first driver, 'a' for one that replaces it) unless
 * WEBKIT_DEBUG shows it here.
 */
async function startDriver(binaries, flags) {
  let log = 'inherit';
  if (!process.env.WEBKIT_DEBUG) {
    mkdirSync(path.dirname(browserLog), { recursive: true });
    log = openSync(browserLog, flags);
  }
  try {
    return await startWebKit({ port: driverPort, webkit: binaries, log });
  } finally {
    // The driver holds its own copy of the file.
    if (typeof log === 'number') closeSync(log);
  }
}

/**
 * The journeys' way to the driver they cannot reach themselves (they run in the test runner's own
 * process): `GET /driver` says its process id, `POST /driver/restart` ends it with its browser and
 * starts another on the same port, answering once that one listens. WebKitWebDriver waits without
 * end for a browser that never offers its automation target, so a session that cannot be opened
 * is met with a new driver (journeys.test.ts, `reopenIfEnded`).
 */
function startControl(binaries) {
  const restart = async () => {
    await webkit.stop();
    const started = await startDriver(binaries, 'a');
    if (stopping) {
      await started.stop();
      throw new Error('the run is ending');
    }
    webkit = started;
  };
  const control = createServer((request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/driver' && request.method === 'GET') {
      answer(200, { pid: webkit.pid });
    } else if (request.url === '/driver/restart' && request.method === 'POST') {
      restarting ??= restart().finally(() => {
        restarting = undefined;
      });
      restarting.then(
        () => answer(200, { pid: webkit.pid }),
        (error) => answer(500, { error: error instanceof Error ? error.message : String(error) }),
      );
    } else {
      answer(404, { error: `no ${request.method} ${request.url}` });
    }
  });
  return new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(0, '127.0.0.1', () => resolve(control));
  });
}

let status;
const started = Date.now();
try {
  const binaries = findWebKit();
  if (!process.env.CI && (await answers())) {
    console.log(`[webkit] using the demo host already at ${base}`);
  } else {
    server = spawn(process.execPath, ['tests/tools/serve-built.mjs'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      // The CDN and the shop on origins of their own (demo-host/embedding.ts), as the Chromium journeys have them.
      env: { ...process.env, PORT: String(port), CDN_PORT: String(port + 1), SHOP_PORT: String(port + 2) },
      detached: true,
    });
    server.detachedGroup = true;
    await waitForHost(server);
  }
  webkit = await startDriver(binaries, 'w');
  control = await startControl(binaries);
  journeys = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', 'tests/webkit/journeys.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      WEBKIT_BASE_URL: base,
      WEBKIT_DRIVER_PORT: String(driverPort),
      WEBKIT_MINIBROWSER: binaries.miniBrowser,
      WEBKIT_CONTROL: `http://127.0.0.1:${control.address().port}`,
      ...(process.env.WEBKIT_DEBUG ? {} : { WEBKIT_BROWSER_LOG: browserLog }),
    },
  });
  status = await new Promise((resolve) => journeys.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`\n[webkit] ${error instanceof Error ? error.message : error}\n`);
  status = 1;
} finally {
  await stopAll();
}
console.log(`[webkit] journeys ${status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(status);
