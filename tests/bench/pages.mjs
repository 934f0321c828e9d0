/**
 * The benchmark's pages (first-screen.mjs, devtools-effect.mjs and profile.mjs measure the same ones): each
 * widget page's path, the element and first card it draws (`host`, `card`), and its floor's path.
 * `ids` are the seeded scenarios' ids, as the demo host lists them.
 */
import { devices } from 'playwright';

/**
 * The benchmarks' phone, as the e2e tests' phone is one (playwright.config.ts): a phone's user
 * agent, touch and a mobile viewport, at 390 × 844 and a device pixel ratio of 1. The user agent
 * matters to the served pages: a host's server draws the phone or the desktop layout by it (demo-host/ssr.ts), and a
 * desktop layout sent to a phone is redrawn, and its picks asked for again, once it hydrates.
 */
export const PHONE = { userAgent: devices['Pixel 7'].userAgent, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } };

/** The page as the server renders it (demo-host/ssr.ts serves every page under `/ssr`). */
export const served = (target) => `/ssr${target.path}`;

/** The React floor's URL of a page: its floor, drawn by React alone. */
export const reactFloor = (target) => target.floor.replace(/^\/floor\//, '/floor-react/');

/** Both floors report their first card as a plain `.floor-card` in the document. */
export const FLOOR_CARD = { host: null, card: '.floor-card' };

/**
 * Installed in a page before its own scripts (its source is sent to the page, so it reads nothing
 * from this module): finds the first card (in a shadow root for a widget) and calls
 * `window.__benchFirstCard` once with the first frame that begins with it, and the server's render
 * time. first-screen.mjs makes that a binding (waiting with `waitForFunction` would inject
 * Playwright's script into the page while it loads, a compile of its own on the measured main
 * thread); devtools-effect.mjs and profile.mjs keep it in the page. It looks at every animation frame until the
 * card exists; with `target.quietly`, mutation observers on the document and on each widget's shadow
 * root find it as it is inserted (a server's declarative root is there once its host is; a root the
 * widget attaches is seen through `attachShadow`, which this wraps and leaves doing what it did), and
 * one frame is asked for then. A frame asked for at every frame adds to a served page's blocking
 * (docs/testing.md, benchmark), which devtools-effect.mjs reads.
 */
export function watchFirstCard(target) {
  const find = () => {
    if (!target.host) return document.querySelector(target.card);
    for (const host of document.querySelectorAll(target.host)) {
      const found = host.shadowRoot?.querySelector(target.card);
      if (found) return found;
    }
    return null;
  };
  const report = () => {
    // The server's render of the page, as it says it (Server-Timing `render`, demo-host/ssr.ts); 0 for a page it only sent.
    const render = performance.getEntriesByType('navigation')[0]?.serverTiming?.find((entry) => entry.name === 'render');
    window.__benchFirstCard(performance.now(), render?.duration ?? 0);
  };
  if (!target.quietly) {
    const tick = () => (find() ? report() : requestAnimationFrame(tick));
    requestAnimationFrame(tick);
    return;
  }
  const observers = [];
  const watched = new WeakSet();
  let found = false;
  const observe = (root) => {
    const observer = new MutationObserver(check);
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
  };
  function check() {
    if (found) return;
    for (const host of target.host ? document.querySelectorAll(target.host) : []) {
      if (host.shadowRoot && !watched.has(host.shadowRoot)) {
        watched.add(host.shadowRoot);
        observe(host.shadowRoot);
      }
    }
    if (!find()) return;
    found = true;
    for (const observer of observers) observer.disconnect();
    requestAnimationFrame(report);
  }
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    queueMicrotask(check);
    return root;
  };
  observe(document);
}

/** Each measured page: the widget's URL and what its first card is, and the floor's path. */
export const pages = (ids) => [
  {
    name: 'japan-food home',
    path: `/selection/${ids['japan-food']}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids['japan-food']}`,
  },
  {
    name: 'outlet home',
    path: `/selection/${ids.outlet}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids.outlet}`,
  },
  {
    name: 'sneakers discovery',
    path: `/selection/${ids.sneakers}`,
    host: 'selection-home',
    card: '[part="product-grid"] [part="product-card"]',
    floor: `/floor/home/${ids.sneakers}`,
  },
  {
    name: 'sneakers review tab',
    path: `/selection/${ids.sneakers}?tab=1`,
    host: 'selection-home',
    card: '[part~="vote-card"]',
    floor: `/floor/review/${ids.sneakers}?tab=1`,
  },
  {
    name: 'vote page',
    path: `/selection/${ids.sneakers}?tab=1&path=vote`,
    host: 'selection-home',
    card: '[part~="vote-card"]',
    floor: `/floor/vote/${ids.sneakers}?tab=1&path=vote`,
  },
  {
    name: 'children',
    path: `/selection/${ids.outlet}/children`,
    host: 'selection-children',
    card: 'a',
    floor: `/floor/children/${ids.outlet}`,
  },
  {
    name: 'best',
    path: `/selection/${ids['japan-food']}/best`,
    host: 'selection-best',
    card: '[part="product-card"]',
    floor: `/floor/best/${ids['japan-food']}`,
  },
  {
    name: 'story list',
    path: `/story-list?selection-frame-data-id=${ids.sneakers}&story-type=SNEAKERS`,
    host: 'selection-story-list',
    card: '[part="story-card"]',
    floor: `/floor/story/${ids.sneakers}`,
  },
];

/**
 * The pages a run measures: all of them, or those BENCH_PAGES names (comma-separated names, as
 * `pages` gives them). Names no page: an error that lists them.
 */
export function measuredPages(ids, named = process.env.BENCH_PAGES) {
  const wanted = named?.split(',').map((name) => name.trim());
  const measured = pages(ids).filter((entry) => !wanted || wanted.includes(entry.name));
  if (measured.length === 0) {
    throw new Error(
      `bench: BENCH_PAGES names no page (${pages(ids)
        .map((entry) => entry.name)
        .join(', ')})`,
    );
  }
  return measured;
}
