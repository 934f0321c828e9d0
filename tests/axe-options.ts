/**
 * The axe-core run both test layers make (tests/e2e/axe.ts in Playwright, tests/browser/axe.ts in the
 * page): the same WCAG 2.2 AA rules, the same options, read once the page is at rest.
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const AXE_OPTIONS = {
  // WCAG 2.5.3 (label in name) is an experimental rule in axe: switched on here on purpose.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only violations are read: axe then skips the selectors of every passing node, a third of its
  // time on a home.
  resultTypes: ['violations' as const],
};

/**
 * A list that a new sort, filter or category replaces stays, dimmed, until the new one is in; its
 * text has the dimming's colours, not the page's, so axe waits until none is left.
 */
export const REPLACING = '[data-state="replacing"]';
