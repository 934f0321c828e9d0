/**
 * An Enter in a server-rendered review-request box while the element's code was on its way
 * (early-taps.ts): the box's form is sent by script alone, so the Enter is held as a tap on 등록 and
 * answered once the section has hydrated, as a tap on 등록 is. Its own file: the element must not be
 * defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { errorMessages } from '../core/messages/errors.ts';
import { answerDialog, atUrl, logout, waitFor } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

describe('a server-rendered review-request box', () => {
  it('sends what was typed on an Enter pressed before the code came: signed out, it asks for the login', async () => {
    await logout();
    atUrl('?tab=1');
    const before = hydrationRecord().hydrated;
    const { box, root } = await putServed('selection-home', 'sneakers');
    try {
      // What the loader does for a served element whose code is on its way.
      holdEarlyTaps(root);
      const input = root.querySelector<HTMLInputElement>('[part="request-input"]');
      if (!input) throw new Error('no review-request box in the server render');
      input.focus();
      await sendKeys({ type: 'dunk-low-please' });
      await sendKeys({ press: 'Enter' });
      expect(input.value, 'the Enter leaves the text where it is').to.equal('dunk-low-please');

      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === before + 1, { message: 'the element to hydrate' });
      const element = box.querySelector('selection-home')!;
      // Declined: the person stays on the page with what they typed.
      expect(await answerDialog(element, 'cancel')).to.equal(errorMessages.loginRequired);
      expect(root.querySelector<HTMLInputElement>('[part="request-input"]')?.value).to.equal('dunk-low-please');
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      box.remove();
      atUrl('');
    }
  });
});
