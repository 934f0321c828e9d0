/**
 * A phone's screen for browser tests: the safe-area insets `env(safe-area-inset-*)` reports on a
 * page laid out edge to edge (viewport-fit=cover), and a visual viewport smaller than the layout
 * viewport (a pinch zoom; an on-screen keyboard shrinks it the same way). Only Chromium lets a test
 * set them (its DevTools protocol, tests/tools/devtools-emulation.mjs); a test that needs them says
 * so in its name and is skipped in other engines.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';

export interface Insets {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

/** An iPhone with a Dynamic Island, upright: status bar and island above, home indicator below. */
export const PORTRAIT: Required<Insets> = { top: 59, right: 0, bottom: 34, left: 0 };
/** The same phone on its side: the island on the left, rounded corners on the right. */
export const LANDSCAPE: Required<Insets> = { top: 0, right: 59, bottom: 21, left: 59 };

/** Sets the page's insets (none: back to 0); false where the engine offers no way to. */
export const setSafeAreaInsets = (insets: Insets = {}): Promise<boolean> =>
  executeServerCommand<boolean, Insets>('safe-area-insets', insets).then((done) => done === true);

/** Zooms the page by `scale` as a pinch does (1: back to none); false where the engine offers no way to. */
export const setPageScale = (scale = 1): Promise<boolean> =>
  executeServerCommand<boolean, { scale: number }>('page-scale', { scale }).then((done) => done === true);

/** Every one of `controls` lies inside the viewport less `insets`. */
export function expectInsideSafeArea(controls: Element[], insets: Required<Insets>): void {
  expect(controls.length, 'controls to check').to.be.greaterThan(0);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.localName;
    expect(box.top, `top of ${name}`).to.be.at.least(insets.top);
    expect(box.left, `left of ${name}`).to.be.at.least(insets.left);
    expect(box.bottom, `bottom of ${name}`).to.be.at.most(window.innerHeight - insets.bottom);
    expect(box.right, `right of ${name}`).to.be.at.most(window.innerWidth - insets.right);
  }
}
