/** Runs axe-core (WCAG 2.2 AA rules) on the page as it stands, open shadow roots and open dialogs included. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { AXE_OPTIONS, REPLACING, WCAG_TAGS } from '../axe-options.ts';

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: string[];
}

/**
 * Serious and critical findings, with the selector of each node, for a readable failure. Read once the
 * page is at rest: a list that a new sort, filter or category replaces stays, dimmed, until the new
 * one is in (`data-state="replacing"`), and its text has the dimming's colours, not the page's.
 */
export async function seriousFindings(page: Page, testInfo?: TestInfo): Promise<AxeFinding[]> {
  await expect(page.locator(REPLACING), 'no list being replaced before axe').toHaveCount(0);
  // A page without frames is read by axe.run in the page itself ("legacy mode"): the default mode
  // opens a blank page to merge the frames' results, about 2 s of each run for nothing to merge.
  const results = await new AxeBuilder({ page })
    .options(AXE_OPTIONS)
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.map((node) => `${node.target.join(' >>> ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
  if (testInfo) {
    const count = findings.reduce((sum, finding) => sum + finding.nodes.length, 0);
    // The count per state is kept in the report, so a run shows where the page stands.
    testInfo.annotations.push({ type: 'axe-serious-nodes', description: String(count) });
    await testInfo.attach('axe-serious', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  }
  return findings;
}
