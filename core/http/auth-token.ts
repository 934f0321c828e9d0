import { getConfig } from '../config.ts';
import { pageSlot } from '../page-slot.ts';
import { readCookie } from '../storage/storage.ts';

type TokenSource = () => string | undefined;

/**
 * Where the bearer token comes from, page-wide: the auth cookie by default; a host that signs
 * people in itself hands the token over (`SelectionWidgets.setAuthToken`) or supplies a source.
 */
const slot = () => pageSlot('auth', () => ({ source: undefined as TokenSource | undefined }));

/** The bearer token of the signed-in person, from the auth cookie unless a host supplied one. */
export function authToken(): string | undefined {
  const source = slot().source;
  const token = source ? source() : readCookie(getConfig().tokenCookie);
  return token ? token : undefined;
}

/** Hosts without cookies (a native shell, Node) supply the token another way; `undefined` goes back to the cookie. */
export function setAuthTokenSource(next: TokenSource | undefined): void {
  slot().source = next;
}

/**
 * A single-page host's sign-in or sign-out: a token to use from now on, or `null` for signed out
 * (whatever the cookie says). `undefined` goes back to reading the cookie.
 */
export function setAuthToken(token: string | null | undefined): void {
  if (token === undefined) setAuthTokenSource(undefined);
  else setAuthTokenSource(() => token ?? undefined);
}
