import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, cleanup, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';

describeHome('<selection-home> sneakers tabs (template C)', () => {
  it('the discovery tooltip stays closed once dismissed', async () => {
    sessionStorage.clear();
    const element = await openHome('sneakers');
    const tooltip = await waitFor(() => byRole(element, 'note'), { message: 'the tooltip' });
    expect(tooltip.textContent).to.include(home.tooltipDiscovery);
    byRole(tooltip, 'button', home.tooltipClose)?.click();
    await waitFor(() => !byRole(element, 'note'), { message: 'the tooltip closed' });
    cleanup();
    const again = await openHome('sneakers');
    // The tooltip renders with the tabs, in the same render: once they are shown, it would be too.
    await waitFor(() => byRole(again, 'tablist', home.tabsLabel), { message: 'the sneakers tabs' });
    expect(byRole(again, 'note')).to.equal(null);
  });
});
