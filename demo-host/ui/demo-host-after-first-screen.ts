/**
 * Demo only: the demo's own UI (demo-host.js) on a server-rendered page, added once the page's first
 * screen has loaded: after the page's `load` and the two frames that follow it, or after 3 s, as the
 * loader does for a served element's code. That first screen is in the HTML and needs none of it,
 * so its stylesheet and pictures have the network and the main thread first, as
 * docs/server-rendering.md advises a host to treat its own scripts. Other pages load demo-host.js
 * from the page head (pages/layout.ts).
 */

/** The demo's UI, built beside this script (a name, not a literal in `new URL`, which the build would copy as an asset). */
const DEMO_UI = 'demo-host.js';

void new Promise<void>((resolve) => {
  const afterFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (document.readyState === 'complete') afterFrames();
  else addEventListener('load', afterFrames, { once: true });
  setTimeout(resolve, 3000);
}).then(() => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = new URL(DEMO_UI, import.meta.url).href;
  document.head.append(script);
});
