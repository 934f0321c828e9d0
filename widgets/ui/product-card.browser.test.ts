import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { createElement } from 'react';
import { login, logout } from '../../core/api/auth.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import type { SortType } from '../../core/schemas/store-item.ts';
import { cleanup, holdEvents, mount, openDialog, requestCount, resetApi, scenarioId, shadow, waitFor, waitForText } from '../../tests/browser/helpers.ts';
import cardCss from './product-card.css?inline';
import { defineElement, type WidgetProps } from './define-element.tsx';
import { ProductList } from './product-list.tsx';
import { expectAccessible } from '../../tests/browser/axe.ts';

/**
 * A test page for the shared list: the real ProductList and ProductCard in a real element (with the
 * feedback provider every widget has), in any sort order, so two lists on one page can differ.
 */
interface HarnessProps extends WidgetProps {
  largeId?: string;
  sortType?: string;
}
function Harness({ largeId, sortType }: HarnessProps) {
  if (!largeId) return null;
  return createElement(ProductList, { input: { selectionFrameDataId: largeId, sortType: (sortType ?? 'POPULAR') as SortType, limit: 100 } });
}
defineElement<HarnessProps>('test-product-list', Harness, { props: { largeId: 'string', sortType: 'string' }, css: cardCss });

const { likes } = messages;

const navigations: CustomEvent[] = [];
const loginRequests: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);
// Keeps the test page here: the login hand-off is recorded instead of followed.
holdEvents('selection-login-required', loginRequests);

const card = (element: Element, itemId: string) => shadow(element).querySelector<HTMLElement>(`[part="product-card"][data-item-id="${itemId}"]`);
const heart = (element: Element, itemId: string) => card(element, itemId)?.querySelector<HTMLButtonElement>('button[aria-pressed]') ?? null;
const likeText = (element: Element, itemId: string) => card(element, itemId)?.querySelector('[part="product-likes"]')?.textContent ?? '';

/** A product whose like count is shown exactly (under the 99+ cap) and that is not wished yet. */
async function firstCard(element: Element): Promise<{ itemId: string; likeCount: number }> {
  await waitFor(() => shadow(element).querySelector('[part="product-card"]'), { message: 'a product card' });
  const cards = [...shadow(element).querySelectorAll<HTMLElement>('[part="product-card"]:not([data-booked])')];
  const counted = cards.map((entry) => {
    const itemId = entry.dataset.itemId ?? '';
    const text = likeText(element, itemId);
    return { itemId, likeCount: text ? Number(text.replace(/\D/g, '')) : 0, capped: text.endsWith('+') };
  });
  const found = counted.find((entry) => !entry.capped && entry.likeCount > 0 && entry.likeCount < 98);
  if (!found) throw new Error('no product with a small like count');
  return { itemId: found.itemId, likeCount: found.likeCount };
}

