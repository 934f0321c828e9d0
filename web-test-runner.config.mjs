/**
 * Browser tests in one real engine per run, named by `SELECTION_ENGINE`: `chromium` (Playwright),
 * `firefox` (Firefox ESR over WebDriver BiDi through puppeteer-core) or `webkit` (WebKitGTK's
 * MiniBrowser over classic WebDriver). `tests/tools/with-browser.mjs` runs the three in turn, finds
 * each engine, and starts what WebKit needs beside it (an X server, `WebKitWebDriver`).
 * Each `*.browser.test.ts(x)` is bundled with esbuild (React 19 is CommonJS only), and the reference
 * API answers on the same origin, as does the server entry (`/__served/<tag>`, tests/tools/wtr-served.mjs).
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import { build } from 'esbuild';
import * as puppeteer from 'puppeteer-core';
import { createReferenceApi } from './demo-host/api/app.ts';
import { BROWSER_ARGS } from './tests/tools/find-browser.mjs';
import { devtoolsEmulationCommands } from './tests/tools/devtools-emulation.mjs';
import { engineCommands, FIRST_VIEWPORT, sizeViewportOverWebDriver } from './tests/tools/wtr-commands.mjs';
import { servedMarkup } from './tests/tools/wtr-served.mjs';

const api = createReferenceApi();
const apiListener = getRequestListener(api.app.fetch);

/** `import css from './x.css?inline'` as Vite does it: the file's text. */
const inlineCss = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.replace(/\?inline$/, '')),
      namespace: 'inline-css',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

const bundleTests = {
  name: 'bundle-tests',
  async serve(context) {
    if (!/\.browser\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await build({
      entryPoints: [path.join(process.cwd(), context.path)],
      bundle: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      target: 'es2022',
      // The map holds where each line came from, not the sources' text, which was two thirds of a
      // file's bundle (10 MB for a widget's test) for each engine to load: a failure's stack still
      // names the test's own file and line, read from the project's folder.
      sourcemap: 'inline',
      sourcesContent: false,
      sourceRoot: `${process.cwd()}/`,
      // The engine is named for the few tests that need one engine's protocol (tests/browser/engine.ts).
      define: { 'process.env.NODE_ENV': '"development"', 'process.env.SELECTION_ENGINE': JSON.stringify(engine) },
      plugins: [inlineCss],
      // A failure that names a DOM node is reported, not lost (tests/browser/reportable-failures.ts).
      // A hydration unlike the server's HTML (a mismatch React recovered from, SW010, or an attribute)
      // fails its test (tests/browser/hydration-warnings.ts).
      inject: [
        path.join(process.cwd(), 'tests/browser/reportable-failures.ts'),
        path.join(process.cwd(), 'tests/browser/hydration-warnings.ts'),
      ],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

const engine = process.env.SELECTION_ENGINE ?? 'chromium';

const launchers = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROME_PATH, headless: true, args: BROWSER_ARGS },
    }),
  firefox: () =>
    chromeLauncher({
      puppeteer,
      launchOptions: { browser: 'firefox', executablePath: process.env.FIREFOX_PATH, headless: true },
    }),
  webkit: () => {
    const launcher = webdriverLauncher({
      hostname: '127.0.0.1',
      port: Number(process.env.WEBKIT_WEBDRIVER_PORT),
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks classic WebDriver only: a BiDi session is refused.
        'wdio:enforceWebDriverClassic': true,
        // With `binary` given, MiniBrowser needs `--automation` to accept the driver.
        'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER_PATH, args: ['--automation'] },
      },
    });
    // The other engines' pages start at 800 × 600: MiniBrowser's window is sized to give the same viewport.
    const createDriverManager = launcher.createDriverManager.bind(launcher);
    launcher.createDriverManager = async () => {
      const manager = await createDriverManager();
      await sizeViewportOverWebDriver(launcher.driver, FIRST_VIEWPORT.width, FIRST_VIEWPORT.height);
      return manager;
    };
    return launcher;
  },
};
if (!launchers[engine]) throw new Error(`SELECTION_ENGINE=${engine}: expected one of ${Object.keys(launchers).join(', ')}`);

/**
 * Counts every test of every file (passed, failed, skipped) into `SELECTION_WTR_SUMMARY`, for the
 * runner's table, with the slowest test (how close an engine comes to the test timeout).
 */
const summaryReporter = () => ({
  onTestRunFinished({ sessions }) {
    const file = process.env.SELECTION_WTR_SUMMARY;
    if (!file) return;
    const summary = {
      engine,
      browser: sessions[0]?.browser.name ?? '',
      files: sessions.length,
      failedFiles: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      slowest: undefined,
      // Files whose page never reported its results (the runner's finish time limit passed with no
      // test failed in them): the harness may run these again once (tests/tools/with-browser.mjs).
      unfinished: [],
    };
    const count = (suite, file) => {
      for (const test of suite.tests) {
        if (test.duration !== undefined && test.duration > (summary.slowest?.ms ?? -1))
          summary.slowest = { ms: test.duration, file, name: test.name };
        if (test.skipped) summary.skipped += 1;
        else if (test.passed) summary.passed += 1;
        else summary.failed += 1;
      }
      for (const inner of suite.suites) count(inner, file);
    };
    for (const session of sessions) {
      const file = path.relative(process.cwd(), session.testFile);
      if (session.testResults) count(session.testResults, file);
      else summary.unfinished.push(file);
      if (!session.passed) summary.failedFiles += 1;
    }
    // Written at once: the runner may end its process as soon as the run has finished.
    writeFileSync(file, JSON.stringify(summary));
  },
});

export default {
  files: [
    'core/**/*.browser.test.{ts,tsx}',
    'bridge/**/*.browser.test.{ts,tsx}',
    'widgets/**/*.browser.test.{ts,tsx}',
    'loader/**/*.browser.test.{ts,tsx}',
    'tests/browser/**/*.browser.test.{ts,tsx}',
  ],
  nodeResolve: false,
  port: Number(process.env.WTR_PORT ?? 8000),
  concurrency: 1,
  testsFinishTimeout: Number(process.env.SELECTION_WTR_FINISH_TIMEOUT ?? 180_000),
  // A test that runs axe over a whole home takes seconds by itself; on a busy shared machine, and in
  // the slower engines, 10 s was not always enough for the test around it.
  testFramework: { config: { timeout: 20_000 } },
  browsers: [launchers[engine]()],
  reporters: [defaultReporter(), summaryReporter()],
  plugins: [bundleTests, engineCommands(), devtoolsEmulationCommands()],
  middleware: [
    async (ctx, next) => {
      if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/api_base/')) {
        ctx.respond = false;
        await apiListener(ctx.req, ctx.res);
        return;
      }
      await next();
    },
    // `/__served/<tag>?…`: the element as the server entry renders it (tests of hydration in each engine).
    servedMarkup({ plugins: [inlineCss] }),
  ],
};
