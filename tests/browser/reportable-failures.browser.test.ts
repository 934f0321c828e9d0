/**
 * A failed assertion that names a DOM node or a function is reported (reportable-failures.ts): its
 * values become what the page can send to the runner, described as chai describes them.
 */
import { AssertionError, expect } from 'chai';
import { reportable } from './reportable-failures.ts';

/** The error `assert` throws. */
function failureOf(assert: () => void): InstanceType<typeof AssertionError> {
  try {
    assert();
  } catch (error) {
    if (error instanceof AssertionError) return error;
    throw error;
  }
  throw new Error('the assertion passed');
}

describe('a failed assertion on values the page cannot send', () => {
  it("describes them as the assertion fails, before mocha's reporter diffs two nodes of one kind (a node React drew took that diff forever)", () => {
    const failure = failureOf(() => expect(document.createElement('p')).to.equal(document.createElement('p')));
    expect([typeof failure.actual, typeof failure.expected]).to.deep.equal(['string', 'string']);
    expect(failure.actual).to.match(/^<p\b/);
  });

  it('describes a DOM node and a function as chai shows them, keeps a plain value, and can be sent', () => {
    const button = document.createElement('button');
    button.textContent = '찜';
    const failures = [failureOf(() => expect(button).to.equal(null)), failureOf(() => expect(() => 1).to.equal(button))];
    // What the page sends of each failure.
    const values = () => failures.map(({ actual, expected }) => ({ actual, expected }));
    for (const failure of failures) reportable(failure);
    const sent = structuredClone(values());
    const [first, second] = sent;
    expect(first?.actual)
      .to.be.a('string')
      .and.match(/^<button\b/);
    expect(first?.expected).to.equal(null);
    expect(second?.actual)
      .to.be.a('string')
      .and.match(/Function/);
    expect(second?.expected)
      .to.be.a('string')
      .and.match(/^<button\b/);
  });
});
