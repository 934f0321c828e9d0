/**
 * `from` as a path of this site, `/` when it names another (`//evil`, `/\evil`, `https:`…). Read as
 * the browser reads an address (tabs and newlines dropped, backslashes as slashes), so that what is
 * checked is where the page would go: `/\t/evil` is `//evil`.
 */
export function safeReturnPath(from: string | null, origin: string = location.origin): string {
  if (!from?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    // No address at all (`//[x`): this site's start.
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that begins with `//` once resolved (`/.//evil`) would name another site again.
  return url.origin === origin && !path.startsWith('//') ? path : '/';
}
