import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';

describeHome('<selection-home> best row (template B)', () => {
  it('ranks the best products from 1', async () => {
    const element = await openHome('outlet');
    const best = await waitFor(() => byRole(element, 'region', home.bestTitle), { message: 'the best row' });
    await waitFor(() => best.querySelector('[data-rank="1"]'), { message: 'the first of the best' });
    expect(best.querySelector('[data-rank="0"]')).to.equal(null);
  });
});
