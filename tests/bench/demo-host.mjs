/**
 * The benchmarks' demo host (server.ts: the product's demo host plus the floor pages), started as a
 * child process, ready once it says it listens.
 */
import { spawn } from 'node:child_process';

/** Starts the demo host on `port`; `root` serves another checkout's build (a before/after). */
export const serve = (port, root) =>
  spawn(process.execPath, ['--import', 'tsx', 'tests/bench/server.ts'], {
    env: { ...process.env, PORT: String(port), ...(root ? { DEMO_ROOT: root } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });

/** Resolves when the server says it listens (its first line), with the seeded scenarios' ids. */
export async function listening(server, origin) {
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('demo host:') && resolve());
    server.on('exit', (code) => reject(new Error(`bench: the demo host exited (${code})`)));
  });
  return (await fetch(`${origin}/api/mock/selection/scenarios`)).json();
}
