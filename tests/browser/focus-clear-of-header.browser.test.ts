/**
 * The host's sticky header over the elements with no bar of their own (WCAG 2.4.11): a control
 * focused under it rests below it, as on the home (whose bars category-nav.browser.test.ts covers).
 */
import { expect } from 'chai';
import { cleanup, mount, scenarioId, shadow, waitFor } from './helpers.ts';
import { pressShiftTab } from './engine.ts';
// The elements alone: the loader would bundle every widget into this test.
import '../../widgets/selection-best/selection-best.element.ts';
import '../../widgets/selection-children/selection-children.element.ts';
import '../../widgets/selection-story-list/selection-story-list.element.ts';

/** The default height of the host's header (`--selection-sticky-top`). */
const HEADER = 48;

const ELEMENTS: [tag: string, attributes: () => Promise<Record<string, string>>][] = [
  ['selection-best', async () => ({ 'large-id': await scenarioId('outlet') })],
  ['selection-children', async () => ({ 'large-id': await scenarioId('outlet') })],
  ['selection-story-list', async () => ({ 'selection-frame-data-id': await scenarioId('sneakers'), 'story-type': 'SNEAKERS' })],
];

describe("focus clear of the host's header", () => {
  for (const [tag, attributes] of ELEMENTS)
    it(`<${tag}>: a control Shift+Tab reaches just above the view rests below the host's header, not under it`, async () => {
      const element = mount(tag, await attributes());
      // Room to scroll any control to the top of the view.
      const after = document.createElement('div');
      after.style.height = '200vh';
      element.after(after);
      try {
        const controls = await waitFor(
          () => {
            const found = [...shadow(element).querySelectorAll<HTMLElement>('a[href], button')].filter((control) => control.tabIndex >= 0);
            return found.length > 6 ? found : undefined;
          },
          { message: 'its controls' },
        );
        const [control, next] = [controls[4], controls[5]] as [HTMLElement, HTMLElement];
        // Its top just past the top of the view (the stop before the one focused, walking up).
        window.scrollBy(0, control.getBoundingClientRect().top + 10);
        next.focus({ preventScroll: true });
        expect(control.getBoundingClientRect().top, 'partly above the view').to.be.below(0);
        await pressShiftTab();
        expect(shadow(element).activeElement).to.equal(control);
        await waitFor(() => control.getBoundingClientRect().top >= HEADER, {
          message: () => `below the header: ${control.getBoundingClientRect().top}`,
        });
      } finally {
        after.remove();
        cleanup();
        window.scrollTo(0, 0);
      }
    });
});
