import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { sendKeys } from '@web/test-runner-commands';
import {
  allByRole,
  byRole,
  cleanup,
  clickLeftToBrowser,
  mount,
  scenarioId,
  shadow,
  waitFor,
  newSession,
} from '../../tests/browser/helpers.ts';
import { describeHome, openHome, params } from '../../tests/browser/home.ts';

describeHome('<selection-home> sneakers tabs (template C)', () => {
  it('the discovery tooltip stays closed once dismissed', async () => {
    newSession();
    const element = await openHome('sneakers');
    const tooltip = await waitFor(() => byRole(element, 'note'), { message: 'the tooltip' });
    expect(tooltip.textContent).to.include(home.tooltipDiscovery);
    byRole(tooltip, 'button', home.tooltipClose)?.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !byRole(element, 'note'), { message: 'the tooltip closed' });
    // Its button gone, focus is on the tab it pointed at, not on the page.
    expect(shadow(element).activeElement).to.equal(byRole(element, 'tab', home.tabDiscovery));
    cleanup();
    const again = await openHome('sneakers');
    // The tooltip renders with the tabs, in the same render: once they are shown, it would be too.
    await waitFor(() => byRole(again, 'tablist', home.tabsLabel), { message: 'the sneakers tabs' });
    expect(byRole(again, 'note')).to.equal(null);
  });

  it('Tab enters the tabs at the chosen one; the arrow keys move between them and Enter chooses', async () => {
    const element = await openHome('sneakers');
    const list = await waitFor(() => byRole(element, 'tablist', home.tabsLabel), { message: 'the sneakers tabs' });
    const [discovery, review] = allByRole(list, 'tab');
    if (!discovery || !review) throw new Error('no two tabs');
    expect([discovery.tabIndex, review.tabIndex], 'only the chosen tab in the Tab order').to.deep.equal([0, -1]);
    discovery.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(shadow(element).activeElement).to.equal(review);
    await sendKeys({ press: 'ArrowRight' });
    expect(shadow(element).activeElement, 'round the end').to.equal(discovery);
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => params().get('tab') === '1', { message: 'the review tab chosen' });
    await waitFor(() => review.tabIndex === 0 && discovery.tabIndex === -1, { message: 'the Tab order follows the choice' });
  });

  it('each tab is a link to its address, which a plain click or Space chooses in place; an element with its own page state draws buttons', async () => {
    const element = await openHome('sneakers', '?sortType=LOW_PRICE');
    const list = await waitFor(() => byRole(element, 'tablist', home.tabsLabel), { message: 'the sneakers tabs' });
    const [discovery, review] = allByRole<HTMLAnchorElement>(list, 'tab');
    if (!discovery || !review) throw new Error('no two tabs');
    // Addresses a crawler or a new tab opens: the page's own parameters kept, the tab's written over them.
    expect([discovery.localName, review.localName]).to.deep.equal(['a', 'a']);
    expect(new URL(review.href).search).to.equal('?sortType=LOW_PRICE&tab=1');
    expect(new URL(discovery.href).search).to.equal('?sortType=LOW_PRICE');
    // A click with Ctrl or Cmd (a new tab) is the browser's: nothing changes here.
    expect(clickLeftToBrowser(review, { ctrlKey: true }), 'Ctrl-click left to the browser').to.equal(true);
    expect(clickLeftToBrowser(review, { metaKey: true }), 'Cmd-click left to the browser').to.equal(true);
    expect(params().has('tab')).to.equal(false);
    expect(clickLeftToBrowser(review), 'a plain click kept').to.equal(false);
    await waitFor(() => params().get('tab') === '1' && review.getAttribute('aria-selected') === 'true', {
      message: 'the review tab chosen',
    });
    // Pressed again, the chosen tab adds no step for Back to go through.
    const steps = history.length;
    expect(clickLeftToBrowser(review), 'a plain click on the chosen tab kept').to.equal(false);
    expect(history.length, 'no step to the same tab').to.equal(steps);
    discovery.focus();
    await sendKeys({ press: ' ' });
    await waitFor(() => !params().has('tab') && discovery.getAttribute('aria-selected') === 'true', { message: 'Space chose discovery' });

    cleanup();
    const own = mount('selection-home', { 'large-id': await scenarioId('sneakers'), 'url-state': 'off' });
    const ownList = await waitFor(() => byRole(own, 'tablist', home.tabsLabel), { message: 'the tabs of an element with its own state' });
    const ownTabs = allByRole(ownList, 'tab');
    expect(ownTabs.map((tab) => tab.localName)).to.deep.equal(['button', 'button']);
    ownTabs[1]?.click();
    await waitFor(() => ownTabs[1]?.getAttribute('aria-selected') === 'true', { message: 'its review tab chosen' });
    expect(params().has('tab'), 'the URL untouched').to.equal(false);
  });

  it("follows a host router that rewrites the address and says so with popstate: the tabs' addresses and the list's sort", async () => {
    const element = await openHome('sneakers', '?sortType=LOW_PRICE');
    const list = await waitFor(() => byRole(element, 'tablist', home.tabsLabel), { message: 'the sneakers tabs' });
    const [, review] = allByRole<HTMLAnchorElement>(list, 'tab');
    if (!review) throw new Error('no review tab');
    // pushState and replaceState send no event: a router that uses them tells the page (docs/embedding.md).
    history.replaceState(history.state, '', '?sortType=RECENT&from=host');
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    await waitFor(() => new URL(review.href).search === '?sortType=RECENT&from=host&tab=1', {
      message: "the review tab's address with the host's parameter and the new sort",
    });
    const sort = byRole<HTMLSelectElement>(element, 'combobox', home.sortLabel);
    expect(sort?.value, 'the sort shown').to.equal('RECENT');
  });
});