/** Whether the API holds the item as wished by the signed-in person. */
async function serverBooked(itemId: string): Promise<boolean> {
  const token = /(?:^|;\s*)access_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const response = await fetch(`/api_base/bookmark/check?itemId=${encodeURIComponent(itemId)}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { isBooked: boolean }).isBooked;
}

const dialogOf = (element: Element): Promise<HTMLDialogElement> => waitFor(() => openDialog(element), { message: 'a dialog' });

describe('product card heart', () => {
  beforeEach(async () => {
    navigations.length = 0;
    loginRequests.length = 0;
    await resetApi();
    clearQueryCache();
  });
  afterEach(async () => {
    cleanup();
    if (document.cookie.includes('access_token=')) await logout().catch(() => undefined);
    document.cookie = 'access_token=; max-age=0; path=/';
  });

  it('is a toggle button with a Korean name on the image, beside the link and not inside it', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const button = heart(element, itemId) as HTMLButtonElement;
    expect(button.getAttribute('type')).to.equal('button');
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(button.getAttribute('aria-label')).to.equal(likes.like);
    expect(button.closest('a')).to.equal(null);
    expect(card(element, itemId)?.querySelector('a button, a [role="button"]')).to.equal(null);
    // Described by the product's name, so each heart is told apart.
    const described = shadow(element).getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).to.equal(card(element, itemId)?.querySelector('.product-card__name')?.textContent);
    // The link holds (and so is named by) name, discount and price; brand, badges and counts describe it.
    const link = card(element, itemId)?.querySelector('a') as HTMLAnchorElement;
    expect(link.hasAttribute('aria-label') || link.hasAttribute('aria-labelledby')).to.equal(false);
    expect(link.querySelector('.product-card__name')?.textContent).to.equal(card(element, itemId)?.querySelector('.product-card__name')?.textContent);
    expect(link.querySelector('.product-card__price')?.textContent).to.match(/^(\d+%)?[\d,]+원$/);
    expect(link.querySelector('.product-card__meta, .product-card__brand')).to.equal(null);
    const description = (link.getAttribute('aria-describedby') ?? '').split(' ').map((id) => shadow(element).getElementById(id)?.textContent ?? '');
    expect(description.join(' ')).to.include('찜');
    // The whole card opens the product.
    const cardBox = card(element, itemId)?.getBoundingClientRect() as DOMRect;
    const target = shadow(element).elementFromPoint(cardBox.left + 4, cardBox.bottom - 4);
    expect(target === link || link.contains(target)).to.equal(true);
    // Drawn over the image's top right corner.
    const image = card(element, itemId)?.querySelector('.product-card__media')?.getBoundingClientRect() as DOMRect;
    const box = button.getBoundingClientRect();
    expect(box.top).to.be.at.least(image.top - 1);
    expect(box.bottom).to.be.at.most(image.bottom);
    expect(box.right).to.be.at.most(image.right + 1);
    expect(box.left).to.be.greaterThan(image.left + image.width / 2);
    await expectAccessible(element);
    // The link still opens the product through a cancelable selection-navigate.
    card(element, itemId)?.querySelector('a')?.click();
    expect(navigations.at(-1)?.detail).to.include({ reason: 'item', itemId });
    button.click();
    await dialogOf(element);
    expect(navigations.length).to.equal(1);
  });

  it('asks a signed-out person to log in first, then hands over to the login page with from', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const adds = requestCount('/bookmark/add');
    heart(element, itemId)?.click();
    const dialog = await dialogOf(element);
    expect(dialog.textContent).to.include('로그인 후 다시 시도해주세요.');
    expect(loginRequests).to.have.length(0);
    dialog.querySelector<HTMLButtonElement>('.button--primary')?.click();
    await waitFor(() => loginRequests.length === 1, { message: 'selection-login-required' });
    expect(loginRequests[0]?.detail.from).to.equal(`${location.pathname}${location.search}`);
    expect(loginRequests[0]?.detail.loginUrl).to.equal(`/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    expect(heart(element, itemId)?.getAttribute('aria-pressed')).to.equal('false');
    expect(requestCount('/bookmark/add')).to.equal(adds);
  });

  it('likes and unlikes when signed in: heart, name and count change in every list of the page, and on the server', async () => {
    await login({ email: 'buyer2@example.com', password: 'selection1234' });
    const id = await scenarioId('outlet');
    const popular = mount('test-product-list', { 'large-id': id, 'sort-type': 'POPULAR' });
    const cheap = mount('test-product-list', { 'large-id': id, 'sort-type': 'LOW_PRICE' });
    const { itemId, likeCount } = await firstCard(popular);
    await waitFor(() => heart(cheap, itemId), { message: 'the same product in the second list' });
    expect(heart(popular, itemId)?.getAttribute('aria-pressed')).to.equal('false');

    heart(popular, itemId)?.click();
    for (const list of [popular, cheap]) {
      await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'true', { message: 'pressed heart' });
      expect(heart(list, itemId)?.getAttribute('aria-label')).to.equal(likes.unlike);
      expect(likeText(list, itemId)).to.equal(`찜 ${likeCount + 1}`);
    }
    await waitFor(() => !heart(popular, itemId)?.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(await serverBooked(itemId)).to.equal(true);

    // From the keyboard, on the other list.
    heart(cheap, itemId)?.focus();
    await sendKeys({ press: 'Enter' });
    for (const list of [popular, cheap]) {
      await waitFor(() => heart(list, itemId)?.getAttribute('aria-pressed') === 'false', { message: 'released heart' });
      expect(heart(list, itemId)?.getAttribute('aria-label')).to.equal(likes.like);
    }
    expect(likeText(popular, itemId)).to.equal(`찜 ${likeCount}`);
    await waitFor(() => !heart(cheap, itemId)?.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(await serverBooked(itemId)).to.equal(false);
  });

  it('refuses a second tap while the first is on its way, with the waiting message, and sends one call', async () => {
    await login({ email: 'buyer2@example.com', password: 'selection1234' });
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const adds = requestCount('/bookmark/add');
    const removes = requestCount('/bookmark/remove');
    const button = heart(element, itemId) as HTMLButtonElement;
    // A double click: the second tap arrives while the first call is on its way.
    button.click();
    button.click();
    await waitForText(element, likes.likePending);
    expect(shadow(element).querySelector('[part="toasts"]')?.textContent).to.include(likes.likePending);
    await waitFor(() => !button.hasAttribute('aria-busy'), { message: 'the call to finish' });
    expect(requestCount('/bookmark/add') - adds).to.equal(1);
    expect(requestCount('/bookmark/remove') - removes).to.equal(0);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
  });

  it('puts the heart back and sends a person with an expired token to login', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId, likeCount } = await firstCard(element);
    document.cookie = 'access_token=expired-token; path=/';
    heart(element, itemId)?.click();
    const dialog = await dialogOf(element);
    expect(dialog.textContent).to.include('로그인 후 다시 시도해주세요.');
    expect(heart(element, itemId)?.getAttribute('aria-pressed')).to.equal('false');
    expect(likeText(element, itemId)).to.equal(`찜 ${likeCount}`);
    dialog.querySelector<HTMLButtonElement>('.button--primary')?.click();
    await waitFor(() => loginRequests.length === 1, { message: 'selection-login-required' });
  });

  it('shows wished products filled after login (seeded wishes of buyer1)', async () => {
    await login({ email: 'buyer1@example.com', password: 'selection1234' });
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    await firstCard(element);
    const pressed = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('button[aria-pressed="true"]'), { message: 'a filled heart' });
    expect(pressed.getAttribute('aria-label')).to.equal(likes.unlike);
    expect(pressed.closest<HTMLElement>('[part="product-card"]')?.dataset.booked).to.equal('true');
  });
});
