import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { homeMessages as home } from '../../core/messages/home.ts';
import { messages } from '../../core/messages/index.ts';
import { afterNextFrame, byRole, holdFetches, priceOf, scenarioId, shadow, waitFor } from '../../tests/browser/helpers.ts';
import { $, $$, cardIds, choose, describeHome, openHome, params, typeInto } from '../../tests/browser/home.ts';

describeHome('<selection-home> sort and filters', () => {
  it('sorts and filters through the controls and the URL, ignoring invalid values', async () => {
    const element = await openHome('japan-food', '?sortType=NOPE&viewSoldout=maybe');
    const select = await waitFor(() => byRole<HTMLSelectElement>(element, 'combobox', home.sortLabel), { message: 'the sort' });
    expect(select.value).to.equal('POPULAR');
    expect(Array.from(select.options).map((option) => option.textContent)).to.deep.equal([
      '인기순',
      '가격낮은순',
      '최신순',
      '리뷰많은순',
      '찜많은순',
      '구매많은순',
    ]);
    choose(select, 'LOW_PRICE');
    await waitFor(() => params().get('sortType') === 'LOW_PRICE');
    const prices = () => $$(element, '[part="product-grid"] [part="product-card"]').map(priceOf);
    const ascending = (list: number[]) =>
      list.length === 21 && list.every((price, index) => index === 0 || (list[index - 1] ?? 0) <= price);
    const sorted = await waitFor(() => (ascending(prices()) ? prices() : undefined), { message: 'ascending prices' });
    expect(sorted.length).to.equal(21);
    const gridCards = () => $$(element, '[part="product-grid"] [data-item-id]');
    byRole<HTMLInputElement>(element, 'checkbox', home.freeShippingFilter)?.click();
    await waitFor(() => params().get('isShippingFeeFree') === 'true');
    await waitFor(() => gridCards().length > 0 && gridCards().every((card) => card.textContent?.includes('무료배송')), {
      message: 'free shipping only',
    });
    const soldOut = byRole<HTMLInputElement>(element, 'checkbox', home.includeSoldOutFilter);
    expect(soldOut?.checked).to.equal(true);
    soldOut?.click();
    await waitFor(() => params().get('viewSoldout') === 'false');
    await waitFor(() => $$(element, '[part="product-grid"] [data-sold-out]').length === 0, { message: 'no sold-out cards' });
  });
});

/** Outlet's category `title` (by the API's own frame list). */
async function outletFrame(title: string): Promise<string> {
  const frames = (await (await fetch(`/api/selection-frame-data/all-list/${await scenarioId('outlet')}`)).json()) as {
    selectionFrameDataList: { _id: string; title: string }[];
  };
  return frames.selectionFrameDataList.find((frame) => frame.title === title)?._id ?? '';
}

/** 필터 해제 pressed: while the full list is on its way, the empty list still says why; then the products, the focus on the filters. */
async function clearFilters(element: HTMLElement, products: number): Promise<void> {
  const empty = await waitFor(() => $(element, '[part="empty"]'), { message: 'the empty list' });
  expect(empty.textContent).to.include(home.filteredEmpty);
  expect(empty.textContent).not.to.include(messages.products.empty);
  const clear = byRole<HTMLButtonElement>(empty, 'button', home.clearFilters);
  const full = holdFetches((url) => url.includes('/item/get-legacies'));
  try {
    clear?.focus();
    clear?.click();
    await waitFor(() => full.held() > 0 && !params().has('isShippingFeeFree'), { message: 'the full list asked for' });
    await afterNextFrame();
    expect($(element, '[part="empty"]')?.textContent, 'while the full list is on its way').to.include(home.filteredEmpty);
    full.release();
    await waitFor(() => cardIds(element).length === products, { message: 'the products back' });
  } finally {
    full.stop();
  }
  // The focus goes to the filters it took off, not to the page.
  const freeShipping = byRole<HTMLInputElement>(element, 'checkbox', home.freeShippingFilter);
  expect([freeShipping?.checked, element.shadowRoot?.activeElement]).to.deep.equal([false, freeShipping]);
}

