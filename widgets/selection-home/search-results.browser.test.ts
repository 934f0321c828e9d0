import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItemList } from '../../core/schemas/store-item.ts';
import { afterNextFrame, byRole, everyFrame, holdFetches, scenarioId, textOf, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import { $, $$, api, cardIds, describeHome, openHome, typeInto } from '../../tests/browser/home.ts';
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

  it('folds the picks again for new words, after "더 보기" showed the rest of the last ones', async () => {
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent('세트')}`);
    const picks = await waitFor(() => $(element, '[part="search-picks"]'), { message: 'search picks' });
    byRole(picks, 'button', home.more)?.click();
    await waitFor(() => $$(element, '[part="search-picks"] [data-item-id]').length > 4, { message: 'the rest shown' });
    const words = '개';
    const theirs = (await api<StoreItemList>('/api/item/get-legacies', await searchPicks(words))).storeItemList.length;
    expect(theirs, 'more picks than the first four').to.be.above(4);
    search(element, words);
    await waitFor(() => $(element, '.search-results__keyword')?.textContent === home.searchKeyword(words), { message: 'the new words' });
    await waitFor(() => $$(element, '[part="search-picks"] [data-item-id]').length === 4, {
      message: () => `four picks (${$$(element, '[part="search-picks"] [data-item-id]').length})`,
    });
    expect(byRole(element, 'button', home.more), '"더 보기" for the rest').to.exist;
  });

  it('draws the results once, under their picks: nothing moves when the picks answer after the list', async () => {
    // The picks' answer is held until the list's has come and been drawn (a slower picks call).
    const hold = holdFetches((_url, body) => isPicksCall(body, '박스'));
    try {
      // A word no other test searches for: its picks are not in this page's cache yet.
      const element = await openHome('japan-food', `?searchText=${encodeURIComponent('박스')}`, { waitForProducts: false });
      const frames = everyFrame(() => {
        const heading = $(element, '.search-results__title');
        return heading ? Math.round(heading.getBoundingClientRect().top - element.getBoundingClientRect().top) : undefined;
      });
      await waitFor(() => hold.held() > 0, { message: 'the picks asked for' });
      await hold.othersAnswered();
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      expect($(element, '.search-results'), 'the results drawn before their picks').to.equal(null);
      hold.release();
      await waitFor(() => $(element, '[part="search-picks"] [data-item-id]'), { message: 'the picks drawn' });
      await waitFor(() => cardIds(element).length > 0, { message: 'the results drawn' });
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      expect(new Set(frames.stop()).size, 'the heading drawn in one place').to.equal(1);
    } finally {
      hold.stop();
    }
  });

  it('draws new words with their own picks: never a search under the picks of another', async () => {
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent('세트')}`);
    await waitFor(() => $(element, '[part="search-picks"] [data-item-id]'), { message: 'the first picks' });
    const picksOf = async (words: string) =>
      (await api<StoreItemList>('/api/item/get-legacies', await searchPicks(words))).storeItemList.map((item) => item.itemId);
    const expected: Record<string, string[]> = { 세트: await picksOf('세트'), 라멘: await picksOf('라멘') };
    // What each frame shows: the heading's words, and whether every pick shown is one of theirs.
    const frames = everyFrame(() => {
      const words = $(element, '.search-results__keyword')?.textContent?.slice(1, -1) ?? '';
      const picks = $$(element, '[part="search-picks"] [data-item-id]').map((card) => card.getAttribute('data-item-id') ?? '');
      return `${words}: ${picks.every((id) => expected[words]?.includes(id)) ? 'its picks' : 'other picks'}`;
    });
    const hold = holdFetches((_url, body) => isPicksCall(body, '라멘'));
    try {
      search(element, '라멘');
      await waitFor(() => hold.held() > 0, { message: 'the new picks asked for' });
      await hold.othersAnswered();
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      hold.release();
      await waitFor(() => $(element, '.search-results__keyword')?.textContent === home.searchKeyword('라멘'), { message: 'the new words' });
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      expect([...new Set(frames.stop())]).to.deep.equal(['세트: its picks', '라멘: its picks']);
    } finally {
      hold.stop();
    }
  });

  it('asks again for a search that failed when the same words are searched again', async () => {
    const element = await openHome('japan-food');
    const words = '맛';
    const failing = holdFetches((_url, body) => body !== undefined && body.includes(`"inputText":"${words}"`));
    failing.release(500);
    try {
      search(element, words);
      // The list's own error, its retry not busy: the failure read once more by the list as it was
      // drawn (asked again, and failed again) is over.
      await waitFor(
        () => {
          const list = $(element, '.search-results .product-list-frame');
          const retry = list && byRole(list, 'button', messages.screens.retry);
          return retry && !retry.hasAttribute('aria-busy');
        },
        { message: 'the search failed, with its retry' },
      );
    } finally {
      failing.stop();
    }
    // Enter in the box, the words unchanged: the search is asked for again, as its retry would.
    search(element, words);
    await waitFor(() => $(element, '.search-results [data-item-id]'), { message: () => `the results (${textOf(element).slice(-200)})` });
  });

  it('keeps the results in place for new words after a search whose picks failed', async () => {
    const failed = holdFetches((_url, body) => isPicksCall(body, '녹차'));
    failed.release(500);
    const held = holdFetches((_url, body) => isPicksCall(body, '된장'));
    try {
      const element = await openHome('japan-food', `?searchText=${encodeURIComponent('녹차')}`);
      await waitFor(() => $(element, '.search-results__count'), { message: 'the results, without their picks' });
      expect($(element, '[part="search-picks"]')).to.equal(null);
      const frames = everyFrame(() => Boolean($(element, '.search-results [data-item-id]')));
      search(element, '된장');
      await waitFor(() => held.held() > 0, { message: 'the new picks asked for' });
      await held.othersAnswered();
      for (let frame = 0; frame < 3; frame += 1) await afterNextFrame();
      held.release();
      await waitFor(() => $(element, '[part="search-picks"] [data-item-id]'), { message: 'the new picks' });
      expect(frames.stop(), 'results on screen in every frame').to.not.include(false);
    } finally {
      held.stop();
      failed.stop();
    }
  });
});

const isPicksCall = (body: string | undefined, words: string): boolean =>
  body !== undefined && body.includes('"isPick":true') && body.includes(`"inputText":"${words}"`);

/** The search picks' call for `words` on the japan-food selection, as the API takes it. */
const searchPicks = async (words: string) => ({
  selectionFrameDataId: await scenarioId('japan-food'),
  isPick: true,
  inputText: words,
  sortType: 'RECENT',
  limit: 8,
  page: 1,
});

/** Searches `words` from the element's search box, as a person would: typed, then Enter. */
function search(element: HTMLElement, words: string): void {
  const input = byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel)!;
  typeInto(input, words);
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}
