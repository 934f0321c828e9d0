/**
 * A generated document in the tree: written by its script, or with `--check` compared with what the
 * script would write now (`npm run lint` fails on a stale one, naming the command that mends it).
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** Writes `doc` to `target`, or with `--check` exits 1 when `target` differs; returns whether it wrote. */
export function writeOrCheck(target, doc, staleMessage) {
  if (!process.argv.includes('--check')) {
    writeFileSync(target, doc);
    return true;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== doc) {
    console.error(`${target} is out of date with ${staleMessage}`);
    process.exit(1);
  }
  return false;
}
