/** The desktop pick slider: 4 a slide, and more pages (up to 20 picks) once the row is full. */
import { expect } from 'chai';
import { elementPageTests } from '../../tests/browser/element-page.ts';
import { homeMessages as home } from '../../core/messages/home.ts';
import {
  atUrl,
  byRole,
  everyFrame,
  holdFetches,
  mount,
  nextScrollEnd,
  rendered,
  scenarioId,
  waitFor,
} from '../../tests/browser/helpers.ts';
import '../../loader/selection-widgets.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

document.addEventListener('selection-navigate', (event) => event.preventDefault());

const $ = <T extends Element = HTMLElement>(element: Element, selector: string) => element.shadowRoot?.querySelector<T>(selector) ?? null;

describe('<selection-home> pick slider on a desktop', () => {
  // No picks cached: which page arrives when does not hang on another test.
  elementPageTests();

  it('loads on past a full row of 4 with its next arrow, up to 20 picks', async () => {
    expect(matchMedia('(max-width: 767px)').matches, 'a desktop-wide test page').to.equal(false);
    const largeId = await scenarioId('japan-food');
    const answer = await fetch('/api/item/get-legacies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectionFrameDataId: largeId, isPick: true, sortType: 'RECENT', limit: 4, page: 1 }),
    });
    const total = ((await answer.json()) as { storeItemNums: number }).storeItemNums;
    expect(total, 'the seed has more picks than one row').to.be.greaterThan(8);
    const expected = Math.min(total, 20);

    atUrl('');
    const element = mount('selection-home', { 'large-id': largeId });
    await waitFor(() => $(element, '[part="pick-slider"]'), { message: 'the pick slider' });
    const slider = () => $(element, '[part="pick-slider"]')!;
    const track = () => byRole<HTMLUListElement>(slider(), 'list')!;
    const cards = () => track().querySelectorAll('[data-item-id]').length;
    const next = () => byRole<HTMLButtonElement>(slider(), 'button', home.picksNext)!;

    // The first page (4) fills the row: the next page is asked for at once and the arrow shows.
    await waitFor(() => cards() === 8, { message: 'the second page of picks' });
    const perView = Math.round(track().clientWidth / (track().querySelector('li')!.getBoundingClientRect().width + 12));
    expect(perView, 'picks per slide').to.equal(4);
    expect(next().disabled, 'next arrow while more can load').to.equal(false);
    expect(next().getAttribute('aria-label')).to.equal(home.picksNext);
    await expectAccessible(element);

    // The arrow stays on until every pick is in and the row is at its end: while a page is on its
    // way, and in the frame its picks arrive in, before the row's observer has reported its new last
    // pick (a focused arrow that went off would lose the focus). At each frame that drew the arrow
    // off: the picks in, and whether the last one showed (97% of it: the row's observer counts 98%,
    // less a point for rounding).
    const lastShown = () => {
      const box = track().getBoundingClientRect();
      const last = track().lastElementChild!.getBoundingClientRect();
      return (Math.min(last.right, box.right) - Math.max(last.left, box.left)) / last.width >= 0.97;
    };
    const offFrames = everyFrame(() =>
      next().disabled ? `${cards()} picks, ${lastShown() ? 'the last one shown' : 'the last one out of view'}` : undefined,
    );

    // Paging with the arrow reaches every pick, never more than 20: each click moves the row once
    // (at the row's end, once the next picks are in).
    const complete = () => cards() === expected && next().disabled;
    for (let step = 0; step < 10; step += 1) {
      const state = await waitFor(() => (complete() ? 'complete' : !next().disabled && 'more'), {
        message: `the next arrow, or all ${expected} picks with the arrow gone at the end (slide ${step + 1})`,
        timeout: 10000,
      });
      if (state === 'complete') break;
      const moved = nextScrollEnd(track(), { message: `slide ${step + 2}`, timeout: 10000 });
      next().click();
      await moved;
    }
    expect(complete(), `all ${expected} picks, the arrow gone at the end`).to.equal(true);
    expect([...new Set(offFrames.stop())], 'the frames that drew the next arrow off').to.deep.equal([
      `${expected} picks, the last one shown`,
    ]);
    expect(new Set(Array.from(track().querySelectorAll('[data-item-id]'), (card) => card.getAttribute('data-item-id'))).size).to.equal(
      expected,
    );
    // The previous arrow shows once the row has moved, and goes again back at its start.
    const prev = () => byRole<HTMLButtonElement>(slider(), 'button', home.picksPrev)!;
    await waitFor(() => !prev().disabled, { message: 'the previous arrow away from the start' });
    track().scrollTo({ left: 0, behavior: 'instant' });
    await waitFor(() => prev().disabled, { message: 'the previous arrow gone at the start' });
  }).timeout(20000);

  it('draws the picks past the first view only as they come near the view, and the row keeps its height', async () => {
    atUrl('');
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    const track = await waitFor(
      () => {
        const slider = $(element, '[part="pick-slider"]');
        return slider?.querySelector('[data-item-id]') && byRole<HTMLUListElement>(slider, 'list');
      },
      { message: 'the pick row' },
    );
    await waitFor(() => track.querySelectorAll('[data-item-id]').length >= 8, { message: 'two pages of picks' });
    // The card inside each item: the item's own `content-visibility: auto` skips it or not.
    const drawn = (index: number) => rendered(track.children[index]?.querySelector('[data-item-id]'));
    expect([0, 1, 2, 3].map(drawn), 'the first view, always drawn').to.deep.equal([true, true, true, true]);
    expect([6, 7].map(drawn), 'picks two views along, not drawn yet').to.deep.equal([false, false]);
    const height = track.getBoundingClientRect().height;

    track.scrollIntoView({ block: 'center', behavior: 'instant' });
    track.scrollTo({ left: track.scrollWidth, behavior: 'instant' });
    await waitFor(() => drawn(7), { message: 'the eighth pick drawn once scrolled to' });
    expect(track.getBoundingClientRect().height, 'the row height').to.equal(height);
  });

  it('holds its room at a desktop width while its picks are on their way: the product list below does not move when they come', async () => {
    const held = holdFetches((url, body) => url.includes('/item/get-legacies') && Boolean(body?.includes('"isPick":true')));
    try {
      atUrl('');
      const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
      const slider = () => $(element, '[part="pick-slider"]');
      await waitFor(slider, { message: 'the pick row' });
      const card = await waitFor(() => $(element, '[part="product-grid"] [part~="product-card"]'), { message: 'the product list' });
      expect(slider()!.getAttribute('aria-busy'), 'the row, busy').to.equal('true');
      expect(held.held(), 'the picks held').to.equal(1);
      const before = card.getBoundingClientRect().top;
      held.release();
      await waitFor(() => slider()?.querySelector('[data-item-id]'), { message: 'the first pick' });
      expect(slider()!.hasAttribute('aria-busy'), 'the row, done').to.equal(false);
      expect(Math.abs(card.getBoundingClientRect().top - before), 'how far the product list moved').to.be.below(1);
    } finally {
      held.stop();
    }
  });
});
