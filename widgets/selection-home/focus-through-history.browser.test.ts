import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome, params, typeInto } from '../../tests/browser/home.ts';

describeHome('<selection-home> focus through its steps in history', () => {
  it('Back from the results with focus in them hands focus on to what takes their place, not to the document', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    typeInto(input, '라멘');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => params().get('searchText') === '라멘', { message: 'the search a step of its own' });
    const link = await waitFor(
      () => element.shadowRoot!.querySelector<HTMLElement>('[part="search-results"] [part~="product-card"] a[href]'),
      {
        message: 'a result',
      },
    );
    link.focus();
    expect(element.shadowRoot!.activeElement, 'focus in the results').to.equal(link);
    history.back();
    await waitFor(() => !params().has('searchText') && !element.shadowRoot!.querySelector('[part="search-results"]'), {
      message: 'back at the home',
    });
    const focused = await waitFor(() => element.shadowRoot!.activeElement, { message: 'focus handed on' });
    expect(focused.matches('a[href], button, input, select, [tabindex]'), `a control: ${focused.outerHTML.slice(0, 80)}`).to.equal(true);
    expect(document.activeElement).to.equal(element);
  });
});
