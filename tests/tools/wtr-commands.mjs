/**
 * Test-runner commands that work the same in the three engines the browser tests run in, whatever
 * drives them: Playwright (Chromium), puppeteer-core over WebDriver BiDi (Firefox) and classic
 * WebDriver (WebKitGTK). The page calls them through `tests/browser/engine.ts`.
 *
 * - `page-viewport { width, height }`: sizes the page's viewport. Playwright and puppeteer set the
 *   viewport itself; over WebDriver the window is sized so that its viewport (the window less the
 *   browser's own bars) has that size.
 */

/** The viewport a page of every engine starts with: Playwright's and puppeteer's default. */
export const FIRST_VIEWPORT = { width: 800, height: 600 };

/**
 * Sizes the window of a browser driven over WebDriver so that its viewport has the given size:
 * the browser's bars take their share of the window, so size, measure, and size again by the difference.
 */
export async function sizeViewportOverWebDriver(driver, width, height) {
  const measure = () => driver.execute('return [window.innerWidth, window.innerHeight];');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [innerWidth, innerHeight] = await measure();
    if (innerWidth === width && innerHeight === height) return;
    const outer = await driver.getWindowSize();
    await driver.setWindowSize(outer.width + width - innerWidth, outer.height + height - innerHeight);
  }
  const [innerWidth, innerHeight] = await measure();
  if (innerWidth !== width || innerHeight !== height)
    throw new Error(`the window would not give a ${width}×${height} viewport (it gives ${innerWidth}×${innerHeight})`);
}

async function setViewport(session, { width, height }) {
  const { browser } = session;
  if (browser.type === 'playwright') return browser.getPage(session.id).setViewportSize({ width, height });
  if (browser.type === 'puppeteer') return browser.getPage(session.id).setViewport({ width, height });
  if (browser.type === 'webdriver') return sizeViewportOverWebDriver(browser.driver, width, height);
  throw new Error(`page-viewport: no way to size a ${browser.type} page`);
}

export function engineCommands() {
  return {
    name: 'engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'page-viewport') {
        if (!Number.isInteger(payload?.width) || !Number.isInteger(payload?.height))
          throw new Error('page-viewport: give { width, height }');
        await setViewport(session, payload);
        return true;
      }
      return undefined;
    },
  };
}
