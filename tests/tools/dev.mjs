/** `npm run dev`: rebuilds the bundle on change and restarts the demo host on change. */
import { spawn } from 'node:child_process';

const run = (command, args) => spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const children = [
  run('npx', ['vite', 'build', '--watch']),
  run('npx', ['vite', 'build', '-c', 'vite.demo.config.ts', '--watch']),
  run('npx', ['tsx', 'watch', '--exclude', 'dist/**', 'demo-host/server.ts']),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill(signal)));
