import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, BROWSER_CLICKS, byRole, clickLeftToBrowser, holdEvents, waitFor } from '../../tests/browser/helpers.ts';
import { describeHome, openHome, params } from '../../tests/browser/home.ts';

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
    const circle = await waitFor(() =>
      allByRole<HTMLAnchorElement>(circles, 'link').find((link) => link.getAttribute('href')?.startsWith('?target_id=')),
    );
    const all = byRole(circles, 'link', home.viewAll)!;
    for (const init of BROWSER_CLICKS) {
      expect(clickLeftToBrowser(circle, init), `circle with ${JSON.stringify(init)}`).to.equal(true);
      expect(clickLeftToBrowser(all, init), `전체보기 with ${JSON.stringify(init)}`).to.equal(true);
    }
    expect(params().has('target_id')).to.equal(false);
    expect(navigations).to.have.length(0);
    expect(clickLeftToBrowser(circle)).to.equal(false);
    await waitFor(() => params().get('target_id') === new URLSearchParams(circle.getAttribute('href') ?? '').get('target_id'), {
      message: 'the category in the URL',
    });
  });
});
