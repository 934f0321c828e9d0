/**
 * axe-core for browser tests: `await expectAccessible(element)` runs the WCAG 2.2 AA rules on what the
 * element renders (its open shadow root and open dialogs included) and fails on any serious or
 * critical finding, as Shoelace's `to.be.accessible()` does.
 */
import axe from 'axe-core';
import { AXE_OPTIONS, REPLACING, WCAG_TAGS } from '../axe-options.ts';
import { waitFor } from './helpers.ts';

/** Whether `scope`, or an open shadow root under it, holds a node matching `selector`. */
function holds(scope: ParentNode, selector: string): boolean {
  return [scope, ...scope.querySelectorAll('*')].some(
    (node) => node instanceof Element && (node.matches(selector) || (node.shadowRoot !== null && holds(node.shadowRoot, selector))),
  );
}

/**
 * The serious and critical findings on `element`, one line per node, read once the page is at rest:
 * a list that a new sort, filter or category replaces stays, dimmed, until the new one is in
 * (`data-state="replacing"`), and its text has the dimming's colours, not the page's.
 */
export async function seriousFindings(element: Element = document.body): Promise<string[]> {
  await waitFor(() => !holds(element, REPLACING), { message: 'no list being replaced before axe' });
  const results = await axe.run(element, { ...AXE_OPTIONS, runOnly: { type: 'tag', values: WCAG_TAGS } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`,
      ),
    );
}

export async function expectAccessible(element: Element = document.body): Promise<void> {
  const findings = await seriousFindings(element);
  if (findings.length > 0) throw new Error(`axe found ${findings.length} serious or critical problem(s):\n${findings.join('\n')}`);
}
