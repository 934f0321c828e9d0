/**
 * `url` as a path of this site (`origin`): its path, query and hash, which a page or a host's router
 * takes as this site's. Undefined for another site's address, and for a path that begins with `//`
 * once resolved (`https://shop.example//evil.example/`, `/.//evil.example`): written alone, that
 * names another site.
 */
export function sitePath(url: URL, origin: string): string | undefined {
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === origin && !path.startsWith('//') ? path : undefined;
}
