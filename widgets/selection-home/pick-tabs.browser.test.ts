import { homeMessages as home } from '../../core/messages/home.ts';
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { allByRole, byRole, holdFetches, shadow, waitFor } from '../../tests/browser/helpers.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { messages } from '../../core/messages/index.ts';
import { choose, describeHome, openHome, params } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> pick tabs (template B)', () => {
  it('a pick tab puts its pick category in the URL', async () => {
    const element = await openHome('outlet');
    const tabs = await waitFor(() => byRole(element, 'tablist', home.pickTabsLabel), { message: 'the pick tabs' });
    const pickTab = await waitFor(() => allByRole<HTMLAnchorElement>(tabs, 'tab')[1], { message: 'a second pick tab' });
    // A link to its address (a crawler, a new tab); a plain click chooses it in place, in the same history entry.
    expect(pickTab.localName).to.equal('a');
    const pick = new URL(pickTab.href).searchParams.get('pick');
    expect(pick, 'its pick category in its address').to.be.a('string');
    const steps = history.length;
    pickTab.click();
    await waitFor(() => params().get('pick') === pick, { message: 'pick in the URL' });
    expect(history.length, 'no new step').to.equal(steps);
    await waitFor(() => pickTab.getAttribute('aria-selected') === 'true', { message: 'the tab chosen' });
    await expectAccessible(element);
  });

  it("a pick tab's address follows the page's: a sort chosen below is in it", async () => {
    const element = await openHome('outlet');
    const tabs = await waitFor(() => byRole(element, 'tablist', home.pickTabsLabel), { message: 'the pick tabs' });
    const pickTab = await waitFor(() => allByRole<HTMLAnchorElement>(tabs, 'tab')[1], { message: 'a second pick tab' });
    expect(new URL(pickTab.href).searchParams.has('sortType')).to.equal(false);
    choose(byRole<HTMLSelectElement>(element, 'combobox', home.sortLabel)!, 'LOW_PRICE');
    await waitFor(() => params().get('sortType') === 'LOW_PRICE', { message: 'the sort in the URL' });
    await waitFor(() => new URL(pickTab.href).searchParams.get('sortType') === 'LOW_PRICE', { message: "the sort in the tab's address" });
  });

  it('Tab enters the pick tabs at the chosen one; the arrow keys move between them', async () => {
    const element = await openHome('outlet');
    const list = await waitFor(() => byRole(element, 'tablist', home.pickTabsLabel), { message: 'the pick tabs' });
    const tabs = await waitFor(
      () => (allByRole<HTMLButtonElement>(list, 'tab').length > 2 ? allByRole<HTMLButtonElement>(list, 'tab') : null),
      {
        message: 'three pick tabs or more',
      },
    );
    expect(
      tabs.map((tab) => tab.tabIndex),
      'only the chosen tab (전체) in the Tab order',
    ).to.deep.equal(tabs.map((_, index) => (index === 0 ? 0 : -1)));
    tabs[0]?.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(shadow(element).activeElement).to.equal(tabs[1]);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(shadow(element).activeElement, 'round the start').to.equal(tabs.at(-1));
    await sendKeys({ press: 'Home' });
    expect(shadow(element).activeElement).to.equal(tabs[0]);
  });

  it('says a message once when its sections fail together (no network), and shows it in each', async () => {
    clearQueryCache();
    const failing = holdFetches((url) => url.includes('/selection-frame-data/is-pick/child-list/') || url.includes('/item/get-legacies'));
    failing.release(503);
    try {
      const element = await openHome('outlet', '', { waitForProducts: false });
      const errors = () => [...shadow(element).querySelectorAll<HTMLElement>('[part="list-error"]')];
      // The picks, the best items, the products…: the product list is the last of them.
      await waitFor(() => shadow(element).querySelector('.product-list-frame [part="list-error"]'), { message: 'the products failed' });
      expect(errors().length, 'sections failed').to.be.greaterThan(2);
      expect(new Set(errors().map((error) => error.querySelector('.inline-error__title')?.textContent))).to.deep.equal(
        new Set([messages.errors.temporary]),
      );
      // One alert: a screen reader reads the words once.
      expect(errors().filter((error) => error.getAttribute('role') === 'alert')).to.have.length(1);
      await expectAccessible(element);
    } finally {
      failing.stop();
    }
  });

  it('says their call failed in their place, with a retry that brings the tabs', async () => {
    clearQueryCache();
    const failing = holdFetches((url) => url.includes('/selection-frame-data/is-pick/child-list/'));
    failing.release(503);
    try {
      const element = await openHome('outlet');
      const alert = await waitFor(
        () =>
          [...shadow(element).querySelectorAll<HTMLElement>('[part="list-error"]')].find((error) =>
            error.textContent?.includes(messages.errors.temporary),
          ),
        { message: 'the error in the tabs’ place' },
      );
      failing.stop();
      byRole<HTMLButtonElement>(alert, 'button', messages.screens.retry)!.click();
      await waitFor(() => byRole(element, 'tablist', home.pickTabsLabel), { message: 'the pick tabs, after the retry' });
      expect(alert.isConnected).to.equal(false);
    } finally {
      failing.stop();
    }
  });
});
