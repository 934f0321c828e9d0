import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { readCookie } from '../storage/storage.ts';

type TokenSource = () => string | undefined;

/**
 * Where the bearer token comes from, page-wide: the auth cookie by default; a host that signs
 * people in itself hands the token over (`SelectionWidgets.setAuthToken`) or supplies a source.
 */
const slot = () =>
  pageSlot('auth', () => ({
    source: undefined as TokenSource | undefined,
    answer: undefined as { token: string | undefined; cookieBefore: string | undefined } | undefined,
  }));

/**
 * A token as a header can carry it (visible ASCII, as bearer tokens are; spaces around it dropped, as
 * `fetch` drops them from a header), or none: a cookie that holds anything else (a stray or forged
 * value) signs nobody in. Sent, it would fail every call before any left (`fetch` refuses such a
 * header), and the page would say the network is down.
 */
export const sendableToken = (token: string | undefined): string | undefined =>
  (token = token?.trim()) && /^[!-~]+$/.test(token) ? token : undefined;

/** The bearer token of the signed-in person, from the auth cookie unless a host supplied one. */
export function authToken(): string | undefined {
  const page = slot();
  if (page.source) return sendableToken(page.source());
  const cookie = readCookie(getConfig().tokenCookie);
  const { answer } = page;
  if (answer) {
    // Until the page sees the cookie change, the sign-in's (or sign-out's) answer is the newer word.
    if (cookie === answer.cookieBefore) return answer.token;
    page.answer = undefined;
  }
  return sendableToken(cookie);
}

/**
 * The token a sign-in's answer carries, or `undefined` for a sign-out, with the last word over the
 * auth cookie as the page reads it now. The answer also sets the auth cookie, but WebKit (Safari,
 * the iOS web views) may show the page that cookie only a moment after the answer has arrived: until
 * the page sees the cookie change, this token is the one sent, so what loads again right after a
 * sign-in loads for the new person. A sign-out, called once the page has cleared the cookie, holds
 * against a cookie it could not clear (set for a parent domain or another path by the site's own
 * sign-in): its stale token is not sent again. Any change of the cookie after that (a new sign-in's,
 * or a host's sign-out) has the last word again.
 */
export function signedInWith(token: string | undefined): void {
  slot().answer = { token, cookieBefore: readCookie(getConfig().tokenCookie) };
}

/** Hosts without cookies (a native shell, Node) supply the token another way; `undefined` goes back to the cookie. */
export function setAuthTokenSource(next: TokenSource | undefined): void {
  slot().source = next;
}

/**
 * A single-page host's sign-in or sign-out: a token to use from now on, or `null` for signed out
 * (whatever the cookie says). `undefined` goes back to reading the cookie. True when that changed
 * the token sent (the same person handed over again changes nothing).
 */
export function setAuthToken(token: string | null | undefined): boolean {
  const before = authToken();
  // Without a document (Node) a sign-in's answer is the only token there is: the host's word
  // replaces it. In a browser the answer stands for the cookie as the page should read it (late
  // after a sign-in, or one a sign-out could not clear), and `undefined` means that cookie.
  if (typeof document === 'undefined') slot().answer = undefined;
  if (token === undefined) setAuthTokenSource(undefined);
  else setAuthTokenSource(() => token ?? undefined);
  return authToken() !== before;
}
