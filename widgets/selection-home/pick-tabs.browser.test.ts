import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, byRole, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome, params } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> pick tabs (template B)', () => {
  it('a pick tab puts its pick category in the URL', async () => {
    const element = await openHome('outlet');
    const tabs = await waitFor(() => byRole(element, 'tablist', home.pickTabsLabel), { message: 'the pick tabs' });
    const pickTab = await waitFor(() => allByRole<HTMLButtonElement>(tabs, 'tab')[1], { message: 'a second pick tab' });
    pickTab.click();
    await waitFor(() => params().has('pick'), { message: 'pick in the URL' });
    await waitFor(() => pickTab.getAttribute('aria-selected') === 'true', { message: 'the tab chosen' });
    await expectAccessible(element);
  });
});
