/**
 * The package as a host receives it. Packs the tarball (from the built dist/), checks what it
 * ships, installs it into a scratch app in a temp folder, then:
 * - compiles a plain DOM host, a React 19 host and a Vue 3 single-file component (vue-tsc)
 *   against the packed `.d.ts`;
 * - bundles a React 19 app with Vite and with esbuild (`--bundle --splitting`), serves each with
 *   the reference API and sees `<selection-home>` render its first products in Chromium;
 * - renders `<selection-best>` with `selection-widgets/server` in Node from the installed tarball.
 * The host libraries (React, Vue, their types, the bundlers) come from this repository's
 * node_modules; nothing is downloaded. Prints one line per check and `N passed, N failed`.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { chromium } from 'playwright';
import { createReferenceApi } from '../../demo-host/api/app.ts';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';

const repo = process.cwd();
const here = path.join(repo, 'tests/package');
const scratch = mkdtempSync(path.join(tmpdir(), 'selection-widgets-package-'));
const app = path.join(scratch, 'app');
const results: { name: string; ok: boolean; detail?: string }[] = [];

function check(name: string, ok: boolean, detail?: string): boolean {
  results.push({ name, ok, ...(detail ? { detail } : {}) });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? `\n${detail.replace(/^/gm, '        ')}` : ''}`);
  return ok;
}

async function step(name: string, run: () => Promise<string | undefined> | string | undefined): Promise<boolean> {
  try {
    return check(name, true, (await run()) ?? undefined);
  } catch (error) {
    return check(name, false, error instanceof Error ? error.message : String(error));
  }
}

const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// 1. The tarball. `npm test` has just built dist/; a lone run builds it first (what prepack does).
if (!existsSync('dist/selection-widgets.js') || !existsSync('dist/custom-elements.json'))
  execFileSync('npm', ['run', 'build:lib'], { stdio: 'inherit' });
interface PackReport {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}
const [packed] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', scratch], repo)) as PackReport[];
if (!packed) throw new Error('npm pack reported nothing');
const tarball = path.join(scratch, packed.filename);
const shipped = packed.files.map((file) => file.path);
console.log(
  `tarball ${packed.filename}: ${shipped.length} files, ${(packed.size / 1024).toFixed(1)} KB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked`,
);

await step('the tarball ships the bundle, the manifest, the types, the bridge schemas, the changelog and the host docs', () => {
  const needed = [
    'dist/selection-widgets.js',
    'dist/custom-elements.json',
    'dist/selection-widgets.d.ts',
    'dist/react.d.ts',
    'dist/vue.d.ts',
    'dist/bridge/outbound.schema.json',
    'dist/bridge/inbound.schema.json',
    'CHANGELOG.md',
    'package.json',
    // What the README, the types and the schemas point a host or an app team to.
    'docs/embedding.md',
    'docs/elements.md',
    'docs/widgets.md',
    'docs/api.md',
    'docs/server-rendering.md',
    'docs/browser-support.md',
    'bridge/README.md',
  ];
  const missing = needed.filter((file) => !shipped.includes(file));
  if (missing.length) throw new Error(`missing: ${missing.join(', ')}`);
  if (!shipped.some((file) => /^dist\/chunks\/.+\.js$/.test(file))) throw new Error('no chunks');
  return undefined;
});
await step('every link in the shipped docs to a file of the package leads to one the tarball has', () => {
  const dead: string[] = [];
  // The README (npm ships it whatever `files` says) is also the project's own, with links into its tests and tools.
  for (const doc of shipped.filter((file) => file.endsWith('.md') && file !== 'README.md')) {
    const text = readFileSync(doc, 'utf8');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:[a-z]+:|#)/i.test(target)) continue;
      const file = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, '')));
      if (!shipped.includes(file)) dead.push(`${doc} → ${target}`);
    }
  }
  if (dead.length) throw new Error(`links to files the package does not ship: ${dead.join(', ')}`);
  return undefined;
});
await step('the tarball has no source maps, no Vite manifest, no CDN copy and no source', () => {
  const extra = shipped.filter(
    (file) =>
      file.endsWith('.map') ||
      file.startsWith('dist/.vite/') ||
      file.startsWith('dist/cdn/') ||
      /\.tsx?$/.test(file.replace(/\.d\.ts$/, '')),
  );
  if (extra.length) throw new Error(`should not ship: ${extra.join(', ')}`);
  return undefined;
});
await step('every path package.json exports and every module custom-elements.json names is in the tarball', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
    types: string;
    customElements: string;
  };
  const targets = Object.values(pkg.exports).flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)));
  const wanted = [...targets, pkg.types, pkg.customElements].map((target) => target.replace(/^\.\//, ''));
  const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as { modules: { path: string }[] };
  wanted.push(...manifest.modules.map((module) => module.path));
  const matches = (target: string) =>
    target.includes('*')
      ? shipped.some((file) => new RegExp(`^${target.replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`).test(file))
      : shipped.includes(target);
  const missing = wanted.filter((target) => !matches(target));
  if (missing.length) throw new Error(`not shipped: ${missing.join(', ')}`);
  return undefined;
});
await step('the build writes an immutable CDN copy under dist/cdn/<version>/ with every chunk the loader imports', () => {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const cdn = `dist/cdn/${version}`;
  const loader = readFileSync(`${cdn}/selection-widgets.js`, 'utf8');
  if (loader !== readFileSync('dist/selection-widgets.js', 'utf8')) throw new Error(`${cdn}/selection-widgets.js differs from the build`);
  const chunks = [...loader.matchAll(/["'`]\.\/(chunks\/[^"'`]+\.js)["'`]/g)].map((match) => match[1] ?? '');
  if (chunks.length === 0) throw new Error('the loader names no chunk');
  // Chunks import each other by sibling paths (`./x.js`).
  for (const file of readdirSync(`${cdn}/chunks`)) {
    for (const match of readFileSync(`${cdn}/chunks/${file}`, 'utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      chunks.push(`chunks/${match[1]}`);
  }
  const missing = [...new Set(chunks)].filter((chunk) => !existsSync(`${cdn}/${chunk}`));
  if (missing.length) throw new Error(`missing in ${cdn}: ${missing.join(', ')}`);
  if (readdirSync(`${cdn}/chunks`).some((file) => file.endsWith('.map'))) throw new Error(`${cdn} holds source maps`);
  return `${cdn}/selection-widgets.js and ${new Set(chunks).size} chunks`;
});
await step(
  'preload.json names, for each element and the review side, the files the loader asks for it, in the package and the CDN copy alike',
  () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    const preload = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as Record<string, string[]>;
    if (readFileSync(`dist/cdn/${version}/preload.json`, 'utf8') !== readFileSync('dist/preload.json', 'utf8'))
      throw new Error(`dist/cdn/${version}/preload.json differs from the build`);
    if (!shipped.includes('dist/preload.json')) throw new Error('the tarball has no dist/preload.json');
    const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8')) as {
      modules: { declarations?: { tagName?: string }[] }[];
    };
    const tags = manifest.modules.flatMap((module) => (module.declarations ?? []).flatMap((declaration) => declaration.tagName ?? []));
    const loader = readFileSync('dist/selection-widgets.js', 'utf8');
    /** The files the built loader asks for at once for its row `name`. */
    const rowFiles = (name: string): string[] => {
      const row = new RegExp(`"${name}":\\(\\)=>Promise\\.all\\(\\[([^\\]]*)\\]`).exec(loader)?.[1];
      if (row === undefined) throw new Error(`the loader has no row for ${name}`);
      return [...row.matchAll(/import\(["'`]\.\/([^"'`]+)["'`]\)/g)].flatMap((match) => match[1] ?? []);
    };
    // Each element's row, and the review side a URL may open the home on with the home's files
    // (docs/embedding.md), each file once, and nothing else.
    const entries: Record<string, string[]> = Object.fromEntries(tags.map((tag) => [tag, rowFiles(tag)]));
    entries['review-side'] = [...new Set([...rowFiles('selection-home'), ...rowFiles('review-side')])];
    const names = Object.keys(entries);
    if (JSON.stringify(Object.keys(preload).sort()) !== JSON.stringify([...names].sort()))
      throw new Error(`preload.json names ${Object.keys(preload).join(', ')}; expected ${names.join(', ')}`);
    for (const [name, asked] of Object.entries(entries)) {
      if (JSON.stringify(preload[name]) !== JSON.stringify(asked))
        throw new Error(`${name}: preload.json has ${JSON.stringify(preload[name])}, the loader asks for ${JSON.stringify(asked)}`);
      const missing = asked.filter((file) => !existsSync(`dist/cdn/${version}/${file}`));
      if (missing.length) throw new Error(`${name}: not in the CDN copy: ${missing.join(', ')}`);
    }
    return `${tags.length} elements and the review side`;
  },
);
await step('package.json: not private, a prepack build, bundled libraries kept out of dependencies', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    private?: boolean;
    dependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  const problems = [
    manifest.private ? 'private: true' : '',
    manifest.scripts?.prepack ? '' : 'no prepack script',
    ...Object.keys(manifest.dependencies ?? {}).map((name) => `dependency ${name} is bundled already`),
  ].filter(Boolean);
  if (problems.length) throw new Error(problems.join('; '));
  return undefined;
});

// 2. A host installs it: only the package itself lands in node_modules.
mkdirSync(app, { recursive: true });
writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'scratch-host', private: true, type: 'module' }, null, 2));
const installed = await step('npm install of the tarball adds the package alone (no React, Swiper, Lit… pulled in)', () => {
  npm(['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock'], app);
  const modules = readdirSync(path.join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
  if (modules.join() !== 'selection-widgets') throw new Error(`node_modules holds ${modules.join(', ')}`);
  return undefined;
});
if (!installed) finish();

// The host's own libraries, as an app that has them installed.
for (const name of ['react', 'react-dom', 'scheduler', '@types', 'csstype', 'vue', '@vue']) {
  if (existsSync(path.join(repo, 'node_modules', name)))
    symlinkSync(path.join(repo, 'node_modules', name), path.join(app, 'node_modules', name), 'dir');
}

// 3. Type checks against the packed declarations.
const tsc = path.join(repo, 'node_modules/typescript/bin/tsc');
function typeCheck(name: string, file: string, options: Record<string, unknown> = {}, compiler: string[] = [tsc]): Promise<boolean> {
  return step(`types: ${name} compiles against the packed .d.ts (and rejects wrong attributes, events and details)`, () => {
    const dir = path.join(app, 'types', path.basename(file, path.extname(file)));
    mkdirSync(dir, { recursive: true });
    cpSync(path.join(here, 'hosts', file), path.join(dir, file));
    const { vueCompilerOptions, ...compilerOptions } = options;
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        types: [],
        skipLibCheck: false,
        ...compilerOptions,
      },
      files: [file],
      ...(vueCompilerOptions ? { vueCompilerOptions } : {}),
    };
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
    const result = spawnSync(process.execPath, [...compiler, '-p', dir], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${result.stdout}${result.stderr}`.trim());
    return undefined;
  });
}
await typeCheck('a plain DOM host', 'dom-host.ts');
await typeCheck('a React 19 host (JSX)', 'react-host.tsx', { jsx: 'react-jsx', exactOptionalPropertyTypes: true });
await typeCheck('a host calling selection-widgets/api', 'api-host.ts');
// A server has no DOM, and may check optional properties exactly: the declarations need neither.
await typeCheck('a server rendering with selection-widgets/server', 'server-host.ts', {
  lib: ['es2022'],
  types: ['node'],
  exactOptionalPropertyTypes: true,
});
await step('selection-widgets/api imports in Node from the installed tarball, its calls and schemas there', async () => {
  const script =
    "const api = await import('selection-widgets/api'); const ok = api.OkResultSchema && typeof api.checkPccc === 'function' && typeof api.applyCatalogue === 'function'; if (!ok) throw new Error(Object.keys(api).join());";
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, stdio: 'pipe' });
  return undefined;
});
// vue-tsc checks templates; it drives TypeScript 5's JavaScript compiler. The DOM and React checks
// above already read every declaration file, so this one skips them.
await typeCheck(
  'a Vue 3 host (single-file component template, vue-tsc)',
  'vue-host.vue',
  { jsx: 'preserve', skipLibCheck: true, vueCompilerOptions: { strictTemplates: true } },
  [path.join(here, 'vue-tsc.cjs')],
);

