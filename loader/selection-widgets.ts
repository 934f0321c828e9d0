/**
 * The one script a host page includes, one file with no static imports. It reads the page's
 * configuration, finds our tags (now and as they are added), starts their first-screen requests,
 * and imports the chunk that defines each one, so data and React load side by side. Page-wide
 * state lives in the page slot (`core/page-slot.ts`), never in this module: the chunks do not
 * import it back, and including it twice (or with a cache-busting query) is harmless.
 */
import {
  CONFIGURE,
  configFromDataset,
  configure,
  getConfig,
  holdConfig,
  saysWhereCallsGo,
  settleConfig,
  type ConfigInput,
} from '../core/config.ts';
import { attributeName } from '../core/attribute-name.ts';
import { setAuthToken } from '../core/http/auth-token.ts';
import { clearQueryCache } from '../core/cache/query-cache.ts';
import { NETWORK_ERROR } from '../core/messages/errors.ts';
import { GENERIC_ERROR, RETRY } from '../core/messages/screens.ts';
import { pageHooks } from '../core/page-hooks.ts';
import { clearLoadFailure, LOAD_FAILED, LOAD_NOTICE } from '../core/load-failure.ts';
import { SERVED_MARK, servedCodeAsked } from '../core/served-mark.ts';
import { listenForApp } from '../bridge/app-mailbox.ts';
import { emit } from '../bridge/events.ts';
import { holdEarlyTaps } from '../widgets/ui/early-taps.ts';
import type { ChunkName } from './chunk-table.ts';
import {
  loadChunk,
  loadServedChunk,
  planFirstScreen,
  registry,
  startFirstScreenCode,
  startFirstScreenRequests,
  whenFirstScreenLoaded,
} from './registry.ts';
import type { FirstScreen } from '../core/api/first-screen.ts';

interface SelectionWidgetsApi {
  /** Merges options into the page's configuration (see `core/config.ts`). */
  configure: (input: ConfigInput) => void;
  /** Resolves when `tag` is defined. */
  whenDefined: (tag: string) => Promise<CustomElementConstructor>;
  /** Loads again everything shown that depends on who is signed in (after a host's own login). */
  refresh: () => void;
  /**
   * A single-page host's sign-in (`token`) or sign-out (`null`); `undefined` goes back to the auth
   * cookie. Where that changes the token sent, every element then shows the new person's data.
   */
  setAuthToken: (token: string | null | undefined) => void;
  /**
   * Resolves once the page has loaded its first screen: after `load` and the two frames that follow
   * it, or after 3 s when the page takes longer. The rule a server-rendered element's code waits by;
   * a host adds there the scripts its first screen does not need (docs/server-rendering.md).
   */
  afterFirstScreen: () => Promise<void>;
  /**
   * Finds the tags inside a host's own shadow root (a Lit component's, Angular's with shadow DOM
   * encapsulation), now and as they are added, as the loader does in the document, which it cannot
   * see into. Returns a function that stops watching it (handed over twice, a root is watched once,
   * and either function stops it); a root the host drops is let go in any case.
   */
  observe: (root: ShadowRoot) => () => void;
  /** The tags this loader defines. */
  tags: string[];
}

declare global {
  interface Window {
    SelectionWidgets?: SelectionWidgetsApi;
    /** Configuration given before the loader runs; read once at boot. */
    SelectionWidgetsConfig?: ConfigInput;
  }
}

const tags = Object.keys(registry);
/** Elements whose code was started (with the first-screen plan read then), and those whose first-screen requests were. */
const started = new WeakMap<Element, FirstScreen | undefined>();
const requested = new WeakSet<Element>();
/** Whether the configuration is settled, so requests may leave (at boot when configured ahead, else `whenSettled`). */
let requestsMayLeave = false;
const loading = new Map<string, Promise<unknown>>();

/**
 * The loader's own tag, whose data-* settings it reads: a module tag of its address; else, when the
 * address redirected (a CDN's unversioned "latest"), of its file name. Never another copy's tag (the
 * loader included twice: each copy reads its own, the second once the first has started the page)
 * and never another script's. Several such tags whose settings differ make none: markup injected
 * into the page (a tag of the loader's address whose API is another's; a CSP refuses it to run, but it
 * stays in the document) would otherwise send the person's token where it says. Said as SW015.
 */
function ownScript(): HTMLScriptElement | undefined {
  const self = new URL(import.meta.url);
  const file = self.pathname.slice(self.pathname.lastIndexOf('/'));
  const urlOf = (script: HTMLScriptElement) => new URL(script.src, location.href);
  const loaders = [...document.scripts].filter(
    (script) => script.type.trim().toLowerCase() === 'module' && script.src && urlOf(script).pathname.endsWith(file),
  );
  const exact = loaders.filter((script) => urlOf(script).href === self.href);
  const own = exact.length > 0 ? exact : loaders;
  if (new Set(own.map((script) => JSON.stringify(configFromDataset(script.dataset)))).size > 1) {
    console.warn(`[selection-widgets] SW015: tags of ${self.href} disagree; no data-* read`);
    return undefined;
  }
  return own[0];
}

