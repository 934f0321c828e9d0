import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, atUrl, byRole, hostScrollingBox, mount, scenarioId, shadow, textOf, waitFor } from '../../tests/browser/helpers.ts';
import { api, cardIds, describeHome, openHome, params } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';
import { PORTRAIT, setSafeAreaInsets } from '../../tests/browser/phone-screen.ts';
import { pressShiftTab, setViewport } from '../../tests/browser/engine.ts';

/** The tab row of a category level (1 to 4). */
const tabRow = (element: Element, level: number) => byRole(element, 'tablist', home.navLevelLabel(level));
/** A row's category tabs, without ALL and PICK. */
const categoryTabs = (row: Element) =>
  allByRole<HTMLButtonElement>(row, 'tab').filter((tab) => !['all', 'pick'].includes(tab.dataset.frameId ?? ''));

describeHome('<selection-home> category navigation', () => {
  it('walks the category tabs four levels down, keeping target_id in the URL', async () => {
    const element = await openHome('japan-food');
    for (let level = 1; level <= 4; level += 1) {
      const row = await waitFor(() => tabRow(element, level), { message: `row ${level}` });
      const choice = categoryTabs(row)[0];
      expect(choice, `a category at level ${level}`).to.exist;
      choice?.click();
      await waitFor(() => params().get('target_id') === choice?.dataset.frameId, { message: `target_id of level ${level}` });
      await waitFor(
        () => byRole(tabRow(element, level) ?? element, 'tab', choice?.textContent ?? '')?.getAttribute('aria-selected') === 'true',
      );
      // Pressed again, the chosen category adds no step for Back to go through.
      const steps = history.length;
      byRole(tabRow(element, level)!, 'tab', choice?.textContent ?? '')?.click();
      expect(history.length, `no step to the same category at level ${level}`).to.equal(steps);
    }
    // The list follows the deepest choice: every product shown belongs to it, per the API.
    const target = params().get('target_id') ?? '';
    const expected = await api<{ storeItemList: { itemId: string }[] }>('/api/item/get-legacies', {
      selectionFrameDataId: target,
      limit: 21,
      page: 1,
    });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(expected.storeItemList.map((item) => item.itemId)), {
      message: 'list of the chosen category',
    });
    // ALL on the first row goes back to the whole selection.
    byRole(tabRow(element, 1)!, 'tab', home.all)?.click();
    await waitFor(() => !params().has('target_id'), { message: 'target_id removed' });
  });

  it("ignores a category that is not the selection's: ALL chosen, and the URL and the list follow it", async () => {
    // Another selection's category, as a stale or hand-made link would name it.
    const other = (
      await api<{ selectionFrameDataList: { _id: string; type: string }[] }>(
        `/api/selection-frame-data/all-list/${await scenarioId('outlet')}`,
      )
    ).selectionFrameDataList.find((frame) => frame.type !== 'large')!._id;
    const element = await openHome('japan-food', `?target_id=${other}&sortType=LOW_PRICE`, { waitForProducts: false });
    await waitFor(() => !params().has('target_id'), { message: 'target_id dropped' });
    expect(params().get('sortType'), 'the other parameters kept').to.equal('LOW_PRICE');
    const all = await waitFor(() => byRole(tabRow(element, 1) ?? element, 'tab', home.all), { message: 'the ALL tab' });
    expect(all.getAttribute('aria-selected')).to.equal('true');
    const expected = await api<{ storeItemList: { itemId: string }[] }>('/api/item/get-legacies', {
      selectionFrameDataId: await scenarioId('japan-food'),
      sortType: 'LOW_PRICE',
      limit: 21,
      page: 1,
    });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(expected.storeItemList.map((item) => item.itemId)), {
      message: "the selection's own list",
    });
  });

  it("on a category's page, ignores a category of another branch: ALL chosen, and the URL and the list follow it", async () => {
    const frames = (
      await api<{ selectionFrameDataList: { _id: string; type: string; parentId?: string }[] }>(
        `/api/selection-frame-data/all-list/${await scenarioId('japan-food')}`,
      )
    ).selectionFrameDataList;
    const [page, other] = frames.filter((frame) => frame.type === 'medium');
    // A category of the other branch, below it where it has any.
    const elsewhere = frames.find((frame) => frame.parentId === other!._id) ?? other!;
    atUrl(`?target_id=${elsewhere._id}`);
    const element = mount('selection-home', { 'large-id': page!._id });
    await waitFor(() => !params().has('target_id'), { message: 'target_id dropped' });
    const all = await waitFor(() => byRole(tabRow(element, 1) ?? element, 'tab', home.all), { message: 'the ALL tab' });
    expect(all.getAttribute('aria-selected')).to.equal('true');
    const expected = await api<{ storeItemList: { itemId: string }[] }>('/api/item/get-legacies', {
      selectionFrameDataId: page!._id,
      limit: 21,
      page: 1,
    });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(expected.storeItemList.map((item) => item.itemId)), {
      message: "the category's own list",
    });
  });

  it('fades the end of a tab row that runs past its width, and its start once it is scrolled', async () => {
    try {
      await setViewport(393, 852);
      const element = await openHome('japan-food');
      const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
      expect(row.scrollWidth, 'the row runs past its width').to.be.greaterThan(row.clientWidth);
      await waitFor(() => row.classList.contains('category-nav__tabs--more-end'), { message: 'its end fades' });
      expect(row.classList.contains('category-nav__tabs--more-start'), 'its start, not scrolled').to.equal(false);
      // Scrolled to its end (again at each look: the row's first effects bring its chosen tab into
      // view, and may come after a first scroll, since its end fades from the first render on).
      await waitFor(
        () => {
          row.scrollLeft = row.scrollWidth;
          return row.classList.contains('category-nav__tabs--more-start');
        },
        { message: 'its start fades' },
      );
      await waitFor(() => !row.classList.contains('category-nav__tabs--more-end'), { message: 'at its end, the end does not' });
    } finally {
      await setViewport(800, 600);
    }
  });

  it('a tab row that runs past its width is no Tab stop of its own (Firefox makes a scrolling box one, and the fade would hide its ring): Tab goes to its chosen tab', async () => {
    try {
      await setViewport(393, 852);
      const element = await openHome('japan-food');
      const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
      expect(row.scrollWidth, 'the row runs past its width').to.be.greaterThan(row.clientWidth);
      // The last control before the row, in the order of the page.
      const before = [...shadow(element).querySelectorAll<HTMLElement>('a[href], button, input')]
        .filter((control) => control.tabIndex >= 0 && row.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING)
        .at(-1);
      before?.focus();
      await sendKeys({ press: 'Tab' });
      expect(shadow(element).activeElement).to.equal(byRole(row, 'tab', home.all));
      // Focused itself (a click on it in Safari, where a tab takes no focus from a click), the row's
      // arrow keys go on from its chosen tab.
      row.focus();
      await sendKeys({ press: 'ArrowRight' });
      expect(shadow(element).activeElement).to.equal(allByRole(row, 'tab')[1]);
    } finally {
      await setViewport(800, 600);
    }
  });

  it('fades no end of a row that fits, once measured (before that its end fades, over empty room)', async () => {
    const element = await openHome('japan-food');
    const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
    expect(row.scrollWidth, 'the row fits an 800 px page').to.be.at.most(row.clientWidth);
    await waitFor(() => !row.classList.contains('category-nav__tabs--more-end'), { message: 'no fade at its end' });
    expect(row.classList.contains('category-nav__tabs--more-start')).to.equal(false);
  });

  it('sticks below the host header and the top safe area of a page laid out edge to edge (Chromium only: safe-area insets are set through its DevTools protocol)', async function () {
    if (!(await setSafeAreaInsets())) this.skip();
    try {
      await setViewport(393, 852);
      await setSafeAreaInsets(PORTRAIT);
      const element = await openHome('japan-food');
      const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
      window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY + 600);
      // 48 px of the host's header (the default), under the status bar's 59.
      await waitFor(() => Math.round(nav.getBoundingClientRect().top) === 48 + PORTRAIT.top, {
        message: `the nav stuck at ${48 + PORTRAIT.top} px`,
      });
      await waitFor(() => nav.classList.contains('category-nav--stuck'), { message: 'the nav knows it is stuck' });
    } finally {
      window.scrollTo(0, 0);
      await setSafeAreaInsets();
      await setViewport(800, 600);
    }
  });

  it('a category chosen from the stuck nav starts its list under the nav: the page goes back up to where the nav sits in it', async () => {
    const element = await openHome('japan-food');
    const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
    try {
      // Where the page puts the nav at its own place under the header: the list's start.
      const stuckAt = parseFloat(getComputedStyle(nav).top);
      const listStart = nav.getBoundingClientRect().top + window.scrollY - stuckAt;
      window.scrollTo(0, listStart + 600);
      await waitFor(() => nav.classList.contains('category-nav--stuck'), { message: 'the nav stuck' });
      const tab = categoryTabs(tabRow(element, 1)!)[0]!;
      tab.click();
      await waitFor(() => params().get('target_id') === tab.dataset.frameId, { message: 'the category chosen' });
      expect(Math.abs(window.scrollY - listStart), `at the list's start (${listStart} px), not ${window.scrollY} px`).to.be.below(2);
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it("knows it is stuck in a host's scrolling box (an app shell), and a category chosen there starts its list under the nav", async () => {
    const box = hostScrollingBox();
    try {
      const element = await openHome('japan-food', '', { parent: box });
      const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
      const stuckAt = parseFloat(getComputedStyle(nav).top);
      const listStart = nav.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - stuckAt;
      box.scrollTo(0, listStart + 600);
      await waitFor(() => nav.classList.contains('category-nav--stuck'), {
        message: () =>
          `the nav knows it is stuck (nav at ${nav.getBoundingClientRect().top}, box at ${box.getBoundingClientRect().top}, scrolled ${box.scrollTop} of ${box.scrollHeight}, top ${stuckAt}, target ${listStart + 600})`,
      });
      expect(nav.getBoundingClientRect().top - box.getBoundingClientRect().top, 'stuck at its top in the box').to.be.closeTo(stuckAt, 1);
      const tab = categoryTabs(tabRow(element, 1)!)[0]!;
      tab.click();
      await waitFor(() => params().get('target_id') === tab.dataset.frameId, { message: 'the category chosen' });
      expect(Math.abs(box.scrollTop - listStart), `at the list's start (${listStart} px), not ${box.scrollTop} px`).to.be.below(2);
      // Back at the top of the box: no longer stuck.
      box.scrollTo(0, 0);
      await waitFor(() => !nav.classList.contains('category-nav--stuck'), { message: 'the nav no longer stuck' });
    } finally {
      box.remove();
    }
  });

  for (const where of ['the window', "a host's scrolling box"] as const)
    it(`a link focused under the stuck nav (Shift+Tab back up the page) is brought out below it, scrolled in ${where} (WCAG 2.4.11)`, async () => {
      const box = where === 'the window' ? undefined : hostScrollingBox();
      const scroller = box ?? window;
      try {
        const element = await openHome('japan-food', '', { parent: box });
        const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
        const edge = box ? box.getBoundingClientRect().top : 0;
        const scrolled = () => (box ? box.scrollTop : window.scrollY);
        scroller.scrollTo(0, nav.getBoundingClientRect().top - edge + scrolled() + 400);
        const stuckAt = edge + parseFloat(getComputedStyle(nav).top);
        await waitFor(() => Math.abs(nav.getBoundingClientRect().top - stuckAt) < 1, { message: 'the nav stuck' });
        // A card's link below the nav, scrolled under it: still inside the view, so focusing it
        // scrolls nothing by itself.
        const link = await waitFor(
          () =>
            [...shadow(element).querySelectorAll<HTMLElement>('[part~="product-card"] a[href]')].find(
              (candidate) => candidate.getBoundingClientRect().top > nav.getBoundingClientRect().bottom + 100,
            ),
          { message: 'a card link below the nav' },
        );
        const navBox = nav.getBoundingClientRect();
        scroller.scrollBy(0, link.getBoundingClientRect().top - (navBox.top + navBox.height / 2));
        expect(link.getBoundingClientRect().top, 'under the nav').to.be.lessThan(nav.getBoundingClientRect().bottom);
        link.focus();
        await waitFor(() => link.getBoundingClientRect().top >= nav.getBoundingClientRect().bottom, { message: 'the link below the nav' });
        expect(link.getBoundingClientRect().top - nav.getBoundingClientRect().bottom, 'just below').to.be.below(20);
      } finally {
        window.scrollTo(0, 0);
        box?.remove();
      }
    });

  it('a control Shift+Tab reaches above the view is brought out below the stuck nav, not only below the header (WCAG 2.4.11)', async () => {
    const element = await openHome('japan-food');
    const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
    // The controls of the grid's cards in Tab order; one in the third row, and the one after it.
    const controls = await waitFor(
      () => {
        const found = [...shadow(element).querySelectorAll<HTMLElement>('[part~="product-card"] :is(a[href], button)')];
        return found.length > 20 ? found : undefined;
      },
      { message: 'the cards drawn' },
    );
    const heart = controls.findIndex((found, index) => index > 8 && found.localName === 'button');
    const [control, next] = [controls[heart], controls[heart + 1]] as [HTMLElement, HTMLElement];
    try {
      // Its top just past the top of the view (the stop before the one focused, walking up).
      window.scrollBy(0, control.getBoundingClientRect().top + 10);
      const stuckAt = parseFloat(getComputedStyle(nav).top);
      await waitFor(() => Math.abs(nav.getBoundingClientRect().top - stuckAt) < 1, { message: 'the nav stuck' });
      next.focus({ preventScroll: true });
      expect(control.getBoundingClientRect().top, 'partly above the view').to.be.below(0);
      // The browser brings it into view at the top edge, under the header; it rests below the nav.
      await pressShiftTab();
      expect(shadow(element).activeElement).to.equal(control);
      await waitFor(() => control.getBoundingClientRect().top >= nav.getBoundingClientRect().bottom, {
        message: () => `below the nav: ${control.getBoundingClientRect().top} < ${nav.getBoundingClientRect().bottom}`,
      });
      expect(control.getBoundingClientRect().top - nav.getBoundingClientRect().bottom, 'just below').to.be.below(20);
    } finally {
      window.scrollTo(0, 0);
    }
  });

  it("a control focused under the host's header (Shift+Tab up to the top of the viewport) is brought out below it (WCAG 2.4.11)", async () => {
    const element = await openHome('japan-food');
    const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
    // The host's page above the element, in the flow as its header is.
    const above = document.createElement('div');
    above.style.height = '400px';
    element.before(above);
    try {
      // The first control of the page (the share button by the title), far above the nav: no bar of
      // the element covers it, only the host's 48 px header (the default sticky-top offset).
      const control = await waitFor(() => shadow(element).querySelector<HTMLElement>('button, a[href]'), { message: 'a first control' });
      expect(control.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING, 'above the nav').to.not.equal(0);
      window.scrollBy(0, control.getBoundingClientRect().top - 10);
      expect(control.getBoundingClientRect().top, 'under the header').to.be.below(48);
      expect(nav.getBoundingClientRect().top, 'the nav below it').to.be.above(control.getBoundingClientRect().bottom);
      control.focus();
      await waitFor(() => control.getBoundingClientRect().top >= 48, {
        message: () => `the control below the header: ${control.getBoundingClientRect().top}`,
      });
    } finally {
      above.remove();
      window.scrollTo(0, 0);
    }
  });

  it('sticks on a phone turned sideways with one row, and stays in the page where its rows would cover over a third of it (WCAG 1.4.10)', async () => {
    const element = await openHome('japan-food');
    const nav = await waitFor(() => shadow(element).querySelector<HTMLElement>('[part="category-nav"]'), { message: 'the nav' });
    const scrollPast = () => window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY + 600);
    try {
      await setViewport(844, 390);
      scrollPast();
      await waitFor(() => nav.classList.contains('category-nav--stuck'), { message: 'one row: stuck' });
      window.scrollTo(0, 0);
      // A category three levels down: three rows under the header.
      for (let level = 1; level <= 3; level += 1) {
        const row = await waitFor(() => tabRow(element, level), { message: `row ${level}` });
        const choice = categoryTabs(row)[0]!;
        choice.click();
        await waitFor(() => params().get('target_id') === choice.dataset.frameId, { message: `level ${level} chosen` });
      }
      await waitFor(() => tabRow(element, 3), { message: 'three rows' });
      scrollPast();
      await waitFor(() => nav.getBoundingClientRect().bottom < 0, {
        message: () => `the nav scrolled away: ${nav.getBoundingClientRect().top}`,
      });
    } finally {
      window.scrollTo(0, 0);
      await setViewport(800, 600);
    }
  });

  it('moves between tabs with the arrow keys', async () => {
    const element = await openHome('japan-food');
    const tabs = allByRole<HTMLButtonElement>(tabRow(element, 1)!, 'tab');
    tabs[0]?.focus();
    tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(shadow(element).activeElement).to.equal(tabs[1]);
    tabs[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(shadow(element).activeElement).to.equal(tabs.at(-1));
  });

  it('brings a tab moved to by the arrow keys clear of the fade at the end of a long row', async () => {
    await setViewport(393, 852);
    try {
      const element = await openHome('japan-food');
      const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
      const box = row.querySelector<HTMLElement>('.category-nav__tabs') ?? row;
      const tabs = allByRole<HTMLButtonElement>(row, 'tab');
      expect(box.scrollWidth, 'a row longer than the screen').to.be.above(box.clientWidth);
      // Past the row's first instant, when it snaps to its chosen tab (a person's first key comes
      // later): its animation over, and WebKit's snapping with it after a frame's update.
      await Promise.all(box.getAnimations().map((animation) => animation.finished));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      tabs[0]?.focus();
      for (let index = 1; index < tabs.length; index += 1) {
        tabs[index - 1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
        const tab = tabs[index]!;
        expect(shadow(element).activeElement).to.equal(tab);
        const edge = box.getBoundingClientRect();
        // Clear of the fade, or at the row's end, where the row fades no more.
        const fades = () => box.classList.contains('category-nav__tabs--more-end');
        await waitFor(() => tab.getBoundingClientRect().right <= edge.right - 40 + 1 || !fades(), {
          message: () => `tab ${index + 1} clear of the fade: ${tab.getBoundingClientRect().right} of ${edge.right}`,
        });
      }
    } finally {
      await setViewport(800, 600);
    }
  });

  it('brings a tab moved to by the arrow keys into the viewport, where its row was partly below it (a page zoomed in)', async () => {
    await setViewport(393, 852);
    const above = document.createElement('div');
    try {
      const element = await openHome('japan-food');
      const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
      await Promise.all(row.getAnimations().map((animation) => animation.finished));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const tabs = allByRole<HTMLButtonElement>(row, 'tab');
      // The host's page above the element; the row's top just above the viewport's bottom, its tabs
      // mostly below it.
      above.style.height = '1200px';
      element.before(above);
      window.scrollBy(0, row.getBoundingClientRect().top - (innerHeight - 10));
      expect(tabs[1]!.getBoundingClientRect().bottom, 'below the viewport').to.be.above(innerHeight);
      tabs[0]?.focus({ preventScroll: true });
      tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      expect(shadow(element).activeElement).to.equal(tabs[1]);
      await waitFor(() => tabs[1]!.getBoundingClientRect().bottom <= innerHeight, {
        message: () => `the tab in the viewport: ${tabs[1]!.getBoundingClientRect().bottom} of ${innerHeight}`,
      });
    } finally {
      above.remove();
      window.scrollTo(0, 0);
      await setViewport(800, 600);
    }
  });

  it('PICK shows only curated picks', async () => {
    const element = await openHome('japan-food');
    const pickTab = await waitFor(() => byRole<HTMLButtonElement>(element, 'tab', '식품관 MD PICK'), { message: 'the PICK tab' });
    pickTab.click();
    await waitFor(() => params().get('isPick') === 'true');
    const picks = await api<{ storeItemList: { itemId: string }[]; storeItemNums: number }>('/api/item/get-legacies', {
      selectionFrameDataId: await scenarioId('japan-food'),
      isPick: true,
      limit: 21,
      page: 1,
    });
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(picks.storeItemList.map((item) => item.itemId)), {
      message: 'picks only',
    });
    expect(textOf(element)).to.include(`총 ${picks.storeItemNums}개`);
    await expectAccessible(element);
  });

  it('a selection with picks and no categories has ALL and PICK alone, and PICK lists its picks', async () => {
    const element = await openHome('picks-only');
    const row = await waitFor(() => tabRow(element, 1), { message: 'the first row' });
    expect(allByRole(row, 'tab').map((tab) => tab.textContent)).to.deep.equal([home.all, '단독 PICK']);
    // No categories to see all of.
    expect(byRole(element, 'link', home.viewAll)).to.equal(null);
    byRole<HTMLAnchorElement>(row, 'tab', '단독 PICK')?.click();
    await waitFor(() => params().get('isPick') === 'true', { message: 'PICK chosen' });
    const picks = await api<{ storeItemList: { itemId: string }[] }>('/api/item/get-legacies', {
      selectionFrameDataId: await scenarioId('picks-only'),
      isPick: true,
      limit: 21,
      page: 1,
    });
    expect(picks.storeItemList.length, 'picks in the selection').to.be.above(0);
    await waitFor(() => JSON.stringify(cardIds(element)) === JSON.stringify(picks.storeItemList.map((item) => item.itemId)), {
      message: 'its picks only',
    });
    await expectAccessible(element);
  });
});
