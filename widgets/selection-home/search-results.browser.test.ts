import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { afterNextFrame, byRole, textOf, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import { $, cardIds, describeHome, openHome } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> search results', () => {
  it('says so, naming the selection, when a search finds nothing', async () => {
    const element = await openHome('japan-food', '?searchText=%EC%97%86%EB%8A%94%EC%83%81%ED%92%88zzz', { waitForProducts: false });
    await waitForText(element, home.searchEmpty);
    expect(textOf(element)).to.include(home.searchEmptyDetail('일본 식품관'));
    await expectAccessible(element);
  }).timeout(8000);

  it('shows a keyword of any length from a link in two lines of its heading at most, whole to a screen reader', async () => {
    const keyword = '아주긴검색어'.repeat(50);
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent(keyword)}`, { waitForProducts: false });
    await waitForText(element, home.searchEmpty);
    const shown = element.shadowRoot!.querySelector<HTMLElement>('.search-results__keyword')!;
    expect(shown.textContent).to.equal(home.searchKeyword(keyword));
    const lineHeight = parseFloat(getComputedStyle(shown).lineHeight) || parseFloat(getComputedStyle(shown).fontSize) * 1.5;
    expect(shown.getBoundingClientRect().height).to.be.at.most(2 * lineHeight + 1);
    // The count after it is still on the screen, under the two lines.
    const count = element.shadowRoot!.querySelector<HTMLElement>('.search-results__count');
    expect(count, 'the count').to.exist;
    expect(count!.getBoundingClientRect().bottom).to.be.lessThan(shown.getBoundingClientRect().top + 4 * lineHeight);
  }).timeout(8000);

  it('shows 4 search picks first on desktop with a "더 보기" for the rest, which hands focus to the fifth', async () => {
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent('세트')}`);
    const picks = await waitFor(() => element.shadowRoot?.querySelector('[part="search-picks"]'), { message: 'search picks' });
    const count = () => picks.querySelectorAll('[data-item-id]').length;
    expect(count()).to.equal(4);
    const more = byRole(picks, 'button', home.more);
    expect(more).to.exist;
    more?.focus();
    more?.click();
    await waitFor(() => count() > 4 && count() <= 8, { message: 'all 8 picks' });
    // The button has gone: focus is on the first pick it showed, not lost to the page.
    const fifth = picks.querySelectorAll('[data-item-id]')[4];
    await waitFor(() => fifth?.contains(element.shadowRoot?.activeElement ?? null), { message: 'focus on the fifth pick' });
  });

  it('draws the results once, under their picks: nothing moves when the picks answer after the list', async () => {
    // The picks' answer is held until the list's has come and been drawn (a slower picks call).
    const hold = holdAnswers((body) => body.includes('"isPick":true'));
    try {
      // A word no other test searches for: its picks are not in this page's cache yet.
      const element = await openHome('japan-food', `?searchText=${encodeURIComponent('박스')}`, { waitForProducts: false });
      // Where the results' heading stands, below the element's top, in every frame it is drawn.
      const tops = new Set<number>();
      let sampling = true;
      const sample = () => {
        const heading = $(element, '.search-results__title');
        if (heading) tops.add(Math.round(heading.getBoundingClientRect().top - element.getBoundingClientRect().top));
        if (sampling) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      await waitFor(() => hold.held() > 0, { message: 'the picks asked for' });
      await hold.othersAnswered();
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      hold.release();
      await waitFor(() => $(element, '[part="search-picks"] [data-item-id]'), { message: 'the picks drawn' });
      await waitFor(() => cardIds(element).length > 0, { message: 'the results drawn' });
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      sampling = false;
      expect([...tops], 'the heading drawn in one place').to.have.length(1);
    } finally {
      hold.stop();
    }
  });
});

/**
 * Holds the answers of the calls whose body `matches` until `release()`; `othersAnswered()` resolves
 * once every other call sent so far has been answered in full.
 */
function holdAnswers(matches: (body: string) => boolean) {
  const send = window.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const others: Promise<unknown>[] = [];
  let held = 0;
  window.fetch = (input, init) => {
    const response = send(input, init);
    if (typeof init?.body === 'string' && matches(init.body)) {
      held += 1;
      return released.then(() => response);
    }
    others.push(response.then((answer) => answer.clone().arrayBuffer()).catch(() => undefined));
    return response;
  };
  return {
    release: () => release(),
    held: () => held,
    othersAnswered: () => Promise.all(others),
    stop: () => void (window.fetch = send),
  };
}
