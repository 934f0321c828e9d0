/**
 * A server-rendered review tab read by a signed-in person whose session the page knew before the
 * tab hydrated (another element asked first). The server loads no session and draws nobody's own
 * requests: hydration draws them so too, then marks the person's own in place.
 * Its own file: the element must not be defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { pageSession } from '../core/stores/session.ts';
import { atUrl, loginAs, logout, resetApi, waitFor } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

describe('a server-rendered review tab, the person known first', () => {
  it('hydrates as the server drew it, then marks their own requests', async () => {
    await resetApi();
    await loginAs('buyer1@example.com');
    expect(pageSession().get().status, 'the session known before the tab hydrates').to.equal('signed-in');
    atUrl('?tab=1');
    const before = { ...hydrationRecord() };
    const { box, root } = await putServed('selection-home', 'sneakers');
    try {
      const mine = () => root.querySelectorAll('[part~="review-request--mine"]').length;
      expect(root.querySelectorAll('[part~="review-request"]').length, 'requests in the server render').to.be.above(0);
      expect(mine(), "the server draws nobody's own").to.equal(0);
      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === before.hydrated + 1, { message: 'the element to hydrate', timeout: 8000 });
      // Marked once the requests section has hydrated (its own boundary, after the tab's).
      await waitFor(() => mine() > 0, { message: "the person's own requests marked" });
      expect(hydrationRecord().recoverableErrors - before.recoverableErrors, 'hydration mismatches').to.equal(0);
    } finally {
      box.remove();
      atUrl('');
      await logout();
    }
  });
});
