/**
 * axe-core for browser tests: `await expectAccessible(element)` runs the WCAG 2.2 AA rules on what the
 * element renders (its open shadow root and open dialogs included) and fails on any serious or
 * critical finding, as Shoelace's `to.be.accessible()` does; and on a role description not in Korean.
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

/** `element` and every element under it, open shadow roots included. */
const allUnder = (element: Element): Element[] => [
  element,
  ...[...(element.shadowRoot?.children ?? []), ...element.children].flatMap(allUnder),
];

/**
 * Role descriptions not in Korean: a screen reader reads them in the element's language (`lang="ko"`),
 * which axe does not check ("slide" read by a Korean voice).
 */
const foreignRoleDescriptions = (element: Element): string[] =>
  allUnder(element)
    .map((node) => node.getAttribute('aria-roledescription'))
    .filter((text): text is string => text !== null && !/[가-힣]/.test(text))
    .map((text) => `aria-roledescription "${text}" is not Korean`);

export async function expectAccessible(element: Element = document.body): Promise<void> {
  const findings = [...(await seriousFindings(element)), ...foreignRoleDescriptions(element)];
  if (findings.length > 0) throw new Error(`axe found ${findings.length} serious or critical problem(s):\n${findings.join('\n')}`);
}
