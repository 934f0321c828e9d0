import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, textOf, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> search results', () => {
  it('says so, naming the selection, when a search finds nothing', async () => {
    const element = await openHome('japan-food', '?searchText=%EC%97%86%EB%8A%94%EC%83%81%ED%92%88zzz', { waitForProducts: false });
    await waitForText(element, home.searchEmpty);
    expect(textOf(element)).to.include(home.searchEmptyDetail('일본 식품관'));
    await expectAccessible(element);
  }).timeout(8000);

  it('shows 4 search picks first on desktop with a "더 보기" for the rest', async () => {
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent('세트')}`);
    const picks = await waitFor(() => element.shadowRoot?.querySelector('[part="search-picks"]'), { message: 'search picks' });
    const count = () => picks.querySelectorAll('[data-item-id]').length;
    expect(count()).to.equal(4);
    const more = byRole(picks, 'button', home.more);
    expect(more).to.exist;
    more?.click();
    await waitFor(() => count() > 4 && count() <= 8, { message: 'all 8 picks' });
  });
});
