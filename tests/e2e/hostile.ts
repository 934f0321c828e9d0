/**
 * Hostile data for the end-to-end tests: unsafe link values, OWASP text vectors, a poisoner that
 * puts them into real responses at the network edge, and a watch on everything they could cause
 * (a script's mark, a dialog, an announced or real navigation, a message to the app).
 */
import type { Page } from '@playwright/test';

export { HOSTILE_TEXTS, HOSTILE_URLS, poison, type PoisonCount } from '../../demo-host/api/hostile-data.ts';
import { poison, type PoisonCount } from '../../demo-host/api/hostile-data.ts';

/** A URL is unsafe when it would not open a web page of this or another site. */
export const isUnsafeUrl = (value: string): boolean => {
  // Browsers drop tabs and newlines and trim control characters and spaces before parsing.
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  return scheme !== undefined && scheme !== 'http' && scheme !== 'https';
};

/** Answers every JSON call of the API with its real answer, poisoned. */
export async function poisonResponses(page: Page, count: PoisonCount): Promise<void> {
  await page.route(/\/api(_base)?\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/api/mock/')) return route.fallback();
    let response: Awaited<ReturnType<typeof route.fetch>>;
    let body: unknown;
    try {
      response = await route.fetch();
      if (!(response.headers()['content-type'] ?? '').includes('json')) return await route.fulfill({ response });
      body = await response.json();
    } catch {
      // The call went meanwhile (a choice replaced it, or the page closed: its answer is disposed
      // of): nothing is left to poison. A call still waiting fails as a dropped connection would.
      return route.abort().catch(() => undefined);
    }
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
        for (const name of ['href', 'xlink:href', 'action', 'formaction', 'src', 'srcset', 'poster']) {
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

/** Where a page's elements draw their first screen: in the browser, or on the server (demo host `/ssr/…`). */
export type PageKind = 'client' | 'server';
export const PAGE_KINDS: readonly PageKind[] = ['client', 'server'];

/** The demo host's page at `path` (`/selection/…`) of that kind. */
export const pageOfKind = (kind: PageKind, path: string): string => (kind === 'server' ? `/ssr${path}` : path);

/**
 * Poisons every answer a page of `kind` gets from now on: at the network edge for a page drawn in
 * the browser; in the reference API (its hostile mode, same poison) for a server-rendered one, whose
 * first screen's calls the server makes itself. Returns what has been poisoned so far.
 */
export async function poisonAnswers(page: Page, kind: PageKind): Promise<() => Promise<PoisonCount>> {
  if (kind === 'client') {
    const count: PoisonCount = { texts: 0, urls: 0 };
    await poisonResponses(page, count);
    return () => Promise.resolve(count);
  }
  await page.request.post('/api/mock/selection/hostile', { data: { on: true } });
  return async () => (await (await page.request.get('/api/mock/selection/hostile')).json()) as PoisonCount;
}

/** Hostile mode off again (a later test's reset turns it off too; this keeps other files out of it). */
export async function endHostileMode(page: Page): Promise<void> {
  await page.request.post('/api/mock/selection/hostile', { data: { on: false } });
}

/**
 * The data blocks a server render embedded in the HTML at `path`, as sent: each must still be one
 * inert block (nothing in the data ended it or opened a comment) holding JSON that parses.
 */
export async function servedDataBlocks(page: Page, path: string): Promise<{ raw: string; data: unknown }[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script type="application\/json" data-selection-served[^>]*>([\s\S]*?)<\/script>/g)].map((match) => {
    const raw = match[1] ?? '';
    return { raw, data: JSON.parse(raw) as unknown };
  });
}