/**
 * Keeps each tag's space until it is defined, so the page does not jump. An adopted stylesheet
 * needs nothing from a host's strict style policy; a `<style>` with the configured nonce is the
 * fallback for browsers without constructable stylesheets.
 */
function reserveSpace(nonce: string | undefined): void {
  // A server-rendered element (marked by the server) already holds its first screen: no room is kept.
  const css = tags
    .map((tag) => `${tag}:not(:defined):not([${LOAD_FAILED}]):not([${SERVED_MARK}]){display:block;${registry[tag]?.reserve ?? ''}}`)
    .join('\n');
  if ('adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.dataset.selectionWidgets = '';
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  document.head.append(style);
}

/**
 * Every element of `tag` that could not get its code: a `selection-error` for the host, the
 * reserved space given back, and a short message with a retry in place of the widget (but an overlay's).
 */
function showLoadFailure(tag: string, error: unknown): void {
  console.error(`[selection-widgets] SW001: could not load <${tag}>`, error);
  for (const element of inWatched(tag)) {
    if (element.hasAttribute(LOAD_FAILED)) continue;
    element.setAttribute(LOAD_FAILED, '');
    emit(element, 'selection-error', { code: 'CHUNK_LOAD_FAILED', status: undefined, message: GENERIC_ERROR });
    if (registry[tag]?.overlay) continue;
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.setAttribute(LOAD_NOTICE, '');
    notice.textContent = `${GENERIC_ERROR}. ${NETWORK_ERROR} `;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = RETRY;
    retry.addEventListener('click', () => {
      for (const other of inWatched(`${tag}[${LOAD_FAILED}]`)) {
        // Before the code comes: a served root is hydrated as the server drew it.
        clearLoadFailure(other);
        started.delete(other);
      }
      for (const root of roots()) scan(root);
    });
    notice.append(retry);
    // A server-rendered element shows its shadow root only (it has no slot): the notice goes on top of it.
    if (element.shadowRoot) element.shadowRoot.prepend(notice);
    else element.append(notice);
  }
}

/**
 * Starts what `element` needs: its code at once (it does not depend on the configuration, and an
 * element defined early waits for it, see `whenConfigSettled`), its first-screen requests once the
 * configuration is settled (`requestsMayLeave`).
 */
function start(element: Element): void {
  const tag = element.localName;
  const entry = registry[tag];
  if (!entry) return;
  if (!started.has(element)) {
    // Nothing to show (a guide already done): no code, no request; left undefined, it takes no room.
    if (entry.skip?.(element)) return;
    started.set(element, startCode(tag, element));
  }
  if (requestsMayLeave && !requested.has(element)) {
    requested.add(element);
    startRequests(tag, element, started.get(element));
  }
}

/** Starts the element's code and its first screen's (read once, here); returns that plan. */
function startCode(tag: string, element: Element): FirstScreen | undefined {
  // A server-rendered element (it has its shadow root) holds its first screen and the answers it used.
  const served = element.shadowRoot !== null;
  if (customElements.get(tag) !== undefined) return undefined;
  // Its buttons are on screen before its code: a tap on one is kept for it.
  if (element.shadowRoot) holdEarlyTaps(element.shadowRoot);
  // A served element's code waits for its page's first screen to load (`whenFirstScreenLoaded`).
  if (!loading.has(tag)) {
    if (served) servedCodeAsked().add(tag);
    loading.set(
      tag,
      (served ? loadServedChunk : loadChunk)(tag as ChunkName).catch((error: unknown) => {
        loading.delete(tag);
        showLoadFailure(tag, error);
      }),
    );
  }
  try {
    const plan = planFirstScreen(tag, element);
    startFirstScreenCode(plan, served);
    return plan;
  } catch {
    // The plan is only a head start; the element decides its first screen itself.
    return undefined;
  }
}

function startRequests(tag: string, element: Element, plan: FirstScreen | undefined): void {
  try {
    // A head start only helps while the element's code is on its way; once it is defined, the
    // element asks the page cache, which already holds what an earlier element loaded. A
    // server-rendered element (it has its shadow root) carries its first screen's answers itself.
    if (customElements.get(tag) === undefined) startFirstScreenRequests(plan, element.shadowRoot !== null, element);
  } catch {
    // A prefetch is only a head start; the element loads its data itself.
  }
}

function scan(root: ParentNode): void {
  if (root instanceof Element && tags.includes(root.localName)) start(root);
  for (const element of root.querySelectorAll(tags.join(','))) start(element);
}

/**
 * Where the loader finds our tags: the document, and the shadow roots a host hands it (`observe`),
 * each with its observer. A root is held weakly: one the host drops (a component gone with its
 * route) is not kept alive by the loader, and its entry goes at the next look.
 */
let watched: [WeakRef<Document | ShadowRoot>, MutationObserver][] = [];
function roots(): (Document | ShadowRoot)[] {
  watched = watched.filter(([root, observer]) => root.deref() ?? observer.disconnect());
  return watched.map(([root]) => root.deref()!);
}
const inWatched = (selector: string): Element[] => roots().flatMap((root) => [...root.querySelectorAll(selector)]);

/**
 * Finds our tags in `root` now and as they are added, and follows a `large-id` changed on one of
 * them, until the returned function is called.
 */
function watch(root: Document | ShadowRoot): () => void {
  // The roots a host dropped go first (a host may hand one over on each route visit).
  roots();
  let entry = watched.find(([watching]) => watching.deref() === root);
  if (!entry) {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        // An element skipped for its selection (a guide already done) looks again at a new one.
        if (record.target instanceof Element && record.type === 'attributes') start(record.target);
        for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      }
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['large-id'] });
    watched.push((entry = [new WeakRef(root), observer]));
    scan(root);
  }
  const stopped = entry;
  return () => {
    stopped[1].disconnect();
    watched = watched.filter((watching) => watching !== stopped);
  };
}

