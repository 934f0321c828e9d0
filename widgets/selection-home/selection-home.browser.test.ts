import { expect } from 'chai';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import {
  atUrl,
  cleanup,
  holdEvents,
  mount,
  recordFetches,
  resetApi,
  scenarioId,
  shadow,
  textOf,
  waitFor,
  waitForText,
} from '../../tests/browser/helpers.ts';
import '../../loader/selection-widgets.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { pressShiftTab, setViewport } from '../../tests/browser/engine.ts';
import { sendKeys } from '@web/test-runner-commands';

const { screens } = messages;

/** Keeps the test page where it is: navigation events are recorded and cancelled. */
const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

/** The product list's cards (the pick and bundle rows have product cards too, arriving on their own time). */
const cards = (element: Element) => element.shadowRoot?.querySelectorAll('[part="product-grid"] [part="product-card"]') ?? [];

describe('<selection-home>', () => {
  beforeEach(async () => {
    navigations.length = 0;
    history.replaceState(null, '', location.pathname);
  });
  afterEach(cleanup);

  /**
   * Firefox makes a box that scrolls a Tab stop, one before its own controls: from the last control
   * before each of `rows`, Tab lands on a control inside it, not on the row.
   */
  async function tabGoesIntoEachRow(root: ShadowRoot, rows: HTMLElement[]) {
    const tabbable = () =>
      [...root.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]')].filter((control) => control.tabIndex >= 0);
    for (const row of rows) {
      expect(row.scrollWidth, `${row.className} scrolls`).to.be.greaterThan(row.clientWidth);
      // The last control before the row, in the order of the page.
      const before = tabbable()
        .filter((control) => !row.contains(control) && row.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1);
      before!.focus();
      await sendKeys({ press: 'Tab' });
      const focused = root.activeElement;
      expect(
        focused !== row && row.contains(focused),
        `Tab into ${row.className} from ${before?.outerHTML.slice(0, 80)}: ${focused?.outerHTML.slice(0, 80)}`,
      ).to.equal(true);
    }
  }

  /**
   * The same from within, for rows whose page goes on growing before them (a list that loads its
   * next page as it comes near): Shift+Tab from each row's first control lands on a control before
   * it, not on the row.
   */
  async function shiftTabLeavesEachRow(root: ShadowRoot, rows: HTMLElement[]) {
    for (const row of rows) {
      expect(row.scrollWidth, `${row.className} scrolls`).to.be.greaterThan(row.clientWidth);
      row.querySelector<HTMLElement>('a[href], button')!.focus();
      await pressShiftTab();
      const focused = root.activeElement;
      expect(focused !== null && !row.contains(focused), `Shift+Tab out of ${row.className}: ${focused?.outerHTML.slice(0, 80)}`).to.equal(
        true,
      );
    }
  }

  /** `selectors` in `root`, once each holds a control and scrolls. */
  const rowsWithControls = (root: ShadowRoot, selectors: string[], message: string) =>
    waitFor(
      () => {
        const found = selectors.map((selector) => root.querySelector<HTMLElement>(selector));
        // Each with its controls, and wider than its box (the last of its items may come in a later render).
        return found.every((row) => row?.querySelector('a[href], button') && row.scrollWidth > row.clientWidth)
          ? (found as HTMLElement[])
          : undefined;
      },
      { message },
    );

  it('makes no Tab stop of a row that scrolls (Firefox makes a scrolling box one): Tab goes on to its first control', async () => {
    try {
      await setViewport(393, 852);
      atUrl('');
      const element = mount('selection-home', { 'large-id': await scenarioId('outlet') });
      const root = await waitFor(() => element.shadowRoot, { message: 'the element drawn' });
      const rows = await rowsWithControls(
        root,
        [
          '.banner-main__track',
          '.pick-tabs[role="tablist"]',
          '[part~="pick-slider"] .scroll-row__track',
          '[part~="best-row"] .scroll-row__track',
        ],
        'the banners, pick tabs, pick slider and best row with their controls, each scrolling',
      );
      await tabGoesIntoEachRow(root, rows);
    } finally {
      await setViewport(800, 600);
    }
  });

  it("makes no Tab stop of the combined-shipping row nor of the review tab's section list either", async () => {
    try {
      await setViewport(393, 852);
      atUrl('');
      const food = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
      const foodRoot = await waitFor(() => food.shadowRoot?.querySelector<HTMLElement>('.bundle-place') && food.shadowRoot, {
        message: 'the place of the combined-shipping row',
      });
      // The row is asked for as it comes near the view.
      foodRoot.querySelector('.bundle-place')!.scrollIntoView();
      await shiftTabLeavesEachRow(
        foodRoot,
        await rowsWithControls(foodRoot, ['[part~="bundle-slider"] .scroll-row__track'], 'the combined-shipping row with its products'),
      );
      cleanup();
      atUrl('?tab=1');
      const sneakers = mount('selection-home', { 'large-id': await scenarioId('sneakers') });
      // Narrower than a phone's screen, so that the list scrolls.
      sneakers.style.width = '240px';
      const sneakersRoot = await waitFor(() => sneakers.shadowRoot, { message: 'the element drawn' });
      await tabGoesIntoEachRow(
        sneakersRoot,
        await rowsWithControls(sneakersRoot, ['.review-nav__list'], 'the section list of the review tab'),
      );
    } finally {
      atUrl('');
      scrollTo(0, 0);
      await setViewport(800, 600);
    }
  });

  it('shows template A with the first page of 21 products in rows of 3', async () => {
    const id = await scenarioId('japan-food');
    const element = mount('selection-home', { 'large-id': id });
    await waitFor(() => cards(element).length === 21, { message: '21 product cards' });
    const home = shadow(element).querySelector('[part="home"]');
    expect(home?.getAttribute('data-template')).to.equal('A');
    expect(textOf(element)).to.include('일본 식품관');
    const grid = shadow(element).querySelector('[part="product-grid"]') as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(3);
    // The grid starts below the banners and rows: its pictures wait for a layout to find them near the view.
    expect(new Set([...cards(element)].map((card) => card.querySelector('img')?.loading))).to.deep.equal(new Set(['lazy']));
    const firstImage = shadow(element).querySelector('img') as HTMLImageElement;
    expect(firstImage.getAttribute('width')).to.match(/^\d+$/);
    expect(firstImage.getAttribute('height')).to.match(/^\d+$/);
    await expectAccessible(element);
  });

  it('url-state="off" keeps an element\'s page state to itself: the URL and the other element are untouched', async () => {
    const id = await scenarioId('japan-food');
    atUrl('?sortType=LOW_PRICE');
    const own = mount('selection-home', { 'large-id': id, 'url-state': 'off' });
    const shared = mount('selection-home', { 'large-id': id });
    await waitFor(() => cards(own).length === 21 && cards(shared).length === 21, { message: 'both lists' });
    const sortOf = (element: Element) => shadow(element).querySelector<HTMLSelectElement>('[part="list-controls"] select')!;
    // Its own state starts from the defaults, not from the URL the page has.
    expect(sortOf(own).value).to.equal('POPULAR');
    expect(sortOf(shared).value).to.equal('LOW_PRICE');
    const firstBefore = cards(own)[0]?.getAttribute('data-item-id');
    sortOf(own).value = 'RECENT';
    sortOf(own).dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(
      () => sortOf(own).value === 'RECENT' && cards(own).length === 21 && cards(own)[0]?.getAttribute('data-item-id') !== firstBefore,
      { message: 'the own list re-sorted' },
    );
    expect(location.search).to.equal('?sortType=LOW_PRICE');
    expect(sortOf(shared).value).to.equal('LOW_PRICE');
    atUrl('');
  });

  it('url-state="off" starts a new selection from the defaults when large-id changes, not from the last one\'s state', async () => {
    const own = mount('selection-home', { 'large-id': await scenarioId('japan-food'), 'url-state': 'off' });
    await waitFor(() => cards(own).length === 21, { message: 'the first selection' });
    const sortOf = () => shadow(own).querySelector<HTMLSelectElement>('[part="list-controls"] select');
    sortOf()!.value = 'RECENT';
    sortOf()!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => sortOf()?.value === 'RECENT' && cards(own).length === 21, { message: 'sorted by 최신순' });
    own.setAttribute('large-id', await scenarioId('outlet'));
    await waitFor(() => textOf(own).includes('아울렛') && cards(own).length === 21, { message: 'the second selection' });
    expect(sortOf()?.value, 'the second selection’s sort').to.equal('POPULAR');
  });

  it('shares one request per endpoint between two elements of one selection', async () => {
    const id = await scenarioId('outlet');
    // The first element asks for everything: nothing an earlier test loaded is in the cache.
    clearQueryCache();
    // Counted as sent, and read once everything the element asked for has been answered.
    const fetches = recordFetches();
    try {
      const counts = () => ({
        large: fetches.count(`/large-data/${id}`),
        all: fetches.count(`/all-list/${id}`),
        items: fetches.count('/item/get-legacies'),
      });
      const first = mount('selection-home', { 'large-id': id });
      await waitFor(() => cards(first).length > 0, { message: 'first list' });
      await fetches.idle();
      const afterFirst = counts();
      expect(afterFirst.large).to.equal(1);
      expect(afterFirst.all).to.equal(1);
      expect(afterFirst.items).to.be.greaterThan(0);
      // A second element of the same selection is served from the page's cache: nothing it shows is
      // asked for again. (Counted by the selection's id: a call an earlier test's element left on its
      // way, a retry of another selection's, is not this element's. And compared call by call: the
      // first element may still ask for a later page of picks when its row's end comes into view,
      // which in WebKitGTK can come after its answers are all in; that call is sent once all the same.)
      const second = mount('selection-home', { 'large-id': id });
      await waitFor(() => cards(second).length === cards(first).length, { message: 'second list' });
      await fetches.idle();
      const ofThisSelection = fetches.calls.filter((call) => call.includes(id));
      expect(
        ofThisSelection.filter((call, index) => ofThisSelection.indexOf(call) !== index),
        'calls for this selection sent twice once the second element came',
      ).to.deep.equal([]);
      expect(counts()).to.deep.include({ large: 1, all: 1 });
      expect(shadow(first).querySelector('[part="home"]')?.getAttribute('data-template')).to.equal('B');
    } finally {
      fetches.stop();
    }
  });

  it('shows each fallback screen with its exact text', async () => {
    const noFrames = mount('selection-home', { 'large-id': await scenarioId('no-frames') });
    const noName = mount('selection-home', { 'large-id': await scenarioId('no-template-name') });
    const unknown = mount('selection-home', { 'large-id': await scenarioId('unknown-template') });
    const missing = mount('selection-home', { 'large-id': 'no-such-selection' });
    await waitForText(noFrames, screens.noFrames);
    await waitForText(noName, screens.noTemplateName);
    await waitForText(unknown, screens.unknownTemplate);
    expect(textOf(unknown)).to.include('Z');
    await waitForText(missing, screens.notFound);
    expect(shadow(missing).querySelector('a')?.textContent).to.equal(screens.goHome);
    await expectAccessible(document.body);
  });

  it('tells the host of a selection not found (selection-error, 404), and not of one it was given no id for', async () => {
    const errors: { target: EventTarget | null; detail: unknown }[] = [];
    const onError = (event: Event) => errors.push({ target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener('selection-error', onError);
    try {
      // An id no other test asked for: no failure of it is in the page's cache yet.
      const missing = mount('selection-home', { 'large-id': 'no-selection-of-this-id' });
      const unnamed = mount('selection-home', {});
      await waitForText(missing, screens.notFound);
      await waitForText(unnamed, screens.notFound);
      await waitFor(() => errors.length > 0, { message: 'selection-error' });
      expect(errors.map((error) => error.target)).to.deep.equal([missing]);
      // With the words the screen shows.
      expect(errors[0]?.detail).to.deep.include({ status: 404, message: screens.notFound });
    } finally {
      document.removeEventListener('selection-error', onError);
    }
  });

  it('shows a malformed response as an error with a retry, and says so to the host', async () => {
    const errors: CustomEvent[] = [];
    document.addEventListener('selection-error', (event) => errors.push(event));
    const element = mount('selection-home', { 'large-id': await scenarioId('malformed') });
    await waitForText(element, messages.errors.temporary);
    expect(textOf(element)).to.include(messages.errors.contactSupport);
    expect(shadow(element).querySelector('[role="alert"] button')?.textContent).to.equal(screens.retry);
    expect(errors.some((event) => event.detail.code === 'INVALID_RESPONSE')).to.equal(true);
    await expectAccessible(element);
  });

  it('redirects a small3 node to its parent page, keeping the query string', async () => {
    history.replaceState(null, '', `${location.pathname}?sortType=RECENT&viewSoldout=false`);
    mount('selection-home', { 'large-id': await scenarioId('small3-node') });
    const event = await waitFor(() => navigations.find((entry) => entry.detail.reason === 'redirect'), { message: 'redirect' });
    expect(event.detail.replace).to.equal(true);
    expect(event.detail.url).to.match(/^\/selection\/[^/?]+\?sortType=RECENT&viewSoldout=false$/);
    expect(event.detail.url).not.to.include(await scenarioId('small3-node'));
  });

  it('announces a product click as a cancelable selection-navigate to the item page', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('japan-food') });
    const link = await waitFor(() => shadow(element).querySelector<HTMLAnchorElement>('[part="product-card"] a'));
    const itemId = link.closest('[data-item-id]')?.getAttribute('data-item-id');
    link.click();
    const event = navigations.at(-1);
    expect(event?.detail).to.include({ reason: 'item', itemId, url: `/item/${itemId}` });
    expect(event?.composed && event.bubbles && event.cancelable).to.equal(true);
    expect(location.pathname).not.to.include('/item/');
  });

  it('follows its large-id attribute, including its removal', async () => {
    const element = mount('selection-home', { 'large-id': await scenarioId('no-frames') });
    await waitForText(element, screens.noFrames);
    element.setAttribute('large-id', await scenarioId('no-template-name'));
    await waitForText(element, screens.noTemplateName);
    element.removeAttribute('large-id');
    await waitForText(element, screens.notFound);
  });

  it('announces the construction page as a cancelable selection-navigate when the server answers serverPause', async () => {
    const announced: CustomEvent[] = [];
    // The host's router takes over: the test page stays.
    const takeOver = (event: Event) => {
      event.preventDefault();
      announced.push(event as CustomEvent);
    };
    document.addEventListener('selection-navigate', takeOver);
    await fetch('/api/mock/selection/server-pause', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"on":true}',
    });
    try {
      mount('selection-home', { 'large-id': await scenarioId('sneakers') });
      await waitFor(() => announced.length > 0, { message: 'serverPause navigation' });
      expect(announced[0]?.cancelable).to.equal(true);
      // A redirect: the paused page is replaced, so Back does not come to it to be sent on again.
      expect(announced[0]?.detail).to.deep.include({ url: '/construction', reason: 'redirect', replace: true });
      expect(location.pathname).to.not.equal('/construction');
    } finally {
      document.removeEventListener('selection-navigate', takeOver);
      await resetApi();
    }
  });
});
