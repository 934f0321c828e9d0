import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserName, provenance, readRecord, startRecord } from '../bench/provenance.mjs';

const browser = () => 'Chromium 131.0.6778.85';

describe('provenance: what a benchmark run measured', () => {
  let checkout: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: checkout,
      encoding: 'utf8',
    }).trim();
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    writeFileSync(path.join(checkout, file), text);
  };

  beforeAll(() => {
    checkout = mkdtempSync(path.join(tmpdir(), 'bench-provenance-'));
    git('init', '-q');
    write('widgets/card.ts', 'export const card = 1;\n');
    write('tests/bench/results.md', '# Benchmark results\n');
    git('add', '.');
    git('commit', '-qm', 'first');
  });
  afterAll(() => rmSync(checkout, { recursive: true, force: true }));

  it('names the commit, the machine and the browser', () => {
    const run = provenance({ cwd: checkout, browser });
    expect(run.commit).toBe(git('rev-parse', '--short=7', 'HEAD'));
    expect(run.changed).toBe(false);
    expect(run.machine.cores).toBe(os.cpus().length);
    expect(run.machine.memoryGiB).toBe(Math.round(os.totalmem() / 2 ** 30));
    expect(run.browser).toBe('Chromium 131.0.6778.85');
  });

  it("does not count the benchmark's own results, which a run rewrites, as a change", () => {
    write('tests/bench/results.md', '# Benchmark results\n\nRewritten by the run.\n');
    write('tests/bench/results/first-screen.json', '{}\n');
    expect(provenance({ cwd: checkout, browser }).changed).toBe(false);
  });

  it('says when a tracked file changed beside the commit', () => {
    write('widgets/card.ts', 'export const card = 2;\n');
    expect(provenance({ cwd: checkout, browser }).changed).toBe(true);
    git('checkout', '--', 'widgets/card.ts');
  });

  it('records the commit a run started on, not one made while it ran, beside its figures', () => {
    const started = git('rev-parse', '--short=7', 'HEAD');
    const record = startRecord('long-list', { cwd: checkout, browser });
    write('widgets/card.ts', 'export const card = 3;\n');
    git('commit', '-qam', 'during the run');
    record({ likes: 25, rows: [] });
    const written = JSON.parse(readFileSync(path.join(checkout, 'tests/bench/results/long-list.json'), 'utf8'));
    expect(written).toMatchObject({ measuredOn: { commit: started, changed: false }, likes: 25, rows: [] });
    expect(written.measuredOn.commit).not.toBe(git('rev-parse', '--short=7', 'HEAD'));
    expect(Number.isNaN(Date.parse(written.measuredAt))).toBe(false);
  });

  it('names no commit outside a checkout', () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'bench-provenance-'));
    try {
      expect(provenance({ cwd: elsewhere, browser })).toMatchObject({ commit: undefined, changed: false });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('reads back the record a run left, and nothing for a benchmark that has not run', () => {
    const record = startRecord('devtools-effect', { cwd: checkout, browser });
    record({ runs: 3, rows: [{ page: 'best' }] });
    expect(readRecord('devtools-effect', { cwd: checkout })).toMatchObject({
      measuredOn: { browser: 'Chromium 131.0.6778.85' },
      runs: 3,
      rows: [{ page: 'best' }],
    });
    expect(readRecord('size', { cwd: checkout })).toBeUndefined();
  });

  it("names a browser without the place its build was made, as Debian's builds print it", () => {
    expect(browserName('Chromium 156.0.8078.114 built on Debian GNU/Linux 12 (bookworm)')).toBe('Chromium 156.0.8078.114');
    expect(browserName('Chromium 131.0.6778.85')).toBe('Chromium 131.0.6778.85');
  });
});
