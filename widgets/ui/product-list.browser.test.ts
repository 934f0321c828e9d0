import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { storeItemsQuery } from '../../core/api/selection.ts';
import { queryState } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import {
  atUrl,
  cleanup,
  drawnItems,
  holdEvents,
  holdFetches,
  loseAnswers,
  listEnd,
  logout,
  mount,
  recordFetches,
  resetApi,
  scenarioId,
  shadow,
  waitFor,
  appShellBody,
} from '../../tests/browser/helpers.ts';
import '../../tests/browser/product-list-harness.ts';
import { deepActiveElement, setViewport } from '../../tests/browser/engine.ts';
import '../../loader/selection-widgets.ts';

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

const PAGE_SIZE = 21;

/** Every element of the document and of its open shadow roots. */
function countElements(root: Document | ShadowRoot = document): number {
  let total = 0;
  for (const element of root.querySelectorAll('*')) {
    total += 1;
    if (element.shadowRoot) total += countElements(element.shadowRoot);
  }
  return total;
}

const cards = (element: Element) => [
  ...(element.shadowRoot?.querySelectorAll<HTMLElement>('[part="product-grid"] [part="product-card"]') ?? []),
];
const more = (element: Element) => element.shadowRoot?.querySelector<HTMLButtonElement>('[part="list-more"]') ?? null;

/** The products a list has drawn as it is paged through (`drawnItems`): a bounded list draws only the pages near the viewport. */
const productsDrawn = (element: Element) =>
  drawnItems(
    () => cards(element),
    (card) => card.dataset.itemId ?? '',
  );
type Drawn = ReturnType<typeof productsDrawn>;

/** Scrolls to the end (pressing "더 보기" where the list asks for it) until `pages` pages were drawn. */
/** Two frames: what the list draws once a change has settled (its window measures once a frame). */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

async function loadPages(
  element: Element,
  pages: number,
  drawn: Drawn = productsDrawn(element),
  scroller: Element | Window = window,
): Promise<void> {
  await waitFor(
    () => {
      if (drawn.see() >= pages * PAGE_SIZE) return true;
      const button = more(element);
      if (button && button.getAttribute('aria-disabled') !== 'true') button.click();
      scroller.scrollTo(0, scroller instanceof Element ? scroller.scrollHeight : document.documentElement.scrollHeight);
      return false;
    },
    { timeout: 30_000, message: `${pages} product pages` },
  );
  // Drawn as the list keeps it once settled.
  await twoFrames();
}

