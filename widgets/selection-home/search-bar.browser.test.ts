import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { SEARCH_TEXT_MAX } from '../../core/domain/search-text.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import { atUrl, byRole, nextTask, textContrast, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import { cardIds, describeHome, openHome, params, typeInto } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { expectNoFocusZoom } from '../../tests/browser/focus-zoom.ts';
import { composeThenEnterAsWebKit } from '../../tests/browser/composition.ts';

describeHome('<selection-home> search bar', () => {
  it('searches on Enter but not while Hangul is being composed, and clears back to the home', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    expect(input.placeholder).to.equal(home.searchPlaceholder('일본 식품관'));
    typeInto(input, '  라멘 ');
    // A render after the next task keeps the typed text: React holds it.
    await nextTask();
    expect(input.value).to.equal('  라멘 ');
    // The Enter that ends a composition is handled within its own task: nothing is searched.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    await nextTask();
    expect(params().has('searchText')).to.equal(false);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => params().get('searchText') === '라멘', { message: 'trimmed keyword in the URL' });
    await waitForText(element, home.searchResults);
    expect(byRole(element, 'region', home.bannerLabel)).to.equal(null);
    await waitFor(() => cardIds(element).length > 0);
    await expectAccessible(element);
    // Clearing removes the parameter and brings the banner and tabs back.
    byRole(element, 'button', home.searchClear)?.click();
    await waitFor(() => !params().has('searchText'), { message: 'searchText removed' });
    await waitFor(() => byRole(element, 'region', home.bannerLabel) && byRole(element, 'navigation', home.navLabel), {
      message: 'home again',
    });
  });

  it("its placeholder, the field's only visible hint, is as legible as the muted text (WCAG 1.4.3: 4.5:1)", async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    expect(textContrast(input, '::placeholder')).to.be.at.least(4.5);
  });

  it('the magnifier searches the typed word in place: its form is not sent (that is for a page without script)', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    expect(input.name, 'the keyword a form without script sends').to.equal('searchText');
    let sent = 0;
    const onSubmit = (event: Event) => {
      if (!event.defaultPrevented) sent += 1;
      event.preventDefault();
    };
    // After the widget's own listener (React's, on the root): whether the submit was left to the browser.
    const root = element.shadowRoot!;
    root.addEventListener('submit', onSubmit);
    try {
      typeInto(input, '라멘');
      await nextTask();
      byRole(element, 'button', home.searchSubmit)?.click();
      await waitFor(() => params().get('searchText') === '라멘', { message: 'the keyword in the URL' });
      expect(sent, 'form submissions left to the browser').to.equal(0);
    } finally {
      root.removeEventListener('submit', onSubmit);
    }
  });

  it('takes a keyword of up to 100 characters as typed, and searches that', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    input.focus();
    // Ten keys at a time, none twice: over WebDriver a typed string is one chord, and a key already down types nothing.
    const ten = 'abcdefghij';
    for (let typed = 0; typed < SEARCH_TEXT_MAX + 20; typed += ten.length) await sendKeys({ type: ten });
    const whole = ten.repeat(SEARCH_TEXT_MAX / ten.length);
    expect(input.value).to.equal(whole);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => params().get('searchText') === whole, { message: 'the keyword in the URL' });
  }).timeout(15_000);

  it('searches a longer keyword from a link cut to 100 characters', async () => {
    const long = 'b'.repeat(SEARCH_TEXT_MAX + 50);
    const element = await openHome('japan-food', `?searchText=${long}`, { waitForProducts: false });
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    expect(input.value).to.equal(long);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => params().get('searchText') === 'b'.repeat(SEARCH_TEXT_MAX), { message: 'the keyword cut in the URL' });
  });

  it("WebKit's order (the composition ends, then the Enter that ended it): that Enter searches nothing, the next searches the whole word", async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    composeThenEnterAsWebKit(input, '라멘');
    await nextTask();
    expect(params().has('searchText')).to.equal(false);
    expect(input.value).to.equal('라멘');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => params().get('searchText') === '라멘', { message: 'the whole word in the URL' });
  });

  it('a form submit (Enter ending a composition submits the form natively) searches nothing', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel));
    typeInto(input, '라멘');
    await nextTask();
    const form = byRole<HTMLFormElement>(element, 'search')!;
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))).to.equal(false);
    await nextTask();
    expect(params().has('searchText')).to.equal(false);
    expect(input.value).to.equal('라멘');
  });

  it('draws the search box at 16 px or more, so iOS does not zoom the page into it on focus', async () => {
    const element = await openHome('japan-food');
    await waitFor(() => byRole(element, 'searchbox', home.searchLabel), { message: 'the search box' });
    // The search box, and the sort of the list under it.
    await expectNoFocusZoom(element, 2);
  });

  it('follows the URL when it changes under it (back and forward), keeping what is typed otherwise', async () => {
    const element = await openHome('japan-food', '?searchText=%EB%9D%BC%EB%A9%98');
    const input = await waitFor(() => byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel));
    expect(input.value).to.equal('라멘');
    typeInto(input, '우동');
    await nextTask();
    expect(input.value).to.equal('우동');
    atUrl('?searchText=%EC%86%8C%EB%B0%94');
    await waitFor(() => input.value === '소바', { message: 'the box following the URL' });
    atUrl('');
    await waitFor(() => input.value === '', { message: 'the box emptied with the URL' });
  });
});
