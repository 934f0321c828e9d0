/**
 * Test-runner commands that emulate a phone's screen through Chromium's DevTools protocol; in any
 * other engine each answers false, and the test that asked says it cannot run there.
 * - `safe-area-insets` gives the test page the safe-area insets of a phone laid out edge to edge
 *   (notch, status bar, home indicator), which `env(safe-area-inset-*)` then reports
 *   (Emulation.setSafeAreaInsetsOverride).
 * - `page-scale` zooms the page as a pinch does (Emulation.setPageScaleFactor): the visual viewport
 *   shrinks inside the layout viewport, as it does over an on-screen keyboard.
 */
const sessions = new WeakMap();

/** The page's protocol session: an override lasts as long as the session that set it, so one per page, kept. */
async function devtoolsOf(session) {
  const page = session.browser.getPage(session.id);
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  return cdp;
}

export function devtoolsEmulationCommands() {
  return {
    name: 'devtools-emulation',
    async executeCommand({ command, payload, session }) {
      if (command !== 'safe-area-insets' && command !== 'page-scale') return undefined;
      if (session.browser.type !== 'playwright' || session.browser.product !== 'chromium') return false;
      const cdp = await devtoolsOf(session);
      if (command === 'page-scale') {
        const scale = payload?.scale ?? 1;
        if (typeof scale !== 'number' || !(scale >= 1)) throw new Error('page-scale: give { scale } of 1 or more');
        await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: scale });
        return true;
      }
      const { top = 0, right = 0, bottom = 0, left = 0 } = payload ?? {};
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top, right, bottom, left } });
      return true;
    },
  };
}
