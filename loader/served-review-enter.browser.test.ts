/**
 * An Enter in a server-rendered review-request box while the element's code was on its way
 * (early-taps.ts): the box's form is sent by script alone, so the Enter is held as a tap on 등록 and
 * answered once the section has hydrated, as a tap on 등록 is, with the text typed meanwhile. Its own
 * file: the element must not be defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { atUrl, loginAs, logout, waitFor } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

describe('a server-rendered review-request box', () => {
  it('sends what was typed on an Enter pressed before the code came, once the section has hydrated', async () => {
    await loginAs('buyer2@example.com');
    atUrl('?tab=1');
    const before = hydrationRecord().hydrated;
    const { box, root } = await putServed('selection-home', 'sneakers');
    // A comment of this run's own (the API lives as long as the test run, across engines), with no
    // letter twice in a row: WebKit's driver types a run of one key as one.
    const comment = `dunk-low-${Date.now().toString(36)}`.replace(/(.)\1+/g, '$1');
    try {
      // What the loader does for a served element whose code is on its way.
      holdEarlyTaps(root);
      const input = root.querySelector<HTMLInputElement>('[part="request-input"]');
      if (!input) throw new Error('no review-request box in the server render');
      input.focus();
      await sendKeys({ type: comment });
      await sendKeys({ press: 'Enter' });
      expect(input.value, 'the Enter leaves the text where it is').to.equal(comment);

      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === before + 1, { message: 'the element to hydrate' });
      // Sent as typed (not the empty box React drew at hydration): in the list, and the box emptied.
      await waitFor(() => root.querySelector('[part="request-list"]')?.textContent?.includes(comment) === true, {
        message: 'the request in the list',
        timeout: 8000,
      });
      await waitFor(() => root.querySelector<HTMLInputElement>('[part="request-input"]')?.value === '', { message: 'the box emptied' });
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      box.remove();
      atUrl('');
      await logout();
    }
  });
});
