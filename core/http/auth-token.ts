import { getConfig } from '../config.ts';
import { readCookie } from './storage.ts';

type TokenSource = () => string | undefined;

let source: TokenSource = () => readCookie(getConfig().tokenCookie);

/** The bearer token of the signed-in person, from the auth cookie by default. */
export function authToken(): string | undefined {
  const token = source();
  return token ? token : undefined;
}

/** Hosts without cookies (a native shell, Node) supply the token another way. */
export function setAuthTokenSource(next: TokenSource): void {
  source = next;
}
