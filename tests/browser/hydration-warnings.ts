/**
 * Every browser test file starts with this too (web-test-runner.config.mjs injects it).
 *
 * An attribute that hydration finds different from the server's HTML is not an error React reports
 * (`onRecoverableError`, counted as SW010): React's development build only prints it, and keeps the
 * server's value until the attribute changes again. A test during which React printed one fails,
 * whatever it asserted: the served attribute (an `aria-busy`, a `disabled`) stayed wrong.
 */
const printed: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes("didn't match the client properties")) printed.push(args.map(String).join(' '));
  consoleError(...args);
};

afterEach(function attributesHydratedAsServed() {
  const warnings = printed.splice(0);
  if (warnings.length > 0 && this.currentTest?.state !== 'failed') {
    throw new Error(`hydration found attributes that differ from the server's HTML:\n${warnings.join('\n')}`);
  }
});
