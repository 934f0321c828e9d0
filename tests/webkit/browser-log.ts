/**
 * WebKit's own output (WebKitWebDriver's and MiniBrowser's: their warnings, a web process that
 * crashed), which run.mjs writes to one log for the whole run, read back for the journeys' report:
 * what it printed during one attempt at a journey.
 */
import { open, stat } from 'node:fs/promises';

/** Where the log ends now (0 before it exists): the mark an attempt's output begins at. */
export const logEnd = (file: string): Promise<number> =>
  stat(file).then(
    (found) => found.size,
    () => 0,
  );

/**
 * What the log gained since `mark`, at most its last `tail` bytes (an attempt's last lines are in
 * them). A read that begins after the mark begins mid-line: that partial line is left out.
 * Undefined where the log is not there.
 */
export async function printedSince(file: string, mark: number, tail: number): Promise<string | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    const from = Math.max(mark, size - tail);
    if (from >= size) return '';
    // From the byte before a cut tail: a line that ends there is whole, and the next one begins the text.
    const start = from > mark ? from - 1 : from;
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(size - start), 0, size - start, start);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    if (start === from) return text;
    // A tail with no line's end in it is one partial line: nothing whole to show.
    const cut = text.indexOf('\n');
    return cut < 0 ? '' : text.slice(cut + 1);
  } finally {
    await handle.close();
  }
}

/** The report's words for `text`: its last `count` lines that say something, under a heading, or `nothing`. */
export function lastLines(text: string, count: number): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return 'nothing';
  const shown = lines.slice(-count).map((line) => `  ${line}`);
  const heading =
    lines.length > shown.length
      ? `its last ${shown.length} lines of ${lines.length}:`
      : shown.length === 1
        ? 'one line:'
        : `${shown.length} lines:`;
  return [heading, ...shown].join('\n');
}
