/**
 * Links that come from data (banners, guides, legacy storefront content) may only lead to web
 * pages: `http:`, `https:` or a relative URL on this page's origin. Anything else (`javascript:`,
 * `data:`, `vbscript:`, `blob:`, `file:`, in any case or split by tabs and newlines) is not a link.
 * The check parses as the browser will, so what is checked is what would be followed.
 */
import * as v from 'valibot';

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/** Resolves relative URLs outside a browser (the reference API parses with the same schemas). */
const FALLBACK_BASE = 'https://selection.invalid/';

/**
 * What a relative link is checked against: the page's address as it first was. Only its protocol
 * decides (a relative URL takes the page's), and a document's never changes: read once, not for
 * every link drawn. (Not its origin, which is "null" in a sandboxed frame.)
 */
let base: string | undefined;
const pageBase = (): string =>
  (base ??= typeof location === 'undefined' || !/^https?:$/.test(location.protocol) ? FALLBACK_BASE : location.href);

/** `url` when following it can only open a web page; `undefined` otherwise. */
export function safeLinkUrl(url: string, base: string = pageBase()): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  // A name and password before the host (`https://shop.example@evil.example/`) dress another site as this one.
  return WEB_PROTOCOLS.has(parsed.protocol) && !parsed.username && !parsed.password ? url : undefined;
}

export const isSafeLinkUrl = (url: string, base?: string): boolean => safeLinkUrl(url, base) !== undefined;

/**
 * A link from data: kept when it is safe, dropped (`undefined`) when it is not, so an unsafe
 * banner renders as a plain image instead of failing the whole response.
 */
export const SafeLinkSchema = v.pipe(
  v.string(),
  v.transform((url) => safeLinkUrl(url)),
);
