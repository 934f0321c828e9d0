import { expect } from 'chai';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import { cleanup, clearCookies, holdEvents, mount, openDialog, resetApi, scenarioId, shadow, waitFor } from '../../tests/browser/helpers.ts';
import '../../tests/browser/product-list-harness.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

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

const dialogOf = (element: Element): Promise<HTMLDialogElement> => waitFor(() => openDialog(element), { message: 'a dialog' });

describe('product card', () => {
  beforeEach(async () => {
    navigations.length = 0;
    loginRequests.length = 0;
    await resetApi();
    clearQueryCache();
  });
  afterEach(async () => {
    cleanup();
    clearCookies();
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
});