// 4. Bundled apps in Chromium.
const source = path.join(app, 'src');
cpSync(path.join(here, 'app'), source, { recursive: true });
const out = { vite: path.join(app, 'out-vite'), esbuild: path.join(app, 'out-esbuild') };
const built = {
  vite: await step('Vite builds a React 19 app that imports the package', async () => {
    const { build } = await import('vite');
    await build({
      root: source,
      base: './',
      configFile: false,
      logLevel: 'error',
      oxc: { jsx: { runtime: 'automatic' } },
      build: { outDir: out.vite, emptyOutDir: true },
    });
    return undefined;
  }),
  esbuild: await step('esbuild --bundle --splitting builds the same app', async () => {
    const { build } = await import('esbuild');
    await build({
      entryPoints: [path.join(source, 'main.tsx')],
      absWorkingDir: app,
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      minify: true,
      outdir: out.esbuild,
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    writeFileSync(
      path.join(out.esbuild, 'index.html'),
      readFileSync(path.join(source, 'index.html'), 'utf8').replace('./main.tsx', './main.js'),
    );
    return undefined;
  }),
};

const api = createReferenceApi();
const apiListener = getRequestListener(api.app.fetch);
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server: Server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const [, kind, ...rest] = url.pathname.split('/');
  if (kind === 'api' || kind === 'api_base') return void apiListener(request, response);
  // A page of its own, and the installed package's files as they are (a host with no bundler).
  if (kind === 'plain') return void response.writeHead(200, { 'content-type': types['.html'] }).end('<!doctype html><title>plain</title>');
  const root =
    kind === 'vite'
      ? out.vite
      : kind === 'esbuild'
        ? out.esbuild
        : kind === 'pkg'
          ? path.join(app, 'node_modules/selection-widgets')
          : undefined;
  const file = root ? path.join(root, rest.join('/') || 'index.html') : '';
  if (!root || !file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const scenarios = (await (await fetch(`${origin}/api/mock/selection/scenarios`)).json()) as Record<string, string>;

await step(
  'selection-widgets/server renders <selection-best> in Node from the installed tarball, with its first screen and answers',
  async () => {
    // A process of its own (the reference API answers from this one): the host's server.
    const script = [
      "const { renderElement } = await import('selection-widgets/server');",
      `const out = await renderElement({ tag: 'selection-best', attributes: { 'large-id': ${JSON.stringify(scenarios['japan-food'])} }, pageUrl: 'https://shop.example/best', apiBase: ${JSON.stringify(`${origin}/api`)} });`,
      'process.stdout.write(out.html);',
    ].join('\n');
    const html = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
      ),
    );
    const wanted = [
      '<template shadowrootmode="open">',
      '<style data-selection-served data-selection-used-rules>',
      'type="application/json" data-selection-served',
      'href="/item/',
    ];
    const missing = wanted.filter((part) => !html.includes(part));
    if (missing.length) throw new Error(`missing: ${missing.join(', ')}\n${html.slice(0, 400)}`);
    return `${(html.length / 1024).toFixed(1)} KB of HTML`;
  },
);

const browser = await chromium.launch({ executablePath: findBrowser(), args: BROWSER_ARGS });
try {
  await step('selection-widgets/api, loaded by a page as the file itself (no bundler), signs in and calls the API', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}/plain/`);
      const answer = await page.evaluate(async (password) => {
        const api = (await import('/pkg/dist/api.js' as string)) as typeof import('../../core/api/public.ts');
        await api.login({ email: 'buyer1@example.com', password });
        const [person, categories] = [await api.signedInUser(), await api.getCategories()];
        const before = (await api.issuedCouponNums()).nums;
        const coupon = await api.issueCoupon('OUTLET-WELCOME');
        const again = await api.issueCoupon('OUTLET-WELCOME').catch((error: unknown) => (error as Error).message);
        const after = (await api.issuedCouponNums()).nums;
        return `${person?.user.email ?? 'nobody'}, ${categories.length} categories, ${coupon.couponCode} claimed (${before} → ${after} held), again: ${again}`;
      }, 'selection1234');
      if (!answer.startsWith('buyer1@example.com') || !/\((\d+) → (\d+) held\), again: 이미 발급받은 쿠폰이에요\.$/.test(answer))
        throw new Error(answer);
      const [, before, after] = /\((\d+) → (\d+) held\)/.exec(answer) ?? [];
      if (Number(after) !== Number(before) + 1) throw new Error(answer);
      return answer;
    } finally {
      await page.close();
    }
  });
  for (const kind of ['vite', 'esbuild'] as const) {
    if (!built[kind]) continue;
    await step(`${kind} bundle: <selection-home> renders its first products in Chromium`, async () => {
      const page = await browser.newPage();
      const console: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource'))
          console.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => console.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
          console.push(`HTTP ${response.status()} ${response.url()}`);
      });
      try {
        await page.goto(`${origin}/${kind}/?largeId=${scenarios['japan-food']}`);
        const cards = page.locator('selection-home [part~="product-card"]');
        await cards.first().waitFor({ timeout: 15_000 });
        return `${await cards.count()} product cards`;
      } catch (error) {
        const defined = await page.evaluate(() => Boolean(customElements.get('selection-home'))).catch(() => false);
        throw new Error(
          [
            `no product card appeared (selection-home ${defined ? 'is' : 'was never'} defined)`,
            ...console,
            error instanceof Error ? (error.message.split('\n')[0] ?? '') : '',
          ].join('\n'),
          { cause: error },
        );
      } finally {
        await page.close();
      }
    });
  }
} finally {
  await browser.close();
  server.close();
}
finish();

function finish(): never {
  const failed = results.filter((result) => !result.ok).length;
  if (process.env.KEEP_SCRATCH) console.log(`scratch app kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
  console.log(`package: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
