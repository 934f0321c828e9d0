import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { byRole, requestCount, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome } from '../../tests/browser/home.ts';

describeHome('<selection-home> combined-shipping row', () => {
  it('fills the bundle-shipping fee into the combined-shipping row', async () => {
    const element = await openHome('japan-food');
    // The row closes the page: it is asked for once the scroll comes near it.
    expect(requestCount('/bundleable-item-list')).to.equal(0);
    const bundle = await waitFor(
      () => {
        scrollTo(0, document.documentElement.scrollHeight);
        return byRole(element, 'region', home.bundleTitle);
      },
      { message: 'bundle row', timeout: 15_000 },
    );
    expect(bundle.querySelector('[part="bundle-fee"]')?.textContent).to.equal('3,000원');
    expect(bundle.textContent).to.include('여러 상품을 담아도 배송비는 3,000원');
    const items = bundle.querySelectorAll('[data-item-id]').length;
    expect(items).to.be.within(1, 30);
  });
});
