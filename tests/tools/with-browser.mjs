/**
 * Runs a test tool with the browsers it needs, found (or installed) by find-browser.
 *
 * - `with-browser.mjs playwright …`: the end-to-end journeys, in Chromium (`CHROME_PATH` set).
 * - `with-browser.mjs web-test-runner …`: the browser tests, once per engine in turn — Chromium,
 *   Firefox ESR, WebKitGTK — or the engines named in `SELECTION_ENGINES` (e.g. `firefox,webkit`).
 *   For WebKit it starts an X server (Xvfb) and `WebKitWebDriver` beside the run and stops both
 *   after it, whatever happens. One run per engine: the reference API keeps its state in memory, so
 *   two engines at once would reset and sign in over each other. Prints a table of every engine's
 *   tests and time at the end; fails when any engine has a failure. A runner that ends before it
 *   reported anything (killed, crashed) is said so, and its engine runs once more from the start.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINES, findEngines } from './find-browser.mjs';

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

const LABELS = { chromium: 'Chromium', firefox: 'Firefox ESR', webkit: 'WebKitGTK' };

const engines =
  tool === 'web-test-runner' ? (process.env.SELECTION_ENGINES ?? ENGINES.join(',')).split(',').map((name) => name.trim()) : ['chromium'];
const unknown = engines.filter((engine) => !ENGINES.includes(engine));
if (unknown.length > 0 || engines.length === 0) {
  console.error(`with-browser: SELECTION_ENGINES names ${unknown.join(', ') || 'nothing'}; expected some of ${ENGINES.join(', ')}`);
  process.exit(2);
}

let programs;
try {
  programs = findEngines(engines);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

/** A folder of this run's own (each engine's counts, MiniBrowser's settings), removed when this process ends. */
let runFolder;

/** Helper processes (Xvfb, WebKitWebDriver) running now, each the leader of its own process group. */
const helpers = new Set();
/** The test tool running now. */
let running;
let interrupted = false;

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a helper and everything it started (WebKitWebDriver's MiniBrowser and its web processes). */
async function stopHelper(child) {
  helpers.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child, 'SIGTERM');
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
  // Children that outlived their leader are still in its group.
  killGroup(child, 'SIGKILL');
}

