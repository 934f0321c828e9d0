/**
 * Browser tests in real Chromium. Each `*.browser.test.ts(x)` is bundled with esbuild (React 19 is
 * CommonJS only), and the reference API answers on the same origin.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'esbuild';
import { createReferenceApi } from './demo-host/api/app.ts';
import { BROWSER_ARGS } from './tests/tools/find-browser.mjs';
import { safeAreaInsetsCommand } from './tests/tools/safe-area-command.mjs';

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
      sourcemap: 'inline',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [inlineCss],
      logLevel: 'silent',
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  files: [
    'core/**/*.browser.test.{ts,tsx}',
    'bridge/**/*.browser.test.{ts,tsx}',
    'widgets/**/*.browser.test.{ts,tsx}',
    'loader/**/*.browser.test.{ts,tsx}',
  ],
  nodeResolve: false,
  port: Number(process.env.WTR_PORT ?? 8000),
  concurrency: 1,
  testsFinishTimeout: 180_000,
  testFramework: { config: { timeout: 10_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: process.env.CHROME_PATH, headless: true, args: BROWSER_ARGS },
    }),
  ],
  plugins: [bundleTests, safeAreaInsetsCommand()],
  middleware: [
    async (ctx, next) => {
      if (ctx.path.startsWith('/api/') || ctx.path.startsWith('/api_base/')) {
        ctx.respond = false;
        await apiListener(ctx.req, ctx.res);
        return;
      }
      await next();
    },
  ],
};
