/**
 * A choice made on a server-rendered element's form controls while its code was on its way (early-taps.ts):
 * the control keeps it, and once the element has hydrated the page follows it. Its own file: the
 * element must not be defined before the test puts it into the page.
 */
import { expect } from 'chai';
import { atUrl, recordFetches, waitFor } from '../tests/browser/helpers.ts';
import { putServed } from '../tests/browser/served.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import { hydrationRecord } from '../widgets/ui/served-render.ts';

/** A change to `control` as a person's makes it: the value, then the events the browser sends. */
function choose(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a server-rendered element', () => {
  it('follows a sort, a filter and a word chosen before the code came, once it has hydrated', async () => {
    atUrl('');
    const { box, root } = await putServed('selection-home', 'japan-food');
    const fetches = recordFetches();
    try {
      // What the loader does for a server-rendered element whose code is on its way.
      holdEarlyTaps(root);
      const sort = root.querySelector<HTMLSelectElement>('[part="list-controls"] select');
      const freeShipping = root.querySelector<HTMLInputElement>('[part="list-controls"] input[type="checkbox"]');
      const search = root.querySelector<HTMLInputElement>('[part="search"] input[type="search"]');
      if (!sort || !freeShipping || !search) throw new Error('no sort, filter or search box in the server render');
      expect([sort.value, freeShipping.checked, search.value]).to.deep.equal(['POPULAR', false, '']);
      choose(sort, 'RECENT');
      freeShipping.click();
      choose(search, '라멘');

      await import('../widgets/selection-home/selection-home.element.ts');
      await waitFor(() => hydrationRecord().hydrated === 1, { message: 'the element to hydrate' });
      // The list follows the controls: the page's URL and the list's call say the sort and the filter.
      await waitFor(() => new URLSearchParams(location.search).get('sortType') === 'RECENT', { message: 'the sort in the URL' });
      expect(new URLSearchParams(location.search).get('isShippingFeeFree')).to.equal('true');
      await waitFor(
        () =>
          fetches.calls.some(
            (call) =>
              call.includes('/item/get-legacies') && call.includes('"sortType":"RECENT"') && call.includes('"isShippingFeeFree":true'),
          ),
        { message: "the list's call, sorted and filtered" },
      );
      // The controls still say what was chosen, and the word typed is the box's (its clear button shows).
      expect([sort.value, freeShipping.checked, search.value]).to.deep.equal(['RECENT', true, '라멘']);
      expect(root.querySelector('[part="search"] .search__clear'), 'the search box holds the word').to.not.equal(null);
      expect(new URLSearchParams(location.search).get('searchText'), 'typed, not searched').to.equal(null);
      expect(hydrationRecord().recoverableErrors).to.equal(0);
    } finally {
      fetches.stop();
      box.remove();
      atUrl('');
    }
  });
});