function startHelper(command, helperArgs, options = {}) {
  const child = spawn(command, helperArgs, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  helpers.add(child);
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  child.errorOutput = () => errors;
  return child;
}

// Whatever ends this process, no helper outlives it.
process.on('exit', () => {
  for (const child of helpers) killGroup(child, 'SIGKILL');
  if (runFolder) rmSync(runFolder, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    if (running) running.kill(signal);
    else process.exit(130);
  });
}

/**
 * An X server on a free display; resolves with the display's name once it accepts clients. Its
 * screen is smaller than any window the tests ask for: with no window manager the keyboard focus
 * follows the pointer, which stays at the screen's centre, so it is inside MiniBrowser's window at
 * every size (outside it, the page would lose focus when the window is resized).
 */
async function startXvfb() {
  const child = startHelper(programs.xvfb, ['-displayfd', '3', '-screen', '0', '480x360x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise((resolve, reject) => {
    let text = '';
    child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready:\n${child.errorOutput()}`)));
  });
  child.stdio[3].destroy();
  return display;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * MiniBrowser's toolbar buttons keep its window at least 447 px wide, too wide for a phone's
 * viewport; a GTK style sheet of its own (in a settings folder of its own) lets them shrink.
 * The page is not styled by GTK.
 */
const MINIBROWSER_GTK_CSS = 'button { min-width: 0; padding: 0; }\n';

/** `WebKitWebDriver` on a free port of this machine; resolves with the port once it answers `/status`. */
async function startWebKitDriver(display) {
  const port = await freePort();
  const settings = path.join(runFolder, 'webkit-config');
  mkdirSync(path.join(settings, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(settings, 'gtk-3.0', 'gtk.css'), MINIBROWSER_GTK_CSS);
  const child = startHelper(programs.webkitDriver, [`--port=${port}`, '--host=127.0.0.1'], {
    // Without a GPU, accelerated compositing draws every frame with software OpenGL: it took most of
    // the two cores, and the tests' own work (axe over a whole home) ran up to ten times slower.
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: settings, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`WebKitWebDriver exited (${code}) before it was ready:\n${child.errorOutput()}`))),
  );
  const ready = (async () => {
    for (const started = Date.now(); Date.now() - started < 20_000;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/status`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('WebKitWebDriver did not answer within 20 s');
  })();
  await Promise.race([ready, exited]);
  return port;
}

/** How the last run of the tool ended, for a message when it ended without its report. */
let lastEnd = '';

function runTool(env, toolArgs = args) {
  // tsx lets the test configs import the TypeScript reference API.
  running = spawn(process.execPath, ['--import', 'tsx', bins[tool], ...toolArgs], { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    running.once('exit', (code, signal) => {
      running = undefined;
      lastEnd = signal ? `by the signal ${signal}` : `with exit code ${code}`;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

if (tool === 'playwright') {
  process.exit(await runTool({ CHROME_PATH: programs.chromium }));
}

runFolder = mkdtempSync(path.join(tmpdir(), 'selection-wtr-'));
/** The counts the runner's summary reporter wrote for one run (web-test-runner.config.mjs), if any. */
function readSummary(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const results = [];
for (const engine of engines) {
  if (interrupted) break;
  console.log(`\n━━ Browser tests in ${LABELS[engine]} ━━\n`);
  const summaryFile = path.join(runFolder, `${engine}.json`);
  const env = { SELECTION_ENGINE: engine, SELECTION_WTR_SUMMARY: summaryFile };
  const started = performance.now();
  let code;
  let summary;
  /** Starts what the engine needs beside the run (for WebKit, afresh), then the run. */
  const attempt = async () => {
    for (const child of [...helpers].reverse()) await stopHelper(child);
    if (engine === 'webkit') {
      const display = await startXvfb();
      const port = await startWebKitDriver(display);
      Object.assign(env, { DISPLAY: display, WEBKIT_WEBDRIVER_PORT: String(port), MINIBROWSER_PATH: programs.miniBrowser });
    }
    code = await runTool(env);
    summary = readSummary(summaryFile);
  };
  try {
    if (engine === 'chromium') env.CHROME_PATH = programs.chromium;
    if (engine === 'firefox') env.FIREFOX_PATH = programs.firefox;
    await attempt();
    // The runner itself ended before it reported any test (no failure of a test: its summary is
    // written at the run's end whatever failed). Once, the engine then runs again from the start,
    // and the table says so: a test that fails fails the engine as before.
    if (!summary && !interrupted) {
      console.log(`\n${LABELS[engine]}: the test runner ended ${lastEnd} before it reported; the engine runs once more\n`);
      const first = lastEnd;
      await attempt();
      if (summary) summary.restarted = first;
    }
    // A file whose page never reported (Firefox over WebDriver BiDi has, now and then, left one
    // page silent until the finish time limit, with no test failed and the file passing on its own)
    // runs once more, alone; any failed test, or a file silent twice, fails the engine as before.
    if (
      code !== 0 &&
      summary &&
      summary.failed === 0 &&
      summary.unfinished.length > 0 &&
      summary.failedFiles === summary.unfinished.length
    ) {
      const silent = summary.unfinished;
      console.log(`\n${LABELS[engine]}: ${silent.length} file(s) never reported, run once more: ${silent.join(', ')}\n`);
      code = await runTool(env, [...args, '--files', ...silent]);
      const again = readSummary(summaryFile);
      summary = again && {
        ...summary,
        passed: summary.passed + again.passed,
        failed: again.failed,
        skipped: summary.skipped + again.skipped,
        failedFiles: again.failedFiles,
        unfinished: again.unfinished,
        rerun: silent,
      };
    }
  } catch (error) {
    console.error(`\n${LABELS[engine]}: ${error.message}\n`);
    code = 1;
  } finally {
    // The last started first: the driver (and MiniBrowser with it), then the X server.
    for (const child of [...helpers].reverse()) await stopHelper(child);
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ engine, code, seconds, summary });
}

const rows = results.map(({ engine, code, seconds, summary }) => {
  const ok = code === 0 && summary && summary.failed === 0 && summary.failedFiles === 0;
  const total = summary ? summary.passed + summary.failed + summary.skipped : 0;
  return [
    LABELS[engine],
    summary ? `${summary.passed} / ${total}` : '—',
    summary ? String(summary.failed) : '—',
    summary ? String(summary.skipped) : '—',
    summary ? `${summary.files - summary.failedFiles} / ${summary.files}` : '—',
    `${seconds.toFixed(0)} s`,
    // Passed on a second run after the first runner ended unreported: ok, and said so in the row.
    ok ? (summary.restarted ? 'ok, ran again' : 'ok') : 'FAILED',
  ];
});
const head = ['engine', 'passed', 'failed', 'skipped', 'files passed', 'time', 'result'];
const widths = head.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
console.log(`\nBrowser tests per engine:\n${line(head)}\n${widths.map((width) => '─'.repeat(width)).join('  ')}`);
for (const row of rows) console.log(line(row));
for (const { engine, summary } of results) {
  const slowest = summary?.slowest;
  if (slowest) console.log(`slowest in ${LABELS[engine]}: ${(slowest.ms / 1000).toFixed(1)} s, ${slowest.file} › ${slowest.name}`);
  if (summary?.rerun) console.log(`run again in ${LABELS[engine]} after never reporting: ${summary.rerun.join(', ')}`);
  if (summary?.restarted) console.log(`run again in ${LABELS[engine]}: its first runner ended ${summary.restarted} before it reported`);
}
console.log('');

const failed = interrupted || results.length < engines.length || rows.some((row) => row[6] === 'FAILED');
process.exit(failed ? 1 : 0);
