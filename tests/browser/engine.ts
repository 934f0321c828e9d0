/**
 * What a browser test asks of the browser around the page, the same way in Chromium, Firefox and
 * WebKit (the commands are in tests/tools/wtr-commands.mjs). Nothing here is one engine's protocol.
 */
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';

/** Sizes the page's viewport (the window, where the browser is driven over WebDriver); resolves once the page has the new size. */
export async function setViewport(width: number, height: number): Promise<void> {
  await executeServerCommand('page-viewport', { width, height });
  if (window.innerWidth !== width || window.innerHeight !== height) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (window.innerWidth === width && window.innerHeight === height) {
          window.removeEventListener('resize', check);
          resolve();
        }
      };
      window.addEventListener('resize', check);
      check();
    });
  }
}

/** The focused element, looking into open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/**
 * Gives the page the system focus back after Tab has taken it to the browser's own controls (as
 * it may from the last control of a modal dialog), and focus to the element that had it. In that
 * state Firefox still delivers keys to the page but no longer lets Enter press the focused button.
 * The page cannot take it back by script (`window.focus()` does not, in Firefox), so this does what
 * a person does: Tab until the page has focus again.
 */
export async function focusPage(): Promise<void> {
  if (document.hasFocus()) return;
  const before = deepActiveElement();
  for (let press = 0; press < 20 && !document.hasFocus(); press += 1) await sendKeys({ press: 'Tab' });
  if (!document.hasFocus()) throw new Error('Tab did not bring the focus back to the page');
  before?.focus();
}

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine this test run is in (given by the test runner's bundler; a user agent string would not tell WebKitGTK from Safari). */
export const engine = (process.env.SELECTION_ENGINE ?? 'chromium') as Engine;

/**
 * Presses Shift+Tab (focus back one stop), as a person does. Over WebDriver (WebKit) a key sequence
 * holds a modifier from its press to its next press; Playwright (Chromium, Firefox) holds it down and
 * lets it up.
 */
export async function pressShiftTab(): Promise<void> {
  if (engine === 'webkit') {
    await sendKeys({ type: '\uE008\uE004\uE008' });
    return;
  }
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/**
 * A test that needs one engine's own protocol, which the others do not offer to a test (such as
 * Chromium's media emulation): run in that engine, skipped in the others, and named for it with
 * the reason, e.g. `[chromium only: prefers-reduced-motion emulation] …`.
 */
export function itOnlyIn(only: Engine, reason: string, title: string, test: Mocha.AsyncFunc): void {
  (engine === only ? it : it.skip)(`[${only} only: ${reason}] ${title}`, test);
}

/**
 * A test that does not run in `except`, named so with the reason (an engine difference the harness
 * has not yet explained, covered elsewhere), and skipped there.
 */
export function itExceptIn(except: Engine, reason: string, title: string, test: Mocha.AsyncFunc): void {
  (engine === except ? it.skip : it)(`[not in ${except}: ${reason}] ${title}`, test);
}