describe('product list', () => {
  beforeEach(async () => {
    await resetApi();
    await logout();
    atUrl('');
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    cleanup();
    atUrl('');
  });

  it('shows its first screen’s cards first, stand-ins holding the rest’s room, then the whole page without asking again', async () => {
    const fetches = recordFetches();
    const element = mount('test-product-list', { 'large-id': await scenarioId('japan-food'), limit: String(PAGE_SIZE) });
    const grid = () => shadow(element).querySelector<HTMLElement>('[part="product-grid"]');
    const place = (card: HTMLElement | undefined) => card && { id: card.dataset.itemId, top: card.getBoundingClientRect().top };
    // The grid as each commit left it (a mutation record batch follows each), laid out.
    let first: { cards: number; cells: number; columns: number; height: number; last: ReturnType<typeof place> } | undefined;
    const observer = new MutationObserver(() => {
      const list = grid();
      if (first || !list || cards(element).length === 0) return;
      const shown = cards(element);
      first = {
        cards: shown.length,
        cells: list.children.length,
        columns: getComputedStyle(list).gridTemplateColumns.split(' ').length,
        height: list.getBoundingClientRect().height,
        last: place(shown.at(-1)),
      };
    });
    observer.observe(shadow(element), { childList: true, subtree: true });
    await waitFor(() => cards(element).length === PAGE_SIZE, { message: 'the whole first page' });
    observer.disconnect();
    await fetches.idle();
    fetches.stop();
    if (!first) throw new Error('no commit with cards');
    // The first screen: two rows of the grid as the CSS lays it out, the rest of the page held by stand-ins.
    expect(first.cards, 'cards in the first commit').to.equal(2 * first.columns);
    expect(first.cells, 'cells in the first commit').to.equal(PAGE_SIZE);
    // Nothing moved when the rest came: the first screen's cards stayed put, the grid kept its height (within a twentieth: a stand-in is a card's size, not its exact height).
    const whole = cards(element);
    expect(place(whole[first.cards - 1])).to.deep.equal(first.last);
    const height = grid()!.getBoundingClientRect().height;
    expect(Math.abs(height - first.height), `the grid's height: ${first.height}, then ${height}`).to.be.lessThan(height * 0.05);
    // The page came whole from the one answer; the list's end asked for nothing while the page was cut.
    expect(fetches.calls.filter((call) => call.includes('/item/get-legacies'))).to.have.length(1);
  });

  it('draws a later page’s cards in a render the browser can run a task in, not in the task its answer lands in', async () => {
    const largeId = await scenarioId('japan-food');
    // The list's page 2, as the list asks for it: subscribed before the list is there, so its answer is seen as it lands.
    const page2 = queryState(storeItemsQuery({ selectionFrameDataId: largeId, sortType: 'POPULAR', limit: PAGE_SIZE, page: 2 }));
    let drawnAtLanding: number | undefined;
    const stop = page2.listen((state) => {
      if (state.status !== 'success' || drawnAtLanding !== undefined) return;
      // Read once the landing's microtasks have run, before any task. A store's subscriber is drawn in
      // a render React cannot pause, and React runs that render in a microtask queued as the store
      // notifies, right after this listener: the list subscribed after it. So a second microtask
      // queued from this one comes after that render. A background render runs in a task of React's
      // scheduler, and no microtask ever sees it. (A task posted here raced the scheduler's own tasks:
      // once, in WebKit, the page was drawn before it ran.)
      queueMicrotask(() =>
        queueMicrotask(() => {
          drawnAtLanding = cards(element).length;
        }),
      );
    });
    const element = mount('test-product-list', { 'large-id': largeId, limit: String(PAGE_SIZE) });
    try {
      await loadPages(element, 2);
    } finally {
      stop();
    }
    expect(drawnAtLanding, 'cards drawn when page 2 landed').to.equal(PAGE_SIZE);
    expect(cards(element)).to.have.length(2 * PAGE_SIZE);
  });

  it('keeps the page’s elements bounded over 10 pages: at most twice those after the first page', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    const drawn = productsDrawn(element);
    await loadPages(element, 1, drawn);
    await waitFor(() => shadow(element).querySelector('[part="bundle-slider"]'), { message: 'the combined-shipping row' });
    const afterOne = countElements();
    await loadPages(element, 10, drawn);
    const afterTen = countElements();
    expect(drawn.seen.size).to.be.at.least(10 * PAGE_SIZE);
    expect(afterTen, `${afterOne} elements after 1 page, ${afterTen} after 10`).to.be.at.most(2 * afterOne);

    // Back at the top, the first page is drawn again where it was.
    window.scrollTo(0, 0);
    const first = await waitFor(() => cards(element).find((card) => card.dataset.itemId === [...drawn.seen.keys()][0]), {
      message: 'the first product again',
    });
    expect(first.getBoundingClientRect().top).to.be.lessThan(window.innerHeight * 2);
  }).timeout(60_000);

  /**
   * Where the list scrolls: the window, a host's box, a box in a host component's shadow root that
   * the list is slotted into (a box starts below the page's top: an app bar above it), or the body of
   * a page whose root clips.
   */
  const inBox = (parent: HTMLElement, box: HTMLElement, remove: () => void) => {
    box.style.cssText = 'margin-top: 100px; height: 450px; overflow-y: auto';
    return { parent, box, scroller: box, remove };
  };
  const scrollingIn = {
    'the window': () => ({ parent: document.body, box: undefined, scroller: window, remove: () => undefined }),
    "a host's scrolling box": () => {
      const box = document.body.appendChild(document.createElement('div'));
      return inBox(box, box, () => box.remove());
    },
    "a host component's scrolling box, slotted": () => {
      const host = document.body.appendChild(document.createElement('div'));
      const box = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      box.append(document.createElement('slot'));
      return inBox(host, box, () => host.remove());
    },
    "an app shell's body (the root clips, the body scrolls)": () => {
      const { body, remove } = appShellBody();
      return { parent: body, box: body, scroller: body, remove };
    },
  };
  for (const [place, make] of Object.entries(scrollingIn)) {
    it(`draws the pages it set aside again as they come back into view, scrolled in ${place}`, async () => {
      const { parent, scroller, remove } = make();
      try {
        const element = mount('test-product-list', { 'large-id': await scenarioId('japan-food'), limit: String(PAGE_SIZE) }, parent);
        await loadPages(element, 4, undefined, scroller);
        await waitFor(() => shadow(element).querySelector('[data-spacer="1"]'), { message: 'page 1 set aside' });
        scroller.scrollTo(0, 0);
        await waitFor(() => !shadow(element).querySelector('[data-spacer="1"]'), { message: 'page 1 drawn again' });
      } finally {
        remove();
      }
    }).timeout(60_000);

    it(`keeps the product at the top of the view where it stood when the width changes deep in the list, scrolled in ${place}`, async () => {
      // Turning a phone, or an iPad's split view: the cards change height and the pages set aside are
      // drawn again at the new width. WebKit has no scroll anchoring to keep the place; the list does,
      // in whichever box it scrolls; what shows of a box is what is below its top.
      await setViewport(800, 600);
      const { parent, box, scroller, remove } = make();
      try {
        const element = mount('test-product-list', { 'large-id': await scenarioId('japan-food'), limit: String(PAGE_SIZE) }, parent);
        await loadPages(element, 5, undefined, scroller);
        scroller.scrollBy(0, -900);
        await waitFor(() => shadow(element).querySelector('[data-spacer]'), { message: 'pages above set aside' });
        await twoFrames();
        // A row's top 10 px below the view's top, the row above it out of view (the rows' gap is
        // wider): the product at the top of the view is the same to every engine's anchoring.
        const top = box?.getBoundingClientRect().top ?? 0;
        const card = cards(element).find((shown) => shown.getBoundingClientRect().top > top)!;
        scroller.scrollBy(0, card.getBoundingClientRect().top - top - 10);
        await twoFrames();
        const before = Math.round(card.getBoundingClientRect().top);
        // (WebKit scrolls by whole pixels.)
        expect(before, 'the product at the top of the view').to.be.closeTo(top + 10, 2);
        await setViewport(700, 600);
        const at = () => (card.isConnected ? Math.round(card.getBoundingClientRect().top) : Number.NaN);
        await waitFor(() => at() === before, { message: () => `the card back at ${before}, at ${at()}` });
        await twoFrames();
        expect(at(), 'and staying there').to.equal(before);
      } finally {
        remove();
        await setViewport(800, 600);
      }
    }).timeout(60_000);
  }

  /**
   * Page 2 of `element`'s list, set aside, scrolled back into view a minute later by the page's clock
   * (every answer past its stale time): drawn again, with nothing asked for.
   */
  async function page2BackAsksNothing(element: Element): Promise<void> {
    await waitFor(() => shadow(element).querySelector('[data-spacer="2"]'), { message: 'page 2 set aside' });
    const realNow = Date.now;
    Date.now = () => realNow() + 60_000;
    const fetches = recordFetches();
    try {
      shadow(element).querySelector('[data-spacer="2"]')?.scrollIntoView();
      await waitFor(
        () =>
          !shadow(element).querySelector('[data-spacer="2"]') && cards(element).some((card) => card.closest('li')?.dataset.page === '2'),
        { message: 'page 2 drawn again' },
      );
      await fetches.idle();
      expect(fetches.calls.filter((call) => call.includes('/item/get-legacies'))).to.deep.equal([]);
    } finally {
      fetches.stop();
      Date.now = realNow;
    }
  }

  it('asks for nothing when pages a spacer stood in for come back into view, however old their answers', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    await loadPages(element, 6);
    await page2BackAsksNothing(element);
  }).timeout(30_000);

  it('asks for nothing when pages come back into view that it first drew from answers cached before it went up', async () => {
    // The same list shown earlier on the page (another tab of the page and back, within the answers'
    // stale time): its pages come from the cache as it scrolls, answered before this list went up.
    const largeId = await scenarioId('japan-food');
    const earlier = mount('selection-home', { 'large-id': largeId });
    await loadPages(earlier, 6);
    earlier.remove();
    window.scrollTo(0, 0);
    const element = mount('selection-home', { 'large-id': largeId });
    await loadPages(element, 6);
    await page2BackAsksNothing(element);
  }).timeout(60_000);

  it('shows a later page’s retry as busy while it is on its way, says a second failure again, and hands focus to the page’s first product once it is in', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('japan-food'), limit: String(PAGE_SIZE) });
    await waitFor(() => cards(element).length === PAGE_SIZE, { message: 'the first page' });
    const secondPage = (url: string, body: string | undefined) => url.includes('/item/get-legacies') && (body ?? '').includes('"page":2');
    const failing = holdFetches(secondPage);
    let retry: HTMLButtonElement;
    try {
      listEnd(element)?.scrollIntoView();
      await waitFor(() => failing.held() > 0, { message: 'page 2 asked for' });
      failing.release(503);
      retry = await waitFor(() => shadow(element).querySelector<HTMLButtonElement>('[data-state="list-error"] button'), {
        message: 'page 2’s error',
        timeout: 10_000,
      });
    } finally {
      failing.stop();
    }
    expect(retry.hasAttribute('aria-busy'), 'not busy before the retry').to.equal(false);
    const message = () => shadow(element).querySelector('[data-state="list-error"] .inline-error__title');
    const firstMessage = message();
    // From the keyboard: focus stays on 다시 시도 through a retry that fails again.
    retry.focus();
    const failingAgain = holdFetches(secondPage);
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => failingAgain.held() === 1, { message: 'the first retry on its way' });
      failingAgain.release(503);
      // The same words drawn anew in the alert, so a screen reader reads the second failure too.
      await waitFor(() => message() !== firstMessage && message()?.textContent === firstMessage?.textContent, {
        message: 'the failure said again',
        timeout: 10_000,
      });
      await waitFor(() => !retry.hasAttribute('aria-busy'), { message: 'the retry ready again' });
      expect(deepActiveElement(), 'focus still on 다시 시도').to.equal(retry);
    } finally {
      failingAgain.stop();
    }
    const again = holdFetches(secondPage);
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => again.held() === 1, { message: 'the retry on its way' });
      // A later page's state is drawn in a render React may put off (`deferArrivals`).
      const button = await waitFor(
        () => shadow(element).querySelector<HTMLButtonElement>('[data-state="list-error"] button[aria-busy="true"]'),
        { message: 'the retry shown busy' },
      );
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expect(deepActiveElement(), 'focus on the busy retry').to.equal(button);
      again.release();
      await waitFor(() => cards(element).length === 2 * PAGE_SIZE, { message: 'page 2 once in' });
      // Focus goes on to page 2's first product, where the error stood: not to page 1's last above it.
      const firstOfPage2 = shadow(element).querySelector('[data-page="2"] a[href]');
      await waitFor(() => deepActiveElement() === firstOfPage2, { message: "focus on page 2's first product" });
    } finally {
      again.stop();
    }
  });

  it('asks again for a page whose call got no answer once the browser is back online, with no tap on 다시 시도', async () => {
    const element = mount('test-product-list', { 'large-id': await scenarioId('japan-food'), limit: String(PAGE_SIZE) });
    await waitFor(() => cards(element).length === PAGE_SIZE, { message: 'the first page' });
    // The network away: page 2's call gets no answer.
    const away = loseAnswers((url, method) => method === 'POST' && url.pathname === '/api/item/get-legacies');
    try {
      listEnd(element)?.scrollIntoView();
      await waitFor(() => shadow(element).querySelector('[data-state="list-error"] button'), {
        message: 'page 2’s error',
        timeout: 15_000,
      });
    } finally {
      away.stop();
    }
    // The browser says the network is back (as it does when a phone leaves a tunnel).
    window.dispatchEvent(new Event('online'));
    await waitFor(() => cards(element).length === 2 * PAGE_SIZE, { message: 'page 2 once back online' });
    expect(shadow(element).querySelector('[data-state="list-error"]')).to.equal(null);
  });

  it('goes on by "더 보기" after 3 pages on the home, so the combined-shipping row after it can be reached', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    const drawn = productsDrawn(element);
    await waitFor(() => cards(element).length >= PAGE_SIZE, { message: 'the first page' });
    // Scrolling alone loads pages 2 and 3, then stops at the button.
    await waitFor(
      () => {
        drawn.see();
        window.scrollTo(0, document.documentElement.scrollHeight);
        return more(element);
      },
      { timeout: 15_000, message: 'the 더 보기 button' },
    );
    const button = more(element) as HTMLButtonElement;
    await waitFor(() => drawn.see() >= 3 * PAGE_SIZE && button.getAttribute('aria-disabled') !== 'true', {
      message: 'page 3 in',
    });
    expect(button.textContent).to.equal(messages.common.more);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await twoFrames();
    expect(drawn.see()).to.equal(3 * PAGE_SIZE);
    // The row after the list is reached, below the button: drawn once it is near the screen, after
    // its own call has answered (more than two frames on a loaded machine).
    const bundle = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="bundle-slider"]'), {
      message: 'the combined-shipping row',
    });
    expect(bundle.getBoundingClientRect().top).to.be.greaterThan(button.getBoundingClientRect().bottom - 1);
    expect(bundle.getBoundingClientRect().top).to.be.lessThan(window.innerHeight);

    // From the keyboard: the button says the next page is on its way, the page comes, and focus goes
    // to its first product.
    button.focus();
    const fourth = holdFetches((_url, body) => Boolean(body?.includes('"page":4')));
    try {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => fourth.held() > 0, { message: 'page 4 asked for' });
      await waitFor(() => button.getAttribute('aria-busy') === 'true', { message: 'the button busy' });
      expect(button.textContent).to.equal(messages.screens.loading);
      fourth.release();
    } finally {
      fourth.stop();
    }
    const focused = await waitFor(
      () => {
        const active = shadow(element).activeElement;
        return active?.closest<HTMLElement>('[part="product-card"]') ?? undefined;
      },
      { message: 'focus on the first product of page 4' },
    );
    expect(drawn.seen.has(focused.dataset.itemId ?? '')).to.equal(false);
    expect(focused.closest<HTMLElement>('[data-page]')?.dataset.page).to.equal('4');
  }).timeout(30_000);

  it('shows the next page on its way where the list will grow, and nothing there once it is in', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    await waitFor(() => cards(element).length >= PAGE_SIZE, { message: 'the first page' });
    const second = holdFetches((_url, body) => Boolean(body?.includes('"page":2') && body.includes('"limit":21')));
    const loading = () => shadow(element).querySelector<HTMLElement>('[data-state="more"] .list-end__loading');
    try {
      const shown = await waitFor(
        () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return second.held() > 0 && loading();
        },
        { message: 'page 2 on its way, said' },
      );
      // Seen, not only heard: a box of its own at the list's end, on the screen.
      const box = shown.getBoundingClientRect();
      expect(box.width, 'its width').to.be.above(40);
      expect(box.height, 'its height').to.be.at.least(16);
      expect(box.top, 'on the screen').to.be.lessThan(window.innerHeight);
      second.release();
      await waitFor(() => shadow(element).querySelector('[part="product-grid"] [data-page="2"]') && !loading(), { message: 'page 2 in' });
    } finally {
      second.stop();
    }
  });

  it('keeps the page holding focus (and its neighbours) drawn, so Tab goes on through the list', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    const drawn = productsDrawn(element);
    await loadPages(element, 1, drawn);
    // Page 1's last card (page 2 may already be drawn: the list's end was scrolled to).
    const lastOfFirst = cards(element)
      .filter((card) => card.closest<HTMLElement>('[data-page]')?.dataset.page === '1')
      .at(-1);
    const link = lastOfFirst?.querySelector<HTMLAnchorElement>('a');
    if (!link) throw new Error('no product of page 1');
    link.focus({ preventScroll: true });
    // Pages 2 and 3 by scrolling: page 1 ends far above the viewport.
    await loadPages(element, 3, drawn);
    expect(link.getBoundingClientRect().bottom).to.be.lessThan(-window.innerHeight);
    // It holds focus: it is still drawn, and so is page 2 after it.
    expect(link.isConnected).to.equal(true);
    expect(shadow(element).activeElement).to.equal(link);
    await sendKeys({ press: 'Tab' }); // the heart of the same card
    await sendKeys({ press: 'Tab' });
    const next = shadow(element).activeElement?.closest<HTMLElement>('[data-page]');
    expect(next?.dataset.page).to.equal('2');
  }).timeout(30_000);
});
