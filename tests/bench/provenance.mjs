/**
 * What a benchmark run measured, beside its figures: the commit of the checkout (and whether files
 * had changed beside it), the machine and the browser. The same commit reads differently on two
 * machines of one kind (docs/testing.md, benchmark), so each result file carries this (`startRecord`
 * writes the files), and report.mjs writes it into results.md beside the time of the run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findBrowser } from '../tools/find-browser.mjs';

/** A command's output, trimmed; undefined where it cannot run (no git, not a checkout) or says nothing. */
const output = (command, args, cwd) => {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * `Chromium 131.0.6778.85`: a browser's name and version from what its `--version` prints, without
 * the place of the build Debian's builds add (`… built on Debian GNU/Linux 12 (bookworm)`).
 */
export const browserName = (printed) => printed.replace(/ built on .*$/, '');

/** The benchmarks' browser, as it names itself (`browserName`); undefined where it does not run. */
export const browserVersion = () => {
  const printed = output(findBrowser(), ['--version']);
  return printed && browserName(printed);
};

/** The run's commit, machine and browser; `cwd`, the checkout (the working directory by default). */
export function provenance({ cwd = process.cwd(), browser = browserVersion } = {}) {
  const cpus = os.cpus();
  // Tracked files changed beside the commit; results.md, which a run rewrites, is not a change (its JSON is untracked).
  const changes = output('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!tests/bench/results.md'], cwd);
  return {
    commit: output('git', ['rev-parse', '--short=7', 'HEAD'], cwd),
    changed: changes !== undefined,
    machine: {
      cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim(),
      cores: cpus.length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
    },
    browser: browser(),
  };
}

const RESULTS = 'tests/bench/results';

/** Where a benchmark's record `name` lies in the checkout `cwd`. */
const recordFile = (name, cwd = process.cwd()) => path.join(cwd, RESULTS, `${name}.json`);

/**
 * Begins a benchmark's record, reading its provenance now: a run measures the code it loaded as it
 * started, not a commit made while it ran. The function it returns leaves the run's figures in
 * tests/bench/results/<name>.json, with the time they were taken and that provenance, for report.mjs.
 * `options` as `provenance` takes them.
 */
export function startRecord(name, options = {}) {
  const measuredOn = provenance(options);
  const file = recordFile(name, options.cwd);
  return (figures) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), measuredOn, ...figures }, null, 2)}\n`);
  };
}

/** The last record `name` a benchmark left (`startRecord`), or undefined where none has run. */
export function readRecord(name, { cwd } = {}) {
  const file = recordFile(name, cwd);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
