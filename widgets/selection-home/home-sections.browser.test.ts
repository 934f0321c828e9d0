import { expect } from 'chai';
import { messages } from '../../core/messages/index.ts';
import { atUrl, cleanup, mount, scenarioId, shadow, textOf, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import '../../loader/selection-widgets.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

const { home } = messages;

document.addEventListener('selection-navigate', (event) => event.preventDefault());

const $ = <T extends Element = HTMLElement>(element: Element, selector: string) => element.shadowRoot?.querySelector<T>(selector) ?? null;
const $$ = <T extends Element = HTMLElement>(element: Element, selector: string) => Array.from(element.shadowRoot?.querySelectorAll<T>(selector) ?? []);
const cardIds = (element: Element, scope = '[part="product-grid"]') => $$(element, `${scope} [data-item-id]`).map((card) => card.getAttribute('data-item-id'));
const params = () => new URLSearchParams(location.search);

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined);
  return (await response.json()) as T;
}

async function openHome(key: 'japan-food' | 'outlet' | 'sneakers', search = '', { waitForProducts = true } = {}) {
  atUrl(search);
  const element = mount('selection-home', { 'large-id': await scenarioId(key) });
  if (waitForProducts) await waitFor(() => cardIds(element).length > 0, { message: 'first products' });
  return element;
}

