/** The WebKit journeys' reading of WebKit's own output for a failed attempt (tests/webkit/browser-log.ts), on real files. */
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastLines, logEnd, printedSince } from '../webkit/browser-log.ts';

let folder: string;
let log: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'webkit-log-'));
  log = path.join(folder, 'browser.log');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('printedSince', () => {
  it('reads only what the log gained after the attempt began', async () => {
    await writeFile(log, 'an earlier journey\n');
    const mark = await logEnd(log);
    await appendFile(log, '** (MiniBrowser:1): WARNING **: WebProcess CRASHED\n');

    expect(await printedSince(log, mark, 1024)).toBe('** (MiniBrowser:1): WARNING **: WebProcess CRASHED\n');
  });

  it('reads the whole of an attempt that began before the log existed', async () => {
    const mark = await logEnd(log);
    await writeFile(log, 'first line\nsecond line\n');

    expect(mark).toBe(0);
    expect(await printedSince(log, mark, 1024)).toBe('first line\nsecond line\n');
  });

  it('keeps to the last bytes of a long attempt, leaving out the line its tail begins in', async () => {
    await writeFile(log, 'aaaaaaaaaa\nbbbbbbbbbb\ncccccccccc\n');

    // The last 15 bytes begin 7 bytes into the b line (its last 3 b's and its end).
    expect(await printedSince(log, 0, 15)).toBe('cccccccccc\n');
  });

  it('shows nothing of a tail that is one partial line', async () => {
    await writeFile(log, 'x'.repeat(30)); // A line WebKit has not ended yet.

    expect(await printedSince(log, 0, 10)).toBe('');
  });

  it('keeps a whole line where the tail begins exactly at its start', async () => {
    await writeFile(log, 'aaaaaaaaaa\nbbbbbbbbbb\ncccccccccc\n');

    expect(await printedSince(log, 0, 22)).toBe('bbbbbbbbbb\ncccccccccc\n');
  });

  it('reads nothing where the attempt printed nothing, and says where there is no log', async () => {
    await writeFile(log, 'an earlier journey\n');

    expect(await printedSince(log, await logEnd(log), 1024)).toBe('');
    expect(await printedSince(path.join(folder, 'missing.log'), 0, 1024)).toBeUndefined();
  });
});

describe('lastLines', () => {
  it('gives the last lines that say something, under a heading that counts them', () => {
    const text = ['one', '', 'two', '   ', 'three', 'four'].join('\n');

    expect(lastLines(text, 2)).toBe('its last 2 lines of 4:\n  three\n  four');
    expect(lastLines(text, 15)).toBe('4 lines:\n  one\n  two\n  three\n  four');
    expect(lastLines('WebProcess CRASHED\n', 15)).toBe('one line:\n  WebProcess CRASHED');
    expect(lastLines('\n \n', 15)).toBe('nothing');
  });
});
