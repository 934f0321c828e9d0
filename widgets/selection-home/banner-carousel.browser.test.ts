import { expect } from 'chai';
import { homeMessages as home } from '../../core/messages/home.ts';
import { allByRole, BROWSER_CLICKS, byRole, clickLeftToBrowser, waitFor } from '../../tests/browser/helpers.ts';
import { $, describeHome, openHome } from '../../tests/browser/home.ts';
import { expectAccessible } from '../../tests/browser/axe.ts';

describeHome('<selection-home> banner carousel', () => {
  it('rotates the banners with a page counter and buttons', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    expect(counter.textContent).to.equal('1 / 4');
    const button = (name: string) => byRole<HTMLButtonElement>(element, 'button', name);
    button(home.bannerNext)?.click();
    await waitFor(() => counter.textContent === '2 / 4', { message: 'second banner' });
    button(home.bannerPrev)?.click();
    await waitFor(() => counter.textContent === '1 / 4', { message: 'first banner again' });
    button(home.bannerPrev)?.click();
    await waitFor(() => counter.textContent === '4 / 4', { message: 'wraps to the last' });
    await expectAccessible(element);
  });

  it('asks for the banner images of the first screen as they are drawn, the first main one first', async () => {
    const element = await openHome('japan-food');
    const subs = await waitFor(
      () => {
        // The banners beside the carousel: images of the banner region that are no slide's.
        const found = [...(element.shadowRoot?.querySelectorAll<HTMLImageElement>('[part="banners"] img') ?? [])].filter(
          (image) => !image.closest('[aria-roledescription="slide"]'),
        );
        return found.length ? found : undefined;
      },
      { message: 'sub-banners' },
    );
    expect(Array.from(subs, (image) => [image.loading, image.fetchPriority])).to.deep.equal(Array.from(subs, () => ['eager', 'auto']));
    const slides = Array.from(element.shadowRoot?.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img') ?? []);
    expect(slides.map((image) => [image.loading, image.fetchPriority])).to.deep.equal(
      slides.map((_, index) => (index === 0 ? ['eager', 'high'] : ['lazy', 'auto'])),
    );
  });

  it('leaves a modified click on a banner to the browser (a new tab opens its link)', async () => {
    const element = await openHome('japan-food');
    const banners = await waitFor(() => byRole(element, 'region', home.bannerLabel), { message: 'the banners' });
    const link = await waitFor(() => allByRole(banners, 'link')[0], { message: 'a banner link' });
    for (const init of BROWSER_CLICKS) expect(clickLeftToBrowser(link, init), JSON.stringify(init)).to.equal(true);
  });
});
