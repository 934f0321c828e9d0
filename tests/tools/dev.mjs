/**
 * `npm run dev`: the library build (`build:lib`'s steps) once, then again after each change under
 * widgets/, core/, bridge/, loader/, server/ or scripts/ (tests aside), one build at a time; the
 * demo host's own UI rebuilt on change; the demo host restarted on a change to its code and after each
 * library build (its server-rendered pages import dist/server.js once per process).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, watch } from 'node:fs';
import path from 'node:path';

const SOURCES = ['widgets', 'core', 'bridge', 'loader', 'server', 'scripts'];
/** Tests, and editors' dotfiles and backups, are not the library's sources. */
const NOT_SOURCE = /\.test\.|(^|[\\/])\.|~$/;

const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
const run = (argv, stdio = 'inherit') => spawn(argv[0], argv.slice(1), { stdio, env, shell: process.platform === 'win32' });

// build:lib's steps, read from package.json so the two never differ. Its first step, the widget build,
// empties dist/ (vite.config.ts); a rebuild keeps dist/ so the loader and the other entries stay served
// while it runs.
const steps = JSON.parse(readFileSync('package.json', 'utf8'))
  .scripts['build:lib'].split(' && ')
  .map((step) => {
    if (/["'`$|;<>&]/.test(step)) throw new Error(`dev: the build:lib step "${step}" is not a plain command`);
    return step.trim().split(/\s+/);
  });
if (steps[0].join(' ') !== 'vite build') throw new Error('dev: build:lib no longer starts with the widget build, `vite build`');
const rebuildSteps = [[...steps[0], '--emptyOutDir', 'false'], ...steps.slice(1)];

let stopping = false;
/** The build step running now, the demo UI's watch build, the demo host. */
let step;
let demoUi;
let host;

async function buildLibrary(list) {
  for (const argv of list) {
    const code = await new Promise((resolve) => {
      step = run(argv);
      step.on('error', () => resolve(1));
      step.on('close', (exitCode) => resolve(exitCode));
    });
    step = undefined;
    if (stopping) return false;
    if (code !== 0) {
      console.error(`dev: \`${argv.join(' ')}\` failed; the library is built again on the next change`);
      return false;
    }
  }
  console.log('dev: library built');
  return true;
}

let building = false;
let changedMeanwhile = false;
async function build(list) {
  if (building) {
    changedMeanwhile = true;
    return;
  }
  building = true;
  do {
    changedMeanwhile = false;
    // tsx watch restarts its script on a line on its input.
    if ((await buildLibrary(list)) && host) host.stdin.write('\n');
    list = rebuildSteps;
  } while (changedMeanwhile && !stopping);
  building = false;
}

let timer;
const watchers = SOURCES.map((dir) =>
  watch(dir, { recursive: true }, (_event, file) => {
    if (!file || NOT_SOURCE.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void build(rebuildSteps), 300);
  }),
);

// The demo UI's watch build keeps dist-demo/ (vite.demo.config.ts empties it), where its stylesheet is
// copied at the start and on each change.
mkdirSync('dist-demo', { recursive: true });
const copyStylesheet = () => {
  try {
    copyFileSync('demo-host/ui/demo-host.css', 'dist-demo/demo-host.css');
  } catch (error) {
    console.error(`dev: demo-host.css not copied: ${error.message}`);
  }
};
copyStylesheet();
watchers.push(
  watch('demo-host/ui', (_event, file) => {
    if (file === 'demo-host.css') copyStylesheet();
  }),
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
    const children = [step, demoUi, host].filter((child) => child && child.exitCode === null && child.signalCode === null);
    children.forEach((child) => child.kill(signal));
    void Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve)))).then(() => process.exit(0));
  });
}

await build(steps);
if (!stopping) {
  demoUi = run(['vite', 'build', '-c', 'vite.demo.config.ts', '--watch', '--emptyOutDir', 'false']);
  host = run(['tsx', 'watch', '--clear-screen=false', '--exclude', 'dist/**', 'demo-host/server.ts'], ['pipe', 'inherit', 'inherit']);
  // A restart asked for after the host has gone (its port taken, say) is dropped.
  host.stdin.on('error', () => {});
}
