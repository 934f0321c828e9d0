/**
 * Every browser test file starts with this too (web-test-runner.config.mjs injects it). A test during
 * which hydration met something unlike the server's HTML fails, whatever it asserted:
 * - a mismatch React recovered from by drawing afresh (`onRecoverableError`, which the element
 *   renderer prints as SW010): every served element in every test hydrates with none (issue 25);
 * - an attribute that differs: not an error React reports. Its development build only prints it, and
 *   keeps the server's value until the attribute changes again, so the served attribute (an
 *   `aria-busy`, a `disabled`) stayed wrong.
 */
const printed: string[] = [];
const consoleError = console.error.bind(console);
const hydrationWarnings = ["didn't match the client properties", 'did not match its server render'];
console.error = (...args: unknown[]) => {
  const first = args[0];
  if (typeof first === 'string' && hydrationWarnings.some((warning) => first.includes(warning))) {
    printed.push(args.map(String).join(' '));
  }
  consoleError(...args);
};

/** Fails when hydration printed anything since the last check (`when`: which check found it). */
function checkPrinted(when: string): void {
  const warnings = printed.splice(0);
  if (warnings.length > 0) throw new Error(`hydration found what differs from the server's HTML${when}:\n${warnings.join('\n')}`);
}

afterEach(function hydratedAsServed() {
  // A test that failed already says why; what it printed is dropped with it.
  if (this.currentTest?.state === 'failed') printed.length = 0;
  else checkPrinted('');
});

// One printed after the last test's own check (in a describe's `after` hook) fails the file.
after(() => checkPrinted(', after the last test'));
