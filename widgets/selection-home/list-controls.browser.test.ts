import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, priceOf, waitFor } from '../../tests/browser/helpers.ts';
import { $$, choose, describeHome, openHome, params } from '../../tests/browser/home.ts';

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
