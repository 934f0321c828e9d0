import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, BROWSER_CLICKS, byRole, clickLeftToBrowser, holdEvents, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome, params } from '../../tests/browser/home.ts';

/** The category a circle leads to, from its address. */
const targetOf = (link: HTMLAnchorElement) => new URL(link.href).searchParams.get('target_id');

const navigations: CustomEvent[] = [];
holdEvents('selection-navigate', navigations);

describeHome('<selection-home> child circles (template B)', () => {
  afterEach(() => void (navigations.length = 0));

  it('shows 12 circles on desktop and a link to every category', async () => {
    const element = await openHome('outlet');
    const circles = await waitFor(() => byRole(element, 'navigation', home.circlesLabel), { message: 'the circles' });
    await waitFor(() => allByRole(circles, 'link').length === 13, { message: '12 circles and 전체보기' });
    expect(byRole<HTMLAnchorElement>(circles, 'link', home.viewAll)?.getAttribute('href')).to.match(/\/children$/);
  });

  it("a plain click chooses the category in place; a modified click is the browser's", async () => {
    const element = await openHome('outlet');
    const circles = await waitFor(() => byRole(element, 'navigation', home.circlesLabel), { message: 'the circles' });
    const circle = await waitFor(() => allByRole<HTMLAnchorElement>(circles, 'link').find((link) => targetOf(link)));
    const all = byRole(circles, 'link', home.viewAll)!;
    for (const init of BROWSER_CLICKS) {
      expect(clickLeftToBrowser(circle, init), `circle with ${JSON.stringify(init)}`).to.equal(true);
      expect(clickLeftToBrowser(all, init), `전체보기 with ${JSON.stringify(init)}`).to.equal(true);
    }
    expect(params().has('target_id')).to.equal(false);
    expect(navigations).to.have.length(0);
    expect(clickLeftToBrowser(circle)).to.equal(false);
    await waitFor(() => params().get('target_id') === targetOf(circle), {
      message: 'the category in the URL',
    });
  });

  it('a circle leads where its click does: its address keeps the sort, the filters and the host’s parameters', async () => {
    const element = await openHome('outlet', '?sortType=LOW_PRICE&isShippingFeeFree=true&utm_source=mail');
    const circles = await waitFor(() => byRole(element, 'navigation', home.circlesLabel), { message: 'the circles' });
    const circle = await waitFor(() => allByRole<HTMLAnchorElement>(circles, 'link').find((link) => targetOf(link)));
    const address = new URL(circle.href);
    expect(Object.fromEntries(address.searchParams)).to.deep.equal({
      sortType: 'LOW_PRICE',
      isShippingFeeFree: 'true',
      utm_source: 'mail',
      target_id: targetOf(circle),
    });
    expect(address.pathname).to.equal(location.pathname);
    expect(clickLeftToBrowser(circle)).to.equal(false);
    await waitFor(() => params().get('target_id') === targetOf(circle), { message: 'the category in the URL' });
    expect(new URLSearchParams(location.search).toString()).to.equal(address.searchParams.toString());
  });
});
