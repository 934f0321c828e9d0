/**
 * A tap on a server-rendered review tab while its code was on its way (early-taps.ts). The tab sits
 * in a Suspense boundary that React hydrates after the element's first commit, and each section
 * below the daily vote in one of its own, hydrated after the tab: the tap is answered all the same.
 * Its own file: the element must not be defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { reviewMessages } from '../core/messages/review.ts';
import { atUrl, waitFor } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

describe('a server-rendered review tab', () => {
  it('goes to a section chosen in its nav before the code came, once that section has hydrated', async () => {
    atUrl('?tab=1');
    const before = hydrationRecord().hydrated;
    const { box, root } = await putServed('selection-home', 'sneakers');
    try {
      // What the loader does for a served element whose code is on its way.
      holdEarlyTaps(root);
      const heading = [...root.querySelectorAll('h2')].find((element) => element.textContent === reviewMessages.sectionRequest);
      if (!heading) throw new Error('no review requests section in the server render');
      const inView = () => heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().top < innerHeight;
      expect(inView(), 'served far below the first screen').to.equal(false);
      const link = root.querySelector<HTMLButtonElement>('[part~="review-nav-link"][data-section="request"]');
      if (!link) throw new Error('no review requests in the served nav');
      link.click();

      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === before + 1, { message: 'the element to hydrate' });
      // Told once the section's own boundary has hydrated, after the tab's.
      await waitFor(() => root.activeElement === heading, { message: 'the requests heading focused' });
      await waitFor(() => root.querySelector('[part~="review-nav-link"][aria-current="true"]') === link, { message: 'the nav marking it' });
      expect(inView(), 'scrolled to').to.equal(true);
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      box.remove();
      atUrl('');
      scrollTo(0, 0);
    }
  });
});