/**
 * On a page not configured ahead, requests leave only once configuration is settled: at
 * DOMContentLoaded, once every deferred script of the page has run (a host's `configure()` in a
 * module script after this tag included, however late its file arrives), or on the next task when
 * the loader itself comes after that. Code does not wait: it is asked for as the loader finds each
 * tag, also while the document is still being parsed.
 */
function whenSettled(run: () => void): void {
  // `interactive` alone does not say whether DOMContentLoaded has fired: deferred scripts run after
  // parsing and before it. The page's navigation entry does.
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const contentLoaded =
    document.readyState === 'complete' ||
    (document.readyState === 'interactive' &&
      (navigation === undefined || (navigation as PerformanceNavigationTiming).domContentLoadedEventStart > 0));
  if (contentLoaded) setTimeout(run, 0);
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

/**
 * Options given before the loader (on its tag, in the page's object), each on its own: one of the
 * wrong type (`data-sticky-top="56px"`) is left as it was and named on the console as the host
 * wrote it (`nameOf`), and the rest apply. Thrown, it would stop the loader, and with it every
 * element of the page. True when it said where calls go (an `apiBase` it took).
 */
function configureGiven(input: ConfigInput, nameOf: (key: string) => string): boolean {
  let saidWhere = false;
  for (const key of Object.keys(getConfig()) as (keyof ConfigInput)[]) {
    if (input[key] === undefined) continue;
    try {
      configure({ [key]: input[key] });
      saidWhere ||= saysWhereCallsGo({ [key]: input[key] });
    } catch (error) {
      console.warn(`[selection-widgets] SW013: ${(error as Error).message.replace(CONFIGURE + key, nameOf(key))}; left as it was`);
    }
  }
  return saidWhere;
}

function boot(): void {
  // Configuration from the script tag, then from an object the host set before this script.
  const script = ownScript();
  const onTag = script ? configFromDataset(script.dataset) : {};
  // A page configured ahead (on this tag or before it) has said where calls go: they leave at once.
  // An `apiBase` refused says nothing: the calls wait for a later configure().
  const onTagSaid = configureGiven(onTag, (key) => `data-${attributeName(key)} on the loader's tag`);
  const configuredAhead =
    (window.SelectionWidgetsConfig ? configureGiven(window.SelectionWidgetsConfig, (key) => `SelectionWidgetsConfig.${key}`) : false) ||
    onTagSaid;
  reserveSpace(getConfig().nonce);
  listenForApp();
  window.SelectionWidgets = {
    configure: (input) => void configure(input),
    whenDefined: (tag) => customElements.whenDefined(tag),
    // Before any chunk, the page's cache holds only head starts, which nobody shows and which
    // carry the old token: all of it goes.
    refresh: () => {
      const { refresh } = pageHooks();
      if (refresh) refresh();
      else clearQueryCache();
    },
    // The same person handed over again (a host does on each page load) loads nothing again, and a
    // server-rendered page's answers stay for its hydration.
    setAuthToken: (token) => {
      if (setAuthToken(token)) window.SelectionWidgets?.refresh();
    },
    afterFirstScreen: whenFirstScreenLoaded,
    observe: (root) => watch(root),
    tags,
  };
  // Elements wait for the configuration from here on, unless the page configured ahead.
  if (!configuredAhead) holdConfig();
  // The elements' code, at once.
  watch(document);
  const settled = () => {
    requestsMayLeave = true;
    try {
      // The head starts first: an element whose code came early is defined next, and its first
      // draw finds its answers on their way.
      for (const root of roots()) scan(root);
    } finally {
      settleConfig();
    }
  };
  if (configuredAhead) settled();
  else whenSettled(settled);
}

// Started once a page. Another copy started it (the loader included twice): this copy's tag gives
// its settings all the same, before the page settles. An element named SelectionWidgets in the page
// (`<img name="SelectionWidgets">`, markup from data) is no copy: it does not keep the page unstarted.
if (typeof window !== 'undefined') {
  if (typeof window.SelectionWidgets?.configure !== 'function') boot();
  else configureGiven(configFromDataset(ownScript()?.dataset ?? {}), (key) => `data-${attributeName(key)} on the loader's tag`);
}