describe('<selection-home> sections', () => {
  afterEach(() => {
    cleanup();
    atUrl('');
  });

  it('walks the category tabs four levels down, keeping target_id in the URL', async () => {
    const element = await openHome('japan-food');
    const tabRow = (level: number) => $(element, `.category-nav__row--${level} [role="tablist"]`);
    for (let level = 1; level <= 4; level += 1) {
      const row = await waitFor(() => tabRow(level), { message: `row ${level}` });
      const tabs = Array.from(row.querySelectorAll<HTMLButtonElement>('[role="tab"][data-frame-id]')).filter((tab) => !['all', 'pick'].includes(tab.dataset.frameId ?? ''));
      const choice = tabs[0];
      expect(choice, `a category at level ${level}`).to.exist;
      choice?.click();
      await waitFor(() => params().get('target_id') === choice?.dataset.frameId, { message: `target_id of level ${level}` });
      await waitFor(() => tabRow(level)?.querySelector(`[data-frame-id="${choice?.dataset.frameId}"]`)?.getAttribute('aria-selected') === 'true');
    }
    // The list follows the deepest choice: every product shown belongs to it, per the API.
    const target = params().get('target_id') ?? '';
    const expected = await api<{ storeItemList: { itemId: string }[] }>('/api/item/get-legacies', { selectionFrameDataId: target, limit: 21, page: 1 });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(expected.storeItemList.map((item) => item.itemId)), { message: 'list of the chosen category' });
    // ALL on the first row goes back to the whole selection.
    $(element, '.category-nav__row--1 [data-frame-id="all"]')?.click();
    await waitFor(() => !params().has('target_id'), { message: 'target_id removed' });
  });

  it('moves between tabs with the arrow keys', async () => {
    const element = await openHome('japan-food');
    const tabs = $$<HTMLButtonElement>(element, '.category-nav__row--1 [role="tab"]');
    tabs[0]?.focus();
    tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(shadow(element).activeElement).to.equal(tabs[1]);
    tabs[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(shadow(element).activeElement).to.equal(tabs.at(-1));
  });

  it('PICK shows only curated picks', async () => {
    const element = await openHome('japan-food');
    const pickTab = await waitFor(() => $<HTMLButtonElement>(element, '[data-frame-id="pick"]'));
    expect(pickTab.textContent).to.equal('식품관 MD PICK');
    pickTab.click();
    await waitFor(() => params().get('isPick') === 'true');
    const picks = await api<{ storeItemList: { itemId: string }[]; storeItemNums: number }>('/api/item/get-legacies', { selectionFrameDataId: await scenarioId('japan-food'), isPick: true, limit: 21, page: 1 });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(picks.storeItemList.map((item) => item.itemId)), { message: 'picks only' });
    expect(textOf(element)).to.include(`총 ${picks.storeItemNums}개`);
    await expectAccessible(element);
  });

  it('searches on Enter but not while Hangul is being composed, and clears back to the home', async () => {
    const element = await openHome('japan-food');
    const input = await waitFor(() => $<HTMLInputElement>(element, 'input[type="search"]'));
    expect(input.placeholder).to.equal(home.searchPlaceholder('일본 식품관'));
    const type = (value: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('  라멘 ');
    // React has taken the typed text into its state when a re-render keeps it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input.value).to.equal('  라멘 ');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(params().has('searchText')).to.equal(false);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => params().get('searchText') === '라멘', { message: 'trimmed keyword in the URL' });
    await waitForText(element, home.searchResults);
    expect($(element, '[part="banners"]')).to.equal(null);
    await waitFor(() => cardIds(element).length > 0);
    await expectAccessible(element);
    // Clearing removes the parameter and brings the banner and tabs back.
    $(element, '.search__clear')?.click();
    await waitFor(() => !params().has('searchText'), { message: 'searchText removed' });
    await waitFor(() => $(element, '[part="banners"]') && $(element, '[part="category-nav"]'), { message: 'home again' });
  });

  it('says so, naming the selection, when a search finds nothing', async () => {
    const element = await openHome('japan-food', '?searchText=%EC%97%86%EB%8A%94%EC%83%81%ED%92%88zzz', { waitForProducts: false });
    await waitForText(element, home.searchEmpty);
    expect(textOf(element)).to.include(home.searchEmptyDetail('일본 식품관'));
    await expectAccessible(element);
  }).timeout(8000);

  it('shows 4 search picks first on desktop with a "더 보기" for the rest', async () => {
    const element = await openHome('japan-food', `?searchText=${encodeURIComponent('세트')}`);
    const picks = await waitFor(() => $(element, '[part="search-picks"]'), { message: 'search picks' });
    const count = () => picks.querySelectorAll('[data-item-id]').length;
    expect(count()).to.equal(4);
    const more = picks.querySelector<HTMLButtonElement>('.search-picks__more');
    expect(more?.textContent).to.equal(home.more);
    more?.click();
    await waitFor(() => count() > 4 && count() <= 8, { message: 'all 8 picks' });
  });

  it('sorts and filters through the controls and the URL, ignoring invalid values', async () => {
    const element = await openHome('japan-food', '?sortType=NOPE&viewSoldout=maybe');
    const select = await waitFor(() => $<HTMLSelectElement>(element, '.list-controls__sort select'));
    expect(select.value).to.equal('POPULAR');
    expect(Array.from(select.options).map((option) => option.textContent)).to.deep.equal(['인기순', '가격낮은순', '최신순', '리뷰많은순', '찜많은순', '구매많은순']);
    select.value = 'LOW_PRICE';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => params().get('sortType') === 'LOW_PRICE');
    const prices = () => $$(element, '[part="product-grid"] .product-card__price strong').map((price) => Number(price.textContent?.replace(/[^\d]/g, '')));
    const ascending = (list: number[]) => list.length === 21 && list.every((price, index) => index === 0 || (list[index - 1] ?? 0) <= price);
    const sorted = await waitFor(() => (ascending(prices()) ? prices() : undefined), { message: 'ascending prices' });
    expect(sorted.length).to.equal(21);
    const free = $$<HTMLInputElement>(element, '.list-controls__filters input')[0];
    free?.click();
    await waitFor(() => params().get('isShippingFeeFree') === 'true');
    await waitFor(() => $$(element, '[part="product-grid"] [data-item-id]').length > 0 && $$(element, '[part="product-grid"] [data-item-id]').every((card) => card.textContent?.includes('무료배송')), { message: 'free shipping only' });
    const soldOut = $$<HTMLInputElement>(element, '.list-controls__filters input')[1];
    expect(soldOut?.checked).to.equal(true);
    soldOut?.click();
    await waitFor(() => params().get('viewSoldout') === 'false');
    await waitFor(() => $$(element, '[part="product-grid"] [data-sold-out]').length === 0, { message: 'no sold-out cards' });
  });

  it('rotates the banners with a page counter and buttons', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    expect(counter.textContent).to.equal('1 / 4');
    $<HTMLButtonElement>(element, `[aria-label="${home.bannerNext}"]`)?.click();
    await waitFor(() => counter.textContent === '2 / 4', { message: 'second banner' });
    $<HTMLButtonElement>(element, `[aria-label="${home.bannerPrev}"]`)?.click();
    await waitFor(() => counter.textContent === '1 / 4', { message: 'first banner again' });
    $<HTMLButtonElement>(element, `[aria-label="${home.bannerPrev}"]`)?.click();
    await waitFor(() => counter.textContent === '4 / 4', { message: 'wraps to the last' });
    await expectAccessible(element);
  });

  it('fills the bundle-shipping fee into the combined-shipping row', async () => {
    const element = await openHome('japan-food');
    const bundle = await waitFor(() => $(element, '[part="bundle-slider"]'), { message: 'bundle row' });
    expect(bundle.querySelector('[part="bundle-fee"]')?.textContent).to.equal('3,000원');
    expect(bundle.textContent).to.include('여러 상품을 담아도 배송비는 3,000원');
    const items = bundle.querySelectorAll('[data-item-id]').length;
    expect(items).to.be.within(1, 30);
  });

  it('template B shows 12 circles on desktop, pick tabs and a best row', async () => {
    const element = await openHome('outlet');
    await waitFor(() => $$(element, '.circles__item').length === 12, { message: '12 circles' });
    const best = await waitFor(() => $(element, '[part="best-row"]'));
    expect(best.querySelector('[data-rank="1"]')).to.exist;
    const pickTab = await waitFor(() => $$<HTMLButtonElement>(element, '.pick-tabs__tab')[1]);
    pickTab.click();
    await waitFor(() => params().has('pick'), { message: 'pick in the URL' });
    await expectAccessible(element);
  });

  it('sneakers: a category with 14+ children opens the line chooser, and the tooltip stays closed once dismissed', async () => {
    sessionStorage.clear();
    const element = await openHome('sneakers');
    const tooltip = await waitFor(() => $(element, '[part="discovery-tooltip"]'));
    tooltip.querySelector<HTMLButtonElement>('button')?.click();
    await waitFor(() => !$(element, '[part="discovery-tooltip"]'));
    const medium = await waitFor(() => $$<HTMLButtonElement>(element, '.category-nav__row--1 [role="tab"][data-frame-id]').find((tab) => !['all', 'pick'].includes(tab.dataset.frameId ?? '')));
    medium.click();
    const opener = await waitFor(() => $<HTMLButtonElement>(element, '[part="line-chooser-open"]'), { message: 'line chooser button' });
    opener.click();
    const dialog = $<HTMLDialogElement>(element, '[part="line-chooser"]');
    expect(dialog?.open).to.equal(true);
    const options = Array.from(dialog?.querySelectorAll<HTMLButtonElement>('li button') ?? []);
    expect(options.length).to.be.at.least(15);
    await expectAccessible(element);
    options[3]?.click();
    expect(dialog?.open).to.equal(false);
    await waitFor(() => opener.textContent?.includes(options[3]?.textContent ?? '?'), { message: 'chosen line shown' });
    cleanup();
    const again = await openHome('sneakers');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect($(again, '[part="discovery-tooltip"]')).to.equal(null);
  });
});
