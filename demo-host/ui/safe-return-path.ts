import { sitePath } from '../../core/domain/site-path.ts';

/**
 * `from` as a path of this site (`sitePath`), `/` when it names another (`//evil`, `/\evil`,
 * `https:`…) or no address at all (`//[x`). Read as the browser reads an address (tabs and newlines
 * dropped, backslashes as slashes), so that what is checked is where the page would go: `/\t/evil`
 * is `//evil`.
 */
export function safeReturnPath(from: string | null, origin: string = location.origin): string {
  if (!from?.startsWith('/')) return '/';
  try {
    return sitePath(new URL(from, origin), origin) ?? '/';
  } catch {
    return '/';
  }
}
