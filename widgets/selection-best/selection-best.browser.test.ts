import { SCROLL_RESTORE_DELAY_MS } from '../../core/domain/scroll-restore.ts';
import { routeInPlace } from '../../tests/browser/in-place-host.ts';
import { bestCards as cards, openFromSecondPage, productBack } from '../../tests/browser/best-list.ts';
import { expect } from 'chai';
import { elementPageTests } from '../../tests/browser/element-page.ts';
import { bestFirstScreen } from '../../core/api/best-queries.ts';
import { startQuery } from '../../core/cache/head-start.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import type { StoreItem } from '../../core/schemas/store-item.ts';
import {
  byRole,
  holdEvents,
  holdFetches,
  listEnd,
  mount,
  nameOf,
  requestCount,
  resetApi,
  scenarioId,
  shadow,
  textOf,
  waitFor,
  waitForText,
  hostScrollingBox,
} from '../../tests/browser/helpers.ts';
// The element alone: the loader would bundle every widget into this test.
import './selection-best.element.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { deepActiveElement, setViewport } from '../../tests/browser/engine.ts';
import { retryByKeyboard } from '../../tests/browser/retry.ts';
import { putServed } from '../../tests/browser/served.ts';
import { hydrationRecord } from '../ui/served-render.ts';

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

/** The selection's products as the API orders them, most purchases first. */
async function purchaseOrder(largeId: string): Promise<StoreItem[]> {
  const response = await fetch('/api/item/get-legacies', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ selectionFrameDataId: largeId, sortType: 'PURCHASE', limit: 100 }),
  });
  return ((await response.json()) as { storeItemList: StoreItem[] }).storeItemList;
}

