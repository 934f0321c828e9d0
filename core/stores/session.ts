/**
 * Who is signed in, shared by every element of the page and every copy of this code on it (one
 * session per page, in its page slot: see page-slot.ts).
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { userInfoQuery } from '../api/auth.ts';
import { fetchQuery } from '../cache/query-cache.ts';
import { isMomentary, toApiError } from '../http/api-error.ts';
import { authToken } from '../http/auth-token.ts';
import { pageSlot } from '../page-slot.ts';
import type { PublicUser } from '../schemas/user-info.ts';

export type Session = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; user: PublicUser };

interface SessionSlot {
  readonly $session: WritableAtom<Session>;
  /** The load whose answer is the session: a load begun before the latest `refreshSession` is not. */
  loading?: Promise<Session>;
  /** The token the latest load asked with (none: anonymous, or not loaded yet). */
  loadedFor?: string;
}

const slot = (): SessionSlot => pageSlot('session', () => ({ $session: atom<Session>({ status: 'unknown' }) }));

/** The page's session: `unknown` until a load has found it out. */
export const pageSession = (): ReadableAtom<Session> => slot().$session;

/** The token the session was last loaded for: who the page's per-person data is for. */
export const sessionToken = (): string | undefined => slot().loadedFor;

/**
 * Resolves the session once per page (again after `refreshSession`). No token: anonymous at once.
 * A token the server refuses (401) is anonymous; a failure of the moment (no answer, a server error)
 * says nothing of who is signed in: the session stays unknown and the next load asks again (a view
 * mounting, a refresh).
 */
export function loadSession(): Promise<Session> {
  const page = slot();
  if (!authToken()) {
    // A load on its way asked with a token there no longer is.
    page.loading = undefined;
    page.loadedFor = undefined;
    return Promise.resolve(settle(page, undefined, { status: 'anonymous' }));
  }
  if (!page.loading) page.loadedFor = authToken();
  const load: Promise<Session> = (page.loading ??= fetchQuery(userInfoQuery()).then(
    ({ user }) => settle(page, load, { status: 'signed-in', user }),
    (error: unknown) => settle(page, load, { status: isMomentary(toApiError(error)) ? 'unknown' : 'anonymous' }),
  ));
  return load;
}

/** The session `load` found, unless a newer load has begun since (`undefined`: found without one). */
function settle(page: SessionSlot, load: Promise<Session> | undefined, session: Session): Session {
  if (load !== page.loading) return page.$session.get();
  if (session.status === 'unknown') page.loading = undefined;
  page.$session.set(session);
  return session;
}

export function refreshSession(): Promise<Session> {
  slot().loading = undefined;
  return loadSession();
}

/** True when a token exists: actions that need login may be tried (the server has the last word). */
export const hasToken = (): boolean => authToken() !== undefined;
