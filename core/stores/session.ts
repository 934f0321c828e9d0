/** `$session`: who is signed in, shared by every element of the page. */
import { atom } from 'nanostores';
import { userInfoQuery } from '../api/auth.ts';
import { fetchQuery } from '../cache/query-cache.ts';
import { isMomentary, toApiError } from '../http/api-error.ts';
import { authToken } from '../http/auth-token.ts';
import type { PublicUser } from '../schemas/user-info.ts';

export type Session = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; user: PublicUser };

export const $session = atom<Session>({ status: 'unknown' });

/** The load whose answer is the session: a load begun before the latest `refreshSession` is not. */
let loading: Promise<Session> | undefined;
/** The token the latest load asked with (none: anonymous, or not loaded yet). */
let loadedFor: string | undefined;

/** The token the session was last loaded for: who the page's per-person data is for. */
export const sessionToken = (): string | undefined => loadedFor;

/**
 * Resolves the session once per page (again after `refreshSession`). No token: anonymous at once.
 * A token the server refuses (401) is anonymous; a failure of the moment (no answer, a server error)
 * says nothing of who is signed in: the session stays unknown and the next load asks again (a view
 * mounting, a refresh).
 */
export function loadSession(): Promise<Session> {
  if (!authToken()) {
    // A load on its way asked with a token there no longer is.
    loading = undefined;
    loadedFor = undefined;
    return Promise.resolve(settle(undefined, { status: 'anonymous' }));
  }
  if (!loading) loadedFor = authToken();
  const load: Promise<Session> = (loading ??= fetchQuery(userInfoQuery()).then(
    ({ user }) => settle(load, { status: 'signed-in', user }),
    (error: unknown) => settle(load, { status: isMomentary(toApiError(error)) ? 'unknown' : 'anonymous' }),
  ));
  return load;
}

/** The session `load` found, unless a newer load has begun since (`undefined`: found without one). */
function settle(load: Promise<Session> | undefined, session: Session): Session {
  if (load !== loading) return $session.get();
  if (session.status === 'unknown') loading = undefined;
  $session.set(session);
  return session;
}

export function refreshSession(): Promise<Session> {
  loading = undefined;
  return loadSession();
}

/** True when a token exists: actions that need login may be tried (the server has the last word). */
export const hasToken = (): boolean => authToken() !== undefined;
