/**
 * Hostile data for the end-to-end tests: unsafe link values, OWASP text vectors, a poisoner that
 * puts them into real responses at the network edge, and a watch on everything they could cause
 * (a script's mark, a dialog, an announced or real navigation, a message to the app).
 */
import type { Page } from '@playwright/test';

/** Links that are not web pages, in the spellings that slip past naive checks. */
export const HOSTILE_URLS = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '\tjavascript:window.__pwned=1',
  'java\nscript:window.__pwned=1',
  ' javascript:window.__pwned=1',
  'data:text/html,<script>parent.__pwned=1</script>',
  'vbscript:msgbox(1)',
];

/** OWASP XSS filter-evasion text, each setting the same mark if it ever runs. */
export const HOSTILE_TEXTS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"><svg onload=window.__pwned=1>',
  "'';!--\"<XSS>=&{()}",
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">x</a>',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '${window.__pwned=1}',
  '<style>@import "javascript:window.__pwned=1";</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>',
  'javascript:window.__pwned=1',
];

/** A URL is unsafe when it would not open a web page of this or another site. */
export const isUnsafeUrl = (value: string): boolean => {
  // Browsers drop tabs and newlines and trim control characters and spaces before parsing.
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== 'http' && scheme !== 'https';
};

/** Keys whose strings are identifiers, codes, enums, dates or tokens: left alone so responses parse. */
const NOT_TEXT =
  /(^|_)id$|Id$|^_id$|^type$|Type$|^templateName$|^status$|^voteProcess$|^code$|^action$|^currency$|^process|^loginType$|^role$|token|Token|Date$|^date$|^searchAfter$|^sort$|^couponCode$|^locale$|^timezone$/;
const URL_KEY = /url$|Url$|^href$|^link$/i;

export interface PoisonCount {
  texts: number;
  urls: number;
}

/** Puts a hostile text into every user-visible string and a hostile URL into every URL field. */
export function poison(value: unknown, count: PoisonCount, key = ''): unknown {
  if (Array.isArray(value)) return value.map((entry) => poison(entry, count, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, poison(entry, count, name)]));
  }
  if (typeof value !== 'string' || NOT_TEXT.test(key)) return value;
  if (URL_KEY.test(key)) {
    count.urls += 1;
    return HOSTILE_URLS[count.urls % HOSTILE_URLS.length];
  }
  count.texts += 1;
  return `${value}${HOSTILE_TEXTS[count.texts % HOSTILE_TEXTS.length]}`;
}

/** Answers every JSON call of the API with its real answer, poisoned. */
export async function poisonResponses(page: Page, count: PoisonCount): Promise<void> {
  await page.route(/\/api(_base)?\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/mock/')) return route.fallback();
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
    const body: unknown = await response.json();
    // The sign-in answer keeps its token so that signing in still works.
    const poisoned = url.pathname.endsWith('/auth/app/login') ? body : poison(body, count);
    await route.fulfill({ response, json: poisoned });
  });
}

export interface Watch {
  pwned: unknown;
  dialogs: string[];
  /** URLs announced with `selection-navigate` (each is cancelled, so the page stays for the next click). */
  navigations: string[];
  /** Every URL a frame of the page actually went to. */
  visited: string[];
}

/** Records what hostile data could cause. `cancelNavigation` keeps the page in place on link clicks. */
export async function watchPage(page: Page, { cancelNavigation = false } = {}): Promise<() => Promise<Watch>> {
  const dialogs: string[] = [];
  const visited: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  await page.addInitScript((cancel) => {
    const w = window as unknown as { __navigations: string[] };
    w.__navigations = [];
    document.addEventListener('selection-navigate', (event) => {
      w.__navigations.push((event as CustomEvent<{ url: string }>).detail.url);
      if (cancel) event.preventDefault();
    });
  }, cancelNavigation);
  return async () => {
    const inPage = await page.evaluate(() => {
      const w = window as unknown as { __pwned?: unknown; __navigations: string[] };
      return { pwned: w.__pwned, navigations: w.__navigations };
    });
    return { ...inPage, dialogs, visited };
  };
}

/** Every URL-bearing attribute inside the elements' shadow roots, however deep. */
export const linkAttributesIn = (page: Page, tags: string): Promise<string[]> =>
  page.evaluate((selector) => {
    const out: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        for (const name of ['href', 'xlink:href', 'action', 'formaction']) {
          const value = element.getAttribute(name);
          if (value !== null) out.push(value);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll(selector)) if (host.shadowRoot) walk(host.shadowRoot);
    return out;
  }, tags);

/** Elements that hostile markup would have produced if it had been parsed as HTML. */
export const injectedElementsIn = (page: Page, tags: string): Promise<string[]> =>
  page.evaluate((selector) => {
    const out: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('script, iframe, svg[onload], img[onerror], mglyph, [onerror], [onload], [onclick]')) {
        out.push(element.outerHTML.slice(0, 80));
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    for (const host of document.querySelectorAll(selector)) if (host.shadowRoot) walk(host.shadowRoot);
    return out;
  }, tags);