describe('<selection-best>', () => {
  elementPageTests(navigations);

  it('ranks the selection’s products 1, 2, 3… by purchases, under the selection’s title', async () => {
    const id = await scenarioId('outlet');
    const before = { frames: requestCount(`/large-data/${id}`), items: requestCount('/item/get-legacies') };
    // What the loader starts for this tag is what the element asks for: adopted, not repeated.
    for (const spec of bestFirstScreen(id)) startQuery(spec);
    const element = mount('selection-best', { 'large-id': id });
    await waitFor(() => cards(element).length === 21, { message: '21 ranked cards' });
    await waitForText(element, messages.best.heading('아울렛 패션'));
    expect(textOf(element)).to.include(messages.sortLabels.PURCHASE);

    expect(requestCount(`/large-data/${id}`) - before.frames).to.equal(1);
    expect(requestCount('/item/get-legacies') - before.items).to.equal(1);

    const expected = await purchaseOrder(id);
    const counts = expected.map((item) => item.purchaseCount);
    expect(counts).to.deep.equal([...counts].sort((a, b) => b - a));
    expect(counts[0]).to.be.greaterThan(counts[20] ?? Infinity);
    expect(cards(element).map((card) => card.dataset.itemId)).to.deep.equal(expected.slice(0, 21).map((item) => item.itemId));
    expect(cards(element).map((card) => card.dataset.rank)).to.deep.equal(Array.from({ length: 21 }, (_, index) => String(index + 1)));
    const firstRank = shadow(element).querySelector('[part="product-rank"]');
    expect(firstRank?.textContent).to.equal(`1${messages.best.rank(1)}`);
    // Read out as "1위"; the bare number is drawn only.
    expect(firstRank?.querySelector(':scope > :not([aria-hidden="true"])')?.textContent).to.equal('1위');

    // The list opens the page: the pictures of its first screen (two rows; one of them is the largest
    // paint) are asked for as they are drawn and shown with the frame they arrive in; the others wait
    // for a layout to find them near the view, and are decoded off the main thread.
    const columns = getComputedStyle(shadow(element).querySelector('[part="product-grid"]')!).gridTemplateColumns.split(' ').length;
    const pictures = cards(element).map((card) => card.querySelector('img')!);
    expect(pictures.map((image) => [image.loading, image.decoding])).to.deep.equal(
      pictures.map((_, index) => (index < 2 * columns ? ['eager', 'auto'] : ['lazy', 'async'])),
    );
    await expectAccessible(element);
  });

  it('shows prices as 12,900원 and opens a product through selection-navigate', async () => {
    const element = mount('selection-best', { 'large-id': await scenarioId('outlet') });
    await waitFor(() => cards(element).length > 0);
    const link = byRole<HTMLAnchorElement>(cards(element)[0]!, 'link')!;
    expect(nameOf(link)).to.match(/[^\d,]\d{1,3}(,\d{3})*원$/);
    link.click();
    expect(navigations.at(-1)?.detail).to.include({ reason: 'item', itemId: cards(element)[0]?.dataset.itemId });
  });

  it('loads the next page at the end of the list and keeps counting ranks', async () => {
    const id = await scenarioId('japan-food');
    const element = mount('selection-best', { 'large-id': id });
    await waitFor(() => cards(element).length === 21, { message: 'first page' });
    listEnd(element)?.scrollIntoView();
    await waitFor(() => cards(element).length === 42, { message: 'second page', timeout: 8000 });
    const expected = await purchaseOrder(id);
    expect(cards(element)[21]?.dataset.rank).to.equal('22');
    expect(
      cards(element)
        .slice(21)
        .map((card) => card.dataset.itemId),
    ).to.deep.equal(expected.slice(21, 42).map((item) => item.itemId));
  });

  it('in a single-page host, Back from a product returns to it: the host draws the list again on popstate', async () => {
    const id = await scenarioId('japan-food');
    // The host's router: a product opens in place of the list; Back draws the list again.
    const host = routeInPlace('best-spa', () => mount('selection-best', { 'large-id': id }));
    let element = host.element();
    try {
      const itemId = await openFromSecondPage(element);
      expect(element.isConnected, 'the product opened in place of the list').to.equal(false);
      window.scrollTo(0, 0);
      history.back();
      element = await host.drawnAgain();
      expect((await productBack(element, itemId)).dataset.rank).to.equal('31');
    } finally {
      host.stop();
    }
  });

  it("in a single-page host that scrolls a box of its own (an app shell), Back from a product returns to it, its page set aside at the box's top", async () => {
    const id = await scenarioId('japan-food');
    const box = hostScrollingBox(450);
    const host = routeInPlace('best-box', () => mount('selection-best', { 'large-id': id }, box));
    let element = host.element();
    try {
      // A product of page 2 with page 3 below it (the last page is always drawn).
      await waitFor(() => cards(element).length === 21, { message: 'first page' });
      for (const page of [2, 3]) {
        listEnd(element)?.scrollIntoView();
        await waitFor(() => shadow(element).querySelector(`[data-page="${page}"]`), { message: `page ${page}`, timeout: 8000 });
      }
      const target = shadow(element).querySelectorAll<HTMLElement>('[data-page="2"] [part="product-card"]')[9]!;
      target.scrollIntoView({ block: 'center' });
      target.querySelector('a')!.click();
      const itemId = target.dataset.itemId;
      box.scrollTo(0, 0);
      history.back();
      element = await host.drawnAgain();
      // At the box's top the product's page is set aside: the box goes back to where it was first.
      await waitFor(() => shadow(element).querySelector('[data-spacer="2"]'), { message: 'page 2 set aside at the top' });
      const card = await productBack(element, itemId);
      const { top, bottom } = box.getBoundingClientRect();
      expect(card.getBoundingClientRect().top, 'in the box').to.be.within(top, bottom);
      expect(card.dataset.rank).to.equal('31');
    } finally {
      host.stop();
      box.remove();
    }
  });

  it('in a single-page host, Back from a product returns to it on a slow connection: its pages answer after the 2 s', async () => {
    const id = await scenarioId('japan-food');
    let slow: ReturnType<typeof holdFetches> | undefined;
    const host = routeInPlace(
      'best-slow',
      () => mount('selection-best', { 'large-id': id }),
      () => {
        // As on a page loaded again (no answers kept), the list's calls on their way for longer than
        // the 2 s and the second after them.
        clearQueryCache();
        slow = holdFetches((url) => url.includes('/item/get-legacies'));
      },
    );
    let element = host.element();
    try {
      const itemId = await openFromSecondPage(element);
      window.scrollTo(0, 0);
      history.back();
      element = await host.drawnAgain();
      await waitFor(() => (slow?.held() ?? 0) > 0, { message: 'the list asked for, on a slow connection' });
      // A server answering after the 2 s and half again as many frames as the product was once looked
      // for in (60): counted in frames, as that wait is, however fast the machine draws them.
      await new Promise((resolve) => setTimeout(resolve, SCROLL_RESTORE_DELAY_MS));
      for (let frame = 0; frame < 90; frame += 1) await new Promise(requestAnimationFrame);
      slow?.release();
      expect((await productBack(element, itemId)).dataset.rank).to.equal('31');
    } finally {
      slow?.stop();
      host.stop();
    }
  });

  it('coming back to its server render several pages down, hydrates it as served, then loads the pages to the product', async () => {
    const id = await scenarioId('japan-food');
    // A product opened from the third page, in this document.
    const element = mount('selection-best', { 'large-id': id });
    const ranked = (rank: number) => cards(element).find((card) => card.dataset.rank === String(rank));
    for (const last of [21, 42, 63]) {
      if (last > 21) listEnd(element)?.scrollIntoView();
      await waitFor(() => ranked(last), { message: `the card ranked ${last}`, timeout: 8000 });
    }
    const product = ranked(51)!;
    const itemId = product.dataset.itemId;
    product.querySelector('a')!.click();
    element.remove();
    history.pushState(null, '', `${location.pathname}?product=1`);
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    history.back();
    await back;
    // Back on a page its server drew again (a reload), nothing in its cache but what the render sent.
    clearQueryCache();
    // A mismatch here (React drawing the list afresh) fails the test: tests/browser/hydration-warnings.ts.
    const hydratedBefore = hydrationRecord().hydrated;
    const { box } = await putServed('selection-best', 'japan-food');
    try {
      const served = box.querySelector('selection-best')!;
      await waitFor(() => cards(served).find((card) => card.dataset.itemId === itemId), {
        message: 'the product, its page loaded',
        timeout: 8000,
      });
      await waitFor(() => hydrationRecord().hydrated > hydratedBefore, { message: 'the served list to hydrate' });
    } finally {
      box.remove();
    }
  });

  it('says SW012 and draws afresh when it cannot read the data its server render embedded (a server on another version)', async () => {
    clearQueryCache();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(String(args[0]));
    const hydratedBefore = hydrationRecord().hydrated;
    try {
      const { box } = await putServed('selection-best', 'japan-food', {
        edit: (html) => html.replace(/(<script type="application\/json"[^>]*>)[\s\S]*?(<\/script>)/, '$1{"answers":"another shape"}$2'),
      });
      try {
        const served = box.querySelector('selection-best')!;
        await waitFor(() => warnings.some((warning) => warning.includes('SW012') && warning.includes('<selection-best>')), {
          message: 'the warning',
        });
        await waitFor(() => cards(served).length > 0, { message: 'the list drawn afresh' });
        expect(hydrationRecord().hydrated, 'not hydrated').to.equal(hydratedBefore);
      } finally {
        box.remove();
      }
    } finally {
      console.warn = warn;
    }
  });

  it('shows three columns on a phone and on a desktop', async () => {
    const element = mount('selection-best', { 'large-id': await scenarioId('outlet') });
    await waitFor(() => cards(element).length > 0);
    const grid = shadow(element).querySelector('[part="product-grid"]') as HTMLElement;
    await setViewport(375, 740);
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(3);
    await setViewport(1280, 800);
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(3);
  });

  it('shows the empty state when the selection has no products, and not-found for an unknown id, which is not ready', async () => {
    const ready: EventTarget[] = [];
    const onReady = (event: Event) => ready.push(event.target!);
    document.addEventListener('selection-ready', onReady);
    const empty = mount('selection-best', { 'large-id': await scenarioId('no-frames') });
    const missing = mount('selection-best', { 'large-id': 'no-such-selection' });
    await waitForText(empty, messages.products.empty);
    expect(shadow(empty).querySelector('[data-state="empty"]')).to.not.equal(null);
    await waitForText(missing, messages.screens.notFound);
    await waitFor(() => ready.includes(empty), { message: 'the empty page ready' });
    document.removeEventListener('selection-ready', onReady);
    expect(ready.includes(missing), 'ready from the not-found screen').to.equal(false);
    await expectAccessible(document.body);
  });

  it('tells the host when its title call fails, and shows its plain heading over the list', async () => {
    const id = await scenarioId('japan-food');
    clearQueryCache();
    await fetch('/api/mock/selection/outage', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: `/large-data/${id}`, times: 10 }),
    });
    const errors: CustomEvent[] = [];
    const heard = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('selection-error', heard);
    try {
      const element = mount('selection-best', { 'large-id': id });
      await waitFor(() => cards(element).length > 0, { message: 'the list' });
      await waitFor(() => errors.some((event) => event.target === element && event.detail.status === 503), {
        message: 'a selection-error for the title call',
      });
      expect(shadow(element).querySelector('h1')?.textContent).to.equal(messages.best.fallbackHeading);
    } finally {
      document.removeEventListener('selection-error', heard);
      await resetApi();
    }
  });

  it('shows a failed list as an error with a retry that asks again', async () => {
    const id = await scenarioId('sneakers');
    await fetch('/api/mock/selection/server-pause', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    // The host's router takes the construction-page navigation over: the test page stays.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('selection-navigate', stay);
    let element: HTMLElement;
    const ready: EventTarget[] = [];
    const onReady = (event: Event) => ready.push(event.target!);
    document.addEventListener('selection-ready', onReady);
    try {
      element = mount('selection-best', { 'large-id': id });
      await waitFor(() => shadow(element).querySelector('[data-state="list-error"]'), { message: 'list error' });
      // Its plain heading is shown over the list's error: the page is there for the host.
      await waitFor(() => ready.includes(element), { message: 'ready with the title call failed' });
    } finally {
      document.removeEventListener('selection-ready', onReady);
      document.removeEventListener('selection-navigate', stay);
      await fetch('/api/mock/selection/server-pause', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"on":false}',
      });
    }
    const retry = shadow(element).querySelector<HTMLButtonElement>('[data-state="list-error"] button');
    expect(retry?.textContent).to.equal(messages.screens.retry);
    retry?.click();
    await waitFor(() => cards(element).length > 0, { message: 'list after retry' });
    expect(cards(element)[0]?.dataset.rank).to.equal('1');
    // The title, failed with the list, is asked for again once the list is in.
    // Read from the API directly (not through the page's cache, which would draw it).
    const frames = (await (await fetch(`/api/selection-frame-data/large-data/${id}`)).json()) as {
      selectionFrameDataList: { title: string }[];
    };
    const title = frames.selectionFrameDataList.at(-1)!.title;
    await waitFor(() => shadow(element).querySelector('h1')?.textContent === messages.best.heading(title), {
      message: () => `the title after the retry (${shadow(element).querySelector('h1')?.textContent})`,
    });
  });

  it("a category's best page is titled by the category", async () => {
    const id = await scenarioId('outlet');
    const frames = (await (await fetch(`/api/selection-frame-data/all-list/${id}`)).json()) as {
      selectionFrameDataList: { _id: string; title: string; type: string }[];
    };
    const outer = frames.selectionFrameDataList.find((frame) => frame.type === 'medium' && frame.title === '아우터');
    if (!outer) throw new Error('no 아우터 category in the outlet selection');
    const element = mount('selection-best', { 'large-id': outer._id });
    await waitForText(element, messages.best.heading('아우터'));
    expect(shadow(element).querySelector('h1')?.textContent).to.equal(messages.best.heading('아우터'));
  });

  it('keeps focus on 다시 시도 while the list is asked again, and hands it to the first product once the list is in', async () => {
    const id = await scenarioId('outlet');
    const element = await retryByKeyboard(
      () => mount('selection-best', { 'large-id': id }),
      (url) => url.includes('/item/get-legacies'),
      '[data-state="list-error"]',
    );
    const first = await waitFor(() => cards(element)[0]?.querySelector<HTMLAnchorElement>('a[href]'), { message: 'the list once in' });
    await waitFor(() => deepActiveElement() === first, { message: "focus on the first product's link" });
  });

  it("keeps its own text styles under a host page's inherited ones (spacing, alignment, case, style)", async () => {
    const element = mount('selection-best', { 'large-id': await scenarioId('outlet') });
    await waitFor(() => cards(element).length > 0, { message: 'the ranked cards' });
    const inherited = [
      'letter-spacing',
      'word-spacing',
      'text-align',
      'text-transform',
      'font-style',
      'font-weight',
      'text-indent',
      'white-space',
      'text-shadow',
    ];
    const styles = () =>
      ['.product-card__name', '.page-title'].map((selector) => {
        const text = shadow(element).querySelector(selector);
        expect(text, selector).to.not.equal(null);
        const style = getComputedStyle(text!);
        return Object.fromEntries(inherited.map((property) => [property, style.getPropertyValue(property)]));
      });
    const own = styles();
    const hostStyle = document.createElement('style');
    hostStyle.textContent =
      'body{letter-spacing:6px;word-spacing:12px;text-align:center;text-transform:uppercase;font-style:italic;font-weight:300;text-indent:40px;white-space:pre;text-shadow:1px 1px red}';
    document.head.append(hostStyle);
    try {
      expect(styles()).to.deep.equal(own);
    } finally {
      hostStyle.remove();
    }
  });
});
