/** Serves the demo host for the end-to-end tests, building the bundle first if it is missing. */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!['dist/selection-widgets.js', 'dist-demo/demo-host.js'].every((file) => existsSync(file))) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'demo-host/server.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
