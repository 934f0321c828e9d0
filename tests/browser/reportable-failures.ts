/**
 * Every browser test file starts with this (web-test-runner.config.mjs injects it into each bundle).
 *
 * A failed assertion whose `actual` or `expected` is a DOM node or a function
 * (`expect(button).to.equal(null)`) never reached the runner: the page sends its results through
 * `structuredClone`, which throws on those, so the page never reported, and the run waited out its
 * finish limit (3 minutes) to say only that the browser disconnected (modernweb-dev/web#2967,
 * open-wc/open-wc#2880). Such a value is replaced by chai's description of it (`<button …>`) as the
 * assertion fails, which the report shows as the assertion's values.
 */
import { Assertion, AssertionError, util } from 'chai';

function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * How chai shows `value`. A node is described from a copy: a node React drew carries React's own
 * properties (its fiber, which reaches the whole tree), and chai's description of those never ended.
 */
const describe = (value: unknown): string => util.inspect(value instanceof Node ? value.cloneNode(true) : value);

/** `failure`'s values, each one the page cannot send replaced by its description. */
export function reportable(failure: object): void {
  const values = failure as Record<'actual' | 'expected', unknown>;
  for (const key of ['actual', 'expected'] as const) if (key in values && !cloneable(values[key])) values[key] = describe(values[key]);
}

// As the assertion fails, before mocha's reporter sees it: the reporter diffs two values of one kind
// (two `<p>`s) at once, through every property, and through a node React drew that walk never ended.
const { prototype } = Assertion as unknown as { prototype: { assert: (...args: unknown[]) => void } };
const assert = prototype.assert;
prototype.assert = function reportableAssert(this: unknown, ...args: unknown[]) {
  try {
    assert.apply(this, args);
  } catch (error) {
    if (error instanceof AssertionError) reportable(error);
    throw error;
  }
};

afterEach(function reportableFailure() {
  const failure = this.currentTest?.err;
  if (failure) reportable(failure);
});
