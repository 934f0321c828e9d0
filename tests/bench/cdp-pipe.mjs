/**
 * The benchmarks that load a page as a visitor's browser does (devtools-effect.mjs, profile.mjs)
 * drive Chromium over a pipe with their own few CDP calls: Playwright enables DevTools' Runtime
 * domain on every page it opens, which changes what React's module costs (devtools-effect.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROWSER_ARGS, findBrowser } from '../tools/find-browser.mjs';

/**
 * A Chromium driven over `--remote-debugging-pipe` (CDP messages as NUL-terminated JSON on file
 * descriptors 3 and 4): `send` to the browser or to a page's session, `once` for an event.
 */
export function launchBrowser() {
  const profile = mkdtempSync(path.join(tmpdir(), 'selection-bench-'));
  const browser = spawn(
    findBrowser(),
    [...BROWSER_ARGS, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const [toBrowser, fromBrowser] = [browser.stdio[3], browser.stdio[4]];
  let nextId = 0;
  let buffered = '';
  const replies = new Map();
  const waiting = new Set();
  fromBrowser.on('data', (chunk) => {
    const parts = (buffered + chunk.toString('utf8')).split('\0');
    buffered = parts.pop();
    for (const part of parts) {
      const message = JSON.parse(part);
      if (message.id !== undefined) {
        const reply = replies.get(message.id);
        replies.delete(message.id);
        if (message.error) reply?.reject(new Error(`bench: ${reply.method}: ${message.error.message}`));
        else reply?.resolve(message.result);
      } else {
        for (const waiter of waiting) if (waiter.matches(message)) waiter.resolve(message.params);
      }
    }
  });
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      replies.set(nextId, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id: nextId, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  const once = (method, sessionId) =>
    new Promise((resolve) => {
      const waiter = {
        matches: (message) => message.method === method && message.sessionId === sessionId,
        resolve: (params) => {
          waiting.delete(waiter);
          resolve(params);
        },
      };
      waiting.add(waiter);
    });
  const close = async () => {
    await send('Browser.close').catch(() => undefined);
    await new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve()));
    rmSync(profile, { recursive: true, force: true });
  };
  return { send, once, close };
}
