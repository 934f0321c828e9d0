/**
 * Demo only: the demo's own UI (demo-host.js) on a server-rendered page, added once the page's first
 * screen has loaded, by the loader's public `SelectionWidgets.afterFirstScreen()` (the rule a served
 * element's code waits by). That first screen is in the HTML and needs none of it, so its stylesheet
 * and pictures have the network and the main thread first, as docs/server-rendering.md advises a
 * host to treat its own scripts. The loader's tag comes ahead of this one (pages/layout.ts), so its
 * API is there; without it (its file did not load) the UI comes at once. Other pages load
 * demo-host.js from the page head.
 */

/** The demo's UI, built beside this script (a name, not a literal in `new URL`, which the build would copy as an asset). */
const DEMO_UI = 'demo-host.js';

void (window.SelectionWidgets?.afterFirstScreen() ?? Promise.resolve()).then(() => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = new URL(DEMO_UI, import.meta.url).href;
  document.head.append(script);
});
