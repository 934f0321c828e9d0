import { expect } from 'chai';
import { messages } from '../../core/messages/index.ts';
import { byRole, cleanup, clearCookies, clickLeftToBrowser, mount, nameOf, scenarioId, shadow } from '../../tests/browser/helpers.ts';
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
    // Described by the product's name (the card's own name), so each heart is told apart.
    const name = nameOf(card(element, itemId)!);
    const described = shadow(element).getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(described && nameOf(described)).to.equal(name);
    // The link holds (and so is named by) name, discount and price; brand, badges and counts describe it.
    const link = byRole<HTMLAnchorElement>(card(element, itemId)!, 'link')!;
    expect(link.hasAttribute('aria-label') || link.hasAttribute('aria-labelledby')).to.equal(false);
    expect(nameOf(link).startsWith(name)).to.equal(true);
    expect(nameOf(link).slice(name.length)).to.match(new RegExp(`^(${messages.products.soldOut})?(\\d+%)?[\\d,]+원$`));
    const description = (link.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => shadow(element).getElementById(id)?.textContent ?? '');
    expect(description.join(' ')).to.include('찜');
    // The whole card opens the product.
    const cardBox = card(element, itemId)?.getBoundingClientRect() as DOMRect;
    const target = shadow(element).elementFromPoint(cardBox.left + 4, cardBox.bottom - 4);
    expect(target === link || link.contains(target)).to.equal(true);
    // Drawn over the image's top right corner.
    const image = byRole(card(element, itemId)!, 'presentation')!.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    expect(box.top).to.be.at.least(image.top - 1);
    expect(box.bottom).to.be.at.most(image.bottom);
    expect(box.right).to.be.at.most(image.right + 1);
    expect(box.left).to.be.greaterThan(image.left + image.width / 2);
    await expectAccessible(element);
    // The link still opens the product through a cancelable selection-navigate.
    link.click();
    expect(navigations.at(-1)?.detail).to.include({ reason: 'item', itemId });
    button.click();
    await dialogOf(element);
    expect(navigations.length).to.equal(1);
  });

  it('a double click on its link opens the product once: a router routing selection-navigate pushes one step', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('outlet') });
    const { itemId } = await firstCard(element);
    const link = byRole<HTMLAnchorElement>(card(element, itemId)!, 'link')!;
    for (const detail of [1, 2]) expect(clickLeftToBrowser(link, { detail }), `click ${detail} left to the page`).to.equal(false);
    expect(navigations.map((event) => event.detail.itemId)).to.deep.equal([itemId]);
  });
});
