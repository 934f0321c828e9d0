/**
 * The focus rule with a bar of its own: a short control just before a sticky bar, reached by
 * Shift+Tab from inside the bar while it is stuck. The focus rule in the elements' pages is tested
 * where they draw their bars (the category nav, the review tab's section nav, the host's header).
 */
import { expect } from 'chai';
import { keepFocusClearOfStickyBars } from './focus-clear-of-sticky.ts';
import { engine, pressShiftTab } from '../../tests/browser/engine.ts';
import { waitFor } from '../../tests/browser/helpers.ts';

describe('keepFocusClearOfStickyBars', () => {
  it('a control before a stuck bar rests below the header only: brought out, it has the bar below it, back in its place', async () => {
    const host = document.createElement('div');
    // The host's header: 48 px, the elements' default sticky-top offset (base.css).
    host.style.cssText = 'display: block; scroll-margin-top: 48px';
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `
      <div style="height: 900px"></div>
      <a id="short" href="#short" style="display: block; height: 20px; line-height: 20px">short</a>
      <div data-sticky-bar style="position: sticky; top: 48px; height: 50px; margin-top: 4px; background: white">
        <button id="in-bar">in the bar</button>
      </div>
      <div style="height: 3000px"></div>`;
    document.body.append(host);
    keepFocusClearOfStickyBars(root);
    const short = root.getElementById('short')!;
    const bar = root.querySelector<HTMLElement>('[data-sticky-bar]')!;
    try {
      // The short control just past the top of the view: the bar, 4 px under it, is stuck below the header.
      window.scrollBy(0, short.getBoundingClientRect().top + 5);
      expect(bar.getBoundingClientRect().top, 'the bar stuck').to.be.closeTo(48, 1);
      root.getElementById('in-bar')!.focus({ preventScroll: true });
      await pressShiftTab();
      expect(root.activeElement).to.equal(short);
      // Once the page is still: just below the header (8 px of room), the bar after it in its place.
      let last = NaN;
      await waitFor(
        () => {
          const top = short.getBoundingClientRect().top;
          const still = top === last;
          last = top;
          return still && top >= 48;
        },
        { message: () => `below the header: ${short.getBoundingClientRect().top}` },
      );
      // Chromium and WebKit bring it in at the top edge, under the header, and the rule moves it 8 px
      // below the header, not below where the bar was stuck (106); Firefox brings it to the middle of
      // the view, clear of both, and the rule has nothing to do.
      const top = short.getBoundingClientRect().top;
      if (engine === 'firefox') expect(top, 'where Firefox brought it, mid-view').to.be.closeTo((innerHeight - 20) / 2, 2);
      else expect(top, 'below the header, not below where the bar was stuck').to.be.closeTo(56, 1);
      expect(bar.getBoundingClientRect().top, 'the bar under it, no longer stuck').to.be.at.least(short.getBoundingClientRect().bottom);
    } finally {
      host.remove();
      window.scrollTo(0, 0);
    }
  });
});
