#!/usr/bin/env node
/**
 * Mutation check, run on demand (not part of `npm test`): breaks one feature at a time and runs the
 * one test file that should notice, expecting it to fail. Prints mutation → killed / survived.
 *
 *   node tests/tools/mutation-check.mjs            # every mutation (about 4–5 minutes here)
 *   node tests/tools/mutation-check.mjs --no-e2e   # without the two that need a build (about 2 minutes)
 *   node tests/tools/mutation-check.mjs head       # only mutations whose name contains "head"
 *   --no-baseline                                  # skip the first run of each test unmutated
 *
 * Each mutation is a literal text replacement in one source file; the file is restored in `finally`
 * (also on Ctrl-C), and the bundle is rebuilt after an end-to-end mutation. A mutation whose text is
 * no longer in its file is reported as "not applied" (the code moved on: update the row). Ports:
 * WTR_PORT and E2E_PORT as for the test commands. Each test first runs once unmutated: a test that
 * fails anyway cannot kill anything, and its rows say so. Exits 1 when any mutation survived.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const unit = (file) => ['npx', ['vitest', 'run', file]];
const browser = (file) => ['node', ['tests/tools/with-browser.mjs', 'web-test-runner', '--files', file]];
const e2e = (file, grep) => ['node', ['tests/tools/with-browser.mjs', 'playwright', 'test', file, '--project=desktop', '-g', grep]];

/** name, file, text → replacement, the test that must fail, and whether the bundle must be built. */
const MUTATIONS = [
  {
    name: 'head start off in the loader table (every prefetch a no-op)',
    file: 'loader/registry.ts',
    replace: [/startQuery\(spec\)/g, 'void spec'],
    test: browser('loader/registry.browser.test.ts'),
  },
  {
    name: 'head start off in the loader (never calls the table)',
    file: 'loader/selection-widgets.ts',
    replace: ['startFirstScreenRequests(plan, element.shadowRoot !== null);', 'void plan;'],
    test: e2e('tests/e2e/home.spec.ts', 'loader starting the requests'),
    build: true,
  },
  {
    name: 'composition guard dropped: search bar Enter',
    file: 'widgets/selection-home/search-bar.tsx',
    replace: ["event.key !== 'Enter' || isComposing(event)", "event.key !== 'Enter'"],
    test: browser('widgets/selection-home/search-bar.browser.test.ts'),
  },
  {
    name: 'composition guard dropped: search form submits natively',
    file: 'widgets/selection-home/search-bar.tsx',
    replace: [/onSubmit=\{\(event\) => \{\s*event\.preventDefault\(\);\s*\}\}/, 'onSubmit={() => undefined}'],
    test: browser('widgets/selection-home/search-bar.browser.test.ts'),
  },
  {
    name: 'composition guard dropped: review request box Enter',
    file: 'widgets/selection-home/review/review-requests.tsx',
    replace: ["event.key !== 'Enter' || isComposing(event)", "event.key !== 'Enter'"],
    test: browser('widgets/selection-home/review/review-requests.browser.test.ts'),
  },
  {
    name: 'composition guard dropped: review request form submits natively',
    file: 'widgets/selection-home/review/review-requests.tsx',
    replace: ['onSubmit={(event) => event.preventDefault()}', 'onSubmit={() => undefined}'],
    test: browser('widgets/selection-home/review/review-requests.browser.test.ts'),
  },
  {
    name: 'composition guard dropped: the shared check (isComposing)',
    file: 'widgets/ui/composition.ts',
    replace: ['event.nativeEvent.isComposing || event.keyCode === 229', 'false'],
    test: browser('widgets/selection-home/search-bar.browser.test.ts'),
  },
  {
    name: 'schema check dropped: SafeLinkSchema accepts any URL',
    file: 'core/schemas/safe-url.ts',
    replace: ['v.transform((url) => safeLinkUrl(url))', 'v.transform((url) => url)'],
    test: unit('core/schemas/safe-url.test.ts'),
  },
  {
    name: "schema check dropped: a frame's type is any string",
    file: 'core/schemas/selection-frame.ts',
    replace: ['type: v.picklist(FRAME_TYPES),', 'type: v.string(),'],
    test: unit('core/schemas/selection-frame.test.ts'),
  },
  {
    name: 'like rollback dropped',
    file: 'core/actions/like.ts',
    replace: [/return \(\) => patchCachedItem\([^\n]*\);/, 'return () => undefined;'],
    test: unit('core/actions/like.test.ts'),
  },
  {
    name: 'link modifier-key guard dropped (isBrowserClick)',
    file: 'widgets/ui/nav-link.tsx',
    replace: ['event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0', 'false'],
    test: browser('widgets/selection-home/child-circles.browser.test.ts'),
  },
  {
    name: 'elements defined before the configuration is settled',
    file: 'widgets/ui/define-element.tsx',
    replace: ['whenConfigSettled(() => {', '((define: () => void) => define())(() => {'],
    test: e2e('tests/e2e/embedding.spec.ts', 'comes after the elements'),
    build: true,
  },
  {
    name: 'configuration taken as settled at readyState interactive (before the deferred scripts)',
    file: 'loader/selection-widgets.ts',
    replace: ['if (contentLoaded) setTimeout(run, 0);', "if (contentLoaded || document.readyState !== 'loading') setTimeout(run, 0);"],
    test: e2e('tests/e2e/embedding.spec.ts', 'comes after the elements'),
    build: true,
  },
  {
    name: 'a page configured ahead still waits for DOMContentLoaded before its calls leave',
    file: 'loader/selection-widgets.ts',
    replace: [
      'const configuredAhead = saysWhereCallsGo(onTag) || saysWhereCallsGo(window.SelectionWidgetsConfig);',
      'const configuredAhead = false;',
    ],
    test: e2e('tests/e2e/embedding.spec.ts', 'configured ahead'),
    build: true,
  },
  {
    name: 'a scroll row sent back to its last scroll event when items arrive while an arrow pages it',
    file: 'widgets/ui/scroll-row.tsx',
    replace: [
      'if (heading.current !== undefined) element.scrollTo({ left: heading.current, behavior: scrollBehavior() });\n      else if',
      'if',
    ],
    test: browser('widgets/ui/scroll-row.browser.test.ts'),
  },
  {
    name: "the review tab's voter count left to the element's code",
    file: 'core/api/review-tab-requests.ts',
    replace: [
      '  voteListRequest(votePreviewParams(largeId)),\n  votedUserCountRequest(largeId),',
      '  voteListRequest(votePreviewParams(largeId)),',
    ],
    test: e2e('tests/e2e/first-screen.spec.ts', 'review tab asks for its own first screen'),
    build: true,
  },
  {
    name: "the vote page's voter count left to the element's code",
    file: 'core/api/review-tab-requests.ts',
    replace: [
      '  voteListRequest(votePageParams(largeId, 1, sortType)),\n  votedUserCountRequest(largeId),',
      '  voteListRequest(votePageParams(largeId, 1, sortType)),',
    ],
    test: e2e('tests/e2e/first-screen.spec.ts', 'vote page asks for its list'),
    build: true,
  },
  {
    name: 'prices and counts written by an Intl formatter on the way to the first card',
    file: 'core/domain/format.ts',
    replace: ['if (!Number.isSafeInteger(value) || Object.is(value, -0)) return', 'if (value === value) return'],
    test: e2e('tests/e2e/first-screen.spec.ts', 'Intl object'),
    build: true,
  },
  {
    name: "the review side's date format built as its code loads",
    file: 'core/messages/review.ts',
    replace: [
      'let dayFormat: Intl.DateTimeFormat | undefined;',
      "let dayFormat: Intl.DateTimeFormat | undefined = new Intl.DateTimeFormat('ko-KR');",
    ],
    test: e2e('tests/e2e/first-screen.spec.ts', 'Intl object'),
    build: true,
  },
  {
    name: "the comment counter's segmenter built as its code loads",
    file: 'core/domain/graphemes.ts',
    replace: ['let segmenter: Intl.Segmenter | undefined;', "let segmenter: Intl.Segmenter | undefined = new Intl.Segmenter('ko');"],
    test: e2e('tests/e2e/first-screen.spec.ts', 'Intl object'),
    build: true,
  },
  {
    name: 'first draw does not wait for its answers on their way',
    file: 'widgets/ui/element-renderer.ts',
    replace: ['if (onTheirWay.length > 0) {', 'if (onTheirWay.length < 0) {'],
    test: e2e('tests/e2e/first-screen.spec.ts', 'no loading screen before them'),
    build: true,
  },
  {
    name: 'combined-shipping row asked for with the first screen',
    file: 'widgets/selection-home/bundle-slider.tsx',
    replace: ['onServer || !near', 'onServer'],
    test: e2e('tests/e2e/ssr.spec.ts', 'bundle row'),
    build: true,
  },
  {
    name: 'served stylesheet cut too far (a rule the markup uses left out)',
    file: 'server/used-rules.ts',
    replace: ['requiredClasses(selector).every(used)', "requiredClasses(selector).every(used) && !selector.includes('banner')"],
    test: e2e('tests/e2e/ssr.spec.ts', 'served stylesheet'),
    build: true,
  },
  {
    name: "served element's cut stylesheet adopted (it would stand after the whole one)",
    file: 'widgets/ui/served-render.ts',
    replace: ['if (!style.hasAttribute(USED_RULES_MARK)) adopt(', 'adopt('],
    test: e2e('tests/e2e/ssr.spec.ts', 'japan-food home .template A.: hydrates'),
    build: true,
  },
  {
    name: "frames reader's failure left unhandled by the loader",
    file: 'loader/registry.ts',
    replace: ['    },\n    () => undefined,\n  );\n}', '    },\n  );\n}'],
    test: e2e('tests/e2e/first-screen.spec.ts', 'frames reader that fails to load'),
    build: true,
  },
  {
    name: 'head start (and its frames reader) for a served home too',
    file: 'loader/registry.ts',
    replace: ['if (!plan || served) return;', 'if (!plan) return;'],
    test: e2e('tests/e2e/ssr.spec.ts', 'served home asks for no code'),
    build: true,
  },
  {
    name: "the best page's first pictures left lazy (its list not said to open the page)",
    file: 'widgets/selection-best/selection-best.tsx',
    replace: ['ranked opensPage />', 'ranked />'],
    test: browser('widgets/selection-best/selection-best.browser.test.ts'),
  },
  {
    name: "the demo host's own UI loaded from a served page's head",
    file: 'demo-host/pages/layout.ts',
    replace: ["${served ? 'demo-host-after-first-screen' : 'demo-host'}", 'demo-host'],
    test: e2e('tests/e2e/ssr.spec.ts', "demo host's own UI waits"),
  },
];

