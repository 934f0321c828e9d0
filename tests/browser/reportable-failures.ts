/**
 * Every browser test file starts with this (web-test-runner.config.mjs injects it into each bundle).
 *
 * A failed assertion whose `actual` or `expected` is a DOM node or a function
 * (`expect(button).to.equal(null)`) never reached the runner: the page sends its results through
 * `structuredClone`, which throws on those, so the page never reported, and the run waited out its
 * finish limit (3 minutes) to say only that the browser disconnected (modernweb-dev/web#2967,
 * open-wc/open-wc#2880). After each failed test, such a value is replaced by chai's description of
 * it (`<button …>`), which the report shows as the assertion's values.
 */
import { util } from 'chai';

function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** `failure`'s values, each one the page cannot send replaced by its description. */
export function reportable(failure: object): void {
  const values = failure as Record<'actual' | 'expected', unknown>;
  for (const key of ['actual', 'expected'] as const) if (key in values && !cloneable(values[key])) values[key] = util.inspect(values[key]);
}

afterEach(function reportableFailure() {
  const failure = this.currentTest?.err;
  if (failure) reportable(failure);
});
