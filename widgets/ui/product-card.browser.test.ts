import { expect } from 'chai';
import { messages } from '../../core/messages/index.ts';
import { cleanup, clearCookies, mount, scenarioId, shadow } from '../../tests/browser/helpers.ts';
import { card, dialogOf, firstCard, freshListPage, heart, navigations } from '../../tests/browser/product-list-harness.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

const { likes } = messages;

describe('product card', () => {
  beforeEach(freshListPage);
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
    expect(link.querySelector('.product-card__name')?.textContent).to.equal(
      card(element, itemId)?.querySelector('.product-card__name')?.textContent,
    );
    expect(link.querySelector('.product-card__price')?.textContent).to.match(/^(\d+%)?[\d,]+원$/);
    expect(link.querySelector('.product-card__meta, .product-card__brand')).to.equal(null);
    const description = (link.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => shadow(element).getElementById(id)?.textContent ?? '');
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