describeHome('<selection-home> a list its filters left empty', () => {
  it('says what a sort, a filter or a search found to a screen reader, and nothing as the page opens', async () => {
    const element = await openHome('japan-food');
    const found = () => $(element, '.product-list__found');
    await waitFor(() => found(), { message: 'the list' });
    expect(found()?.textContent, 'the page opening').to.equal('');
    const sort = byRole<HTMLSelectElement>(element, 'combobox', home.sortLabel)!;
    const pressed = new Set<string>();
    element.addEventListener('keydown', (event) => event.isTrusted && pressed.add(event.key));
    const sorted = (sortType: string) =>
      waitFor(() => params().get('sortType') === sortType && !$(element, '[data-state="replacing"]'), { message: `sorted: ${sortType}` });
    // A modifier pressed alone (held for a shortcut, a screen reader's command) is no act: the sorted
    // list says nothing. Each choice waits for its key to have reached the element (over WebDriver
    // too, in WebKit).
    sort.focus();
    await sendKeys({ press: 'Shift' });
    await waitFor(() => pressed.has('Shift'), { message: 'Shift on the sort' });
    choose(sort, 'REVIEW');
    await sorted('REVIEW');
    expect(found()?.textContent, 'after a lone Shift').to.equal('');
    // The person at the sort (a key on it: the element now answers them), choosing.
    sort.focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => pressed.has('Tab'), { message: 'Tab on the sort' });
    choose(sort, 'LOW_PRICE');
    // Said once the sorted list is in: the count it shows.
    await sorted('LOW_PRICE');
    await waitFor(() => found()?.textContent?.trim() === $(element, '[part="product-count"]')?.textContent, {
      message: () => `the sort's count: ${found()?.textContent}`,
    });
    expect(found()?.textContent?.trim()).to.match(/^총 [\d,]+개$/);
    // Another sort: the same count, said again (its text changes, or a screen reader reads nothing).
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(found()!, { childList: true, characterData: true, subtree: true });
    choose(sort, 'RECENT');
    await sorted('RECENT');
    await waitFor(() => changes.length > 0, { message: 'the count said again' });
    watch.disconnect();
    expect(found()?.textContent?.trim()).to.equal($(element, '[part="product-count"]')?.textContent);
    // A search, its list drawn after the page's first screen: said too. Its region (a list of its
    // own) arrives empty and its words after: a live region that comes with its text is not read.
    const arrived: string[] = [];
    const regions = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (!(node instanceof Element)) continue;
        for (const region of [node, ...node.querySelectorAll('.product-list__found')]) {
          if (region.matches('.product-list__found')) arrived.push(region.textContent ?? '');
        }
      }
    });
    regions.observe(shadow(element), { childList: true, subtree: true });
    typeInto(byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel)!, '라멘');
    byRole<HTMLInputElement>(element, 'searchbox', home.searchLabel)!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }),
    );
    const searched = () => $(element, '[part="search-results"] .product-list__found');
    await waitFor(() => /^총 [\d,]+개$/.test(searched()?.textContent?.trim() ?? ''), {
      message: () => `the search's count: ${searched()?.textContent}`,
    });
    // Back to the first list (the search cleared): said again.
    byRole(element, 'button', home.searchClear)?.click();
    await waitFor(() => !params().has('searchText') && /^총 [\d,]+개$/.test(found()?.textContent?.trim() ?? ''), {
      message: () => `the home's count again: ${found()?.textContent}`,
    });
    regions.disconnect();
    expect(arrived.length, "the search's region").to.be.at.least(1);
    expect(arrived, 'each region arrived empty').to.deep.equal(arrived.map(() => ''));
  });

  it('says the filters found nothing, not that the selection has no products, and 필터 해제 brings the products back', async () => {
    // 패딩: two products, none of them shipped free (the seed).
    const element = await openHome('outlet', `?target_id=${await outletFrame('패딩')}&isShippingFeeFree=true`, { waitForProducts: false });
    await clearFilters(element, 2);
  });

  it('says so in search results too, with 필터 해제', async () => {
    // 트렌치: two products, none of them shipped free (the seed).
    const element = await openHome('outlet', `?searchText=${encodeURIComponent('트렌치')}&isShippingFeeFree=true`, {
      waitForProducts: false,
    });
    await clearFilters(element, 2);
  });
});