const args = process.argv.slice(2);
const withE2e = !args.includes('--no-e2e');
const only = args.find((arg) => !arg.startsWith('--'));

const run = (command, commandArgs, quiet = true) =>
  spawnSync(command, commandArgs, {
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    // One engine is enough to see a test notice a broken feature (SELECTION_ENGINES picks others).
    env: { SELECTION_ENGINES: 'chromium', ...process.env },
    timeout: 600_000,
  });

function build() {
  const result = run('npm', ['run', 'build']);
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}

const originals = new Map();
function restoreAll() {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restoreAll();
    process.exit(130);
  });
}

const testName = (mutation) => mutation.test[1].find((arg) => /\.(test|spec)\.ts$/.test(arg));
const chosen = MUTATIONS.filter((mutation) => !only || mutation.name.includes(only));

/** Each test once as it is: green, or its rows cannot tell anything. */
const baseline = new Map();
if (!args.includes('--no-baseline')) {
  for (const mutation of chosen) {
    const key = mutation.test[1].join(' ');
    if (baseline.has(key) || (mutation.build && !withE2e)) continue;
    const [command, commandArgs] = mutation.test;
    const result = run(command, commandArgs);
    baseline.set(key, result.status === 0);
    console.log(`baseline  ${result.status === 0 ? 'passes' : 'FAILS '}  ${testName(mutation)}`);
    if (result.status !== 0) console.log(`${result.stdout}${result.stderr}`.split('\n').slice(-30).join('\n'));
  }
}

