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
 * A window manager (Xvfb's included) applies a new size when it will, and the window's outer size may
 * be reported before its viewport follows: each step waits until the window has the size asked for
 * and its viewport reads the same twice, so no step works from half of the last one (which once asked
 * for a negative height).
 */
export async function sizeViewportOverWebDriver(driver, width, height) {
  const measure = async () => {
    const [innerWidth, innerHeight] = await driver.execute('return [window.innerWidth, window.innerHeight];');
    return { innerWidth, innerHeight };
  };
  const settled = async (outerWidth, outerHeight) => {
    let last;
    await driver.waitUntil(
      async () => {
        const outer = await driver.getWindowSize();
        const inner = await measure();
        const steady = last !== undefined && last.innerWidth === inner.innerWidth && last.innerHeight === inner.innerHeight;
        last = inner;
        return outer.width === outerWidth && outer.height === outerHeight && steady;
      },
      { timeout: 5_000, interval: 50, timeoutMsg: `the window did not take the size ${outerWidth}×${outerHeight}` },
    );
    return last;
  };
  let inner = await measure();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (inner.innerWidth === width && inner.innerHeight === height) return;
    const outer = await driver.getWindowSize();
    const next = {
      width: Math.max(1, outer.width + width - inner.innerWidth),
      height: Math.max(1, outer.height + height - inner.innerHeight),
    };
    await driver.setWindowSize(next.width, next.height);
    inner = await settled(next.width, next.height);
  }
  if (inner.innerWidth !== width || inner.innerHeight !== height)
    throw new Error(`the window would not give a ${width}×${height} viewport (it gives ${inner.innerWidth}×${inner.innerHeight})`);
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
