import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { homeMessages as home } from '../../core/messages/home.ts';
import {
  allByRole,
  BROWSER_CLICKS,
  byRole,
  clickLeftToBrowser,
  contrastOver,
  afterNextFrame,
  ringOverAnyPicture,
  shadow,
  waitFor,
} from '../../tests/browser/helpers.ts';
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

  it('brings a banner link that takes focus while a move is on its way into sight at once, the counter naming it', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    const track = $(element, '.banner-main__track')!;
    const first = track.querySelector<HTMLAnchorElement>('.banner-main__slide a')!;
    // A move to the second banner on its way (a rotation, a press on ›), and a Tab onto the first's link.
    byRole<HTMLButtonElement>(element, 'button', home.bannerNext)!.click();
    first.focus();
    await waitFor(
      () => Math.abs(first.getBoundingClientRect().left - track.getBoundingClientRect().left) < 1 && counter.textContent === '1 / 4',
      {
        message: () =>
          `the focused first banner in sight (${Math.round(first.getBoundingClientRect().left - track.getBoundingClientRect().left)} px off, scrollLeft ${track.scrollLeft} of ${track.clientWidth}, the counter at ${counter.textContent})`,
      },
    );
    // And it stays: the move does not carry it off after.
    await afterNextFrame();
    await afterNextFrame();
    expect(Math.abs(first.getBoundingClientRect().left - track.getBoundingClientRect().left), 'still in sight').to.be.below(1);
    expect(counter.textContent).to.equal('1 / 4');
  });

  it('says where a move brought it while the banners stand still, and nothing while they rotate', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    const live = () => counter.getAttribute('aria-live');
    expect(live(), 'rotating: silent').to.equal('off');
    const pause = byRole<HTMLButtonElement>(element, 'button', home.bannerPause)!;
    // Named by what it does; a pressed state would say "선택됨" beside "자동 넘김 시작".
    expect(pause.hasAttribute('aria-pressed')).to.equal(false);
    pause.click();
    await waitFor(() => live() === 'polite', { message: 'paused: the counter is heard' });
    expect(counter.getAttribute('aria-atomic')).to.equal('true');
    byRole<HTMLButtonElement>(element, 'button', home.bannerPlay)?.click();
    await waitFor(() => live() === 'off', { message: 'rotating again: silent' });
    // Held by the focus (a person on a banner's link or a button), the banners stand still: heard.
    $(element, '.banner-main__slide a')?.focus();
    await waitFor(() => live() === 'polite', { message: 'held by the focus: the counter is heard' });
  });

  it('follows a swipe that takes over a move of its own: the counter says where the track came to rest', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    const track = $(element, '.banner-main__track')!;
    // Paused: only the person's moves and the buttons' move the track.
    byRole<HTMLButtonElement>(element, 'button', home.bannerPause)?.click();
    await waitFor(() => byRole(element, 'button', home.bannerPlay), { message: 'paused' });
    byRole<HTMLButtonElement>(element, 'button', home.bannerNext)?.click();
    await waitFor(() => counter.textContent === '2 / 4', { message: 'on its way to the second' });
    expect(track.scrollLeft < track.clientWidth - 1, 'the track still sliding').to.equal(true);
    // The person's swipe takes over while the track slides, and brings the third banner.
    track.scrollTo({ left: 2 * track.clientWidth, behavior: 'instant' });
    await waitFor(() => counter.textContent === '3 / 4', { message: () => `the counter on the third banner: ${counter.textContent}` });
  });

  it('a banner link that takes focus (Tab) comes into view, the counter says which, and its focus ring shows', async () => {
    const element = await openHome('japan-food');
    const counter = await waitFor(() => $(element, '[part="banner-counter"]'));
    const track = $(element, '.banner-main__track');
    const links = await waitFor(() => {
      const found = [...(track?.querySelectorAll<HTMLAnchorElement>('.banner-main__slide a') ?? [])];
      return found.length >= 3 ? found : undefined;
    });
    for (const [slide, link] of links.entries()) {
      if (slide === 0) link.focus();
      else await sendKeys({ press: 'Tab' });
      expect(shadow(element).activeElement).to.equal(link);
      await waitFor(() => counter.textContent === `${slide + 1} / 4`, {
        message: `the counter on banner ${slide + 1}: ${counter.textContent}`,
      });
      await waitFor(() => Math.abs(link.getBoundingClientRect().left - track!.getBoundingClientRect().left) < 1, {
        message: `banner ${slide + 1} in view`,
      });
    }
    // The ring is drawn inside the link, over the artwork (the track, which scrolls, clips anything
    // outside it), in tones one of which stands out from any picture.
    const last = links.at(-1)!;
    expect(last.matches(':focus-visible'), 'focused as by the keyboard').to.equal(true);
    const ring = getComputedStyle(last, '::after');
    expect([ring.position, ring.top, ring.right, ring.bottom, ring.left]).to.deep.equal(['absolute', '0px', '0px', '0px', '0px']);
    expect([ring.borderTopStyle, ring.borderTopWidth]).to.deep.equal(['solid', '2px']);
    const { worst, tones, grey } = ringOverAnyPicture(ring);
    expect(worst, `${tones.join(', ')} over rgb(${grey} ${grey} ${grey})`).to.be.at.least(3);
    const link = last.getBoundingClientRect();
    const view = track!.getBoundingClientRect();
    expect(link.left >= view.left - 0.5 && link.right <= view.right + 0.5, 'the ring, inside the link, inside the track').to.equal(true);
    // On to the buttons, on their dark pill: each ring stands out from the pill over the lightest picture.
    const pill = getComputedStyle($(element, '.banner-main__controls')!).backgroundColor;
    const pillOverWhite = [255, 255, 255].map((channel) => Math.round(channel * (1 - Number(pill.match(/[\d.]+/g)?.[3] ?? 1))));
    for (const button of allByRole<HTMLButtonElement>($(element, '.banner-main__controls')!, 'button')) {
      button.focus();
      // Focus moved by script after a key keeps showing as the keyboard's.
      expect(button.matches(':focus-visible'), `${button.getAttribute('aria-label')}: as by the keyboard`).to.equal(true);
      const { outlineColor, outlineStyle } = getComputedStyle(button);
      expect(outlineStyle).to.equal('solid');
      expect(contrastOver(outlineColor, pillOverWhite), `${button.getAttribute('aria-label')}: ${outlineColor} on the pill`).to.be.at.least(
        3,
      );
    }
  });

  it('asks for the banner images of the first screen as they are drawn, the first main one first', async () => {
    const element = await openHome('japan-food');
    const subs = await waitFor(
      () => {
        // The banners beside the carousel: images of the banner region that are no slide's.
        const found = [...(element.shadowRoot?.querySelectorAll<HTMLImageElement>('[part="banners"] img') ?? [])].filter(
          (image) => !image.closest('.banner-main__slide'),
        );
        return found.length ? found : undefined;
      },
      { message: 'sub-banners' },
    );
    expect(Array.from(subs, (image) => [image.loading, image.fetchPriority])).to.deep.equal(Array.from(subs, () => ['eager', 'auto']));
    const slides = Array.from(element.shadowRoot?.querySelectorAll<HTMLImageElement>('.banner-main__slide img') ?? []);
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
