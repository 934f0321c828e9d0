/**
 * A test-runner command, `safe-area-insets`: gives the test page the safe-area insets of a phone laid
 * out edge to edge (notch, status bar, home indicator), which `env(safe-area-inset-*)` then reports.
 * Chromium only, through its DevTools protocol (Emulation.setSafeAreaInsetsOverride); in any other
 * engine it answers false, and the test that asked says it cannot run there.
 */
const sessions = new WeakMap();

export function safeAreaInsetsCommand() {
  return {
    name: 'safe-area-insets',
    async executeCommand({ command, payload, session }) {
      if (command !== 'safe-area-insets') return undefined;
      if (session.browser.type !== 'playwright' || session.browser.product !== 'chromium') return false;
      const page = session.browser.getPage(session.id);
      // The override lasts as long as the protocol session that set it: one per page, kept.
      let cdp = sessions.get(page);
      if (!cdp) {
        cdp = await page.context().newCDPSession(page);
        sessions.set(page, cdp);
      }
      const { top = 0, right = 0, bottom = 0, left = 0 } = payload ?? {};
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top, right, bottom, left } });
      return true;
    },
  };
}
