/** The public types of `selection-widgets/server` (its declarations are written from this file). */
import type { ConfigInput } from '../core/config.ts';

export interface RenderElementOptions {
  /**
   * `selection-home`, `selection-children`, `selection-best` or `selection-story-list`; the guide, the
   * coupon button and tags of other prefixes are left to the browser, and any other `selection-` tag is a
   * `TypeError`.
   */
  tag: string;
  /** The element's attributes, as the page writes them (`large-id`, `url-state`, `class`…). */
  attributes?: Readonly<Record<string, string | null | undefined>> | undefined;
  /**
   * The page's absolute http(s) address (`https://shop.example/selection/…?tab=1`, not the request's
   * path alone): its query string is the element's URL state (tab, category, sort, search…), and a
   * relative `apiBase` is resolved against it, so take its origin from the site's own, not from the
   * request's `Host` header (the client writes that).
   */
  pageUrl: string;
  /** Base of the selection API; a relative one is resolved against `pageUrl`. */
  apiBase: string;
  legacyApiBase?: string | undefined;
  /**
   * The request's `Cookie` header: its auth cookie (`tokenCookie`, `access_token` by default) makes
   * a signed-in render. Leave both this and `token` out for a render anyone may be sent (cacheable);
   * the browser loads the person's own hearts and votes after hydration.
   */
  cookie?: string | undefined;
  /**
   * The bearer token itself, instead of `cookie`. `null` or `''` is no token: the render is for
   * nobody, whatever the cookie says (a session's `token ?? null`).
   */
  token?: string | null | undefined;
  /** The response's CSP nonce: it goes on the stylesheet and the data block (before a `nonce` in `config`). */
  nonce?: string | undefined;
  /**
   * The layout to draw where the elements draw phones and desktops differently (how many category
   * circles and picks, the search placeholder): the host's guess from the request (its user agent or
   * client hints). `desktop` by default; the element draws the real width's layout after hydrating.
   */
  viewport?: 'phone' | 'desktop' | undefined;
  /**
   * The reader's time zone (an IANA name, `Asia/Seoul`), for the `timezone` header of the render's
   * calls: where the host knows it (a cookie its page set, the request's region). The server's own
   * zone by default, which a server in UTC would send for a reader in Seoul.
   */
  timeZone?: string | undefined;
  /**
   * Ends the render: the request's own signal (its client went away), or a deadline for the whole
   * render (`AbortSignal.timeout(ms)`; each call has `config.requestTimeout`). Its calls are ended
   * at once, none is sent after it, and the render rejects with the signal's reason, as `fetch` does
   * (an `AbortError`, a `TimeoutError`).
   */
  signal?: AbortSignal | undefined;
  /**
   * The rest of the page's configuration (login and item URL patterns, home URL, locale…), the same
   * the page gives the loader, so that links and texts match in the browser.
   */
  config?: ConfigInput | undefined;
}

export interface RenderedElement {
  /** The element's HTML, to put where the tag goes in the page. */
  html: string;
  /**
   * What the page should answer instead of 200, when not 200: 302 with `location` when the browser
   * would leave at once (a small3 category shows on its parent's page; a paused service goes to the
   * construction page); 404 when the selection does not exist; 503 when a call of the first screen
   * failed (no answer in time, a server error, too many requests, an answer its schema refused). A
   * 503 render is the page the browser would draw with that call failed: send it with the status
   * and `Cache-Control: no-store`, so that no cache keeps it and a crawler comes back later.
   */
  status?: number | undefined;
  location?: string | undefined;
}

/** Renders one element with its first screen (see server/render-element.tsx). */
export type RenderElement = (options: RenderElementOptions) => Promise<RenderedElement>;