const rows = [];
for (const mutation of chosen) {
  if (mutation.build && !withE2e) {
    rows.push([mutation.name, 'skipped (--no-e2e)', '']);
    continue;
  }
  if (baseline.get(mutation.test[1].join(' ')) === false) {
    rows.push([mutation.name, 'NO VERDICT (fails unmutated)', testName(mutation)]);
    continue;
  }
  const started = Date.now();
  const original = readFileSync(mutation.file, 'utf8');
  const [find, replacement] = mutation.replace;
  const mutated = original.replace(find, replacement);
  if (mutated === original) {
    rows.push([mutation.name, 'NOT APPLIED (text not found)', mutation.file]);
    continue;
  }
  let outcome;
  try {
    originals.set(mutation.file, original);
    writeFileSync(mutation.file, mutated);
    if (mutation.build) build();
    const [command, commandArgs] = mutation.test;
    const result = run(command, commandArgs);
    outcome = result.status === 0 ? 'SURVIVED' : 'killed';
  } finally {
    restoreAll();
    if (mutation.build) build();
  }
  rows.push([mutation.name, outcome, `${testName(mutation)} (${Math.round((Date.now() - started) / 1000)} s)`]);
  console.log(`${outcome.padEnd(9)} ${mutation.name}`);
}

const width = Math.max(...rows.map((row) => row[0].length));
console.log(`\n${'mutation'.padEnd(width)} | result   | test`);
console.log(`${'-'.repeat(width)}-|----------|-----`);
for (const [name, outcome, test] of rows) console.log(`${name.padEnd(width)} | ${outcome.padEnd(8)} | ${test}`);
process.exit(rows.some((row) => row[1] === 'SURVIVED' || row[1].startsWith('NO VERDICT')) ? 1 : 0);
