/** `$session`: who is signed in, shared by every element of the page. */
import { atom } from 'nanostores';
import { userInfoQuery } from '../api/auth.ts';
import { fetchQuery } from '../cache/query-cache.ts';
import { authToken } from '../http/auth-token.ts';
import type { PublicUser } from '../schemas/user-info.ts';

export type Session = { status: 'unknown' } | { status: 'anonymous' } | { status: 'signed-in'; user: PublicUser };

export const $session = atom<Session>({ status: 'unknown' });

let loading: Promise<Session> | undefined;

/** Resolves the session once per page (again after `refreshSession`). No token: anonymous at once. */
export function loadSession(): Promise<Session> {
  if (!authToken()) {
    $session.set({ status: 'anonymous' });
    return Promise.resolve($session.get());
  }
  loading ??= fetchQuery(userInfoQuery()).then(
    ({ user }) => {
      $session.set({ status: 'signed-in', user });
      return $session.get();
    },
    () => {
      $session.set({ status: 'anonymous' });
      return $session.get();
    },
  );
  return loading;
}

export function refreshSession(): Promise<Session> {
  loading = undefined;
  return loadSession();
}

/** True when a token exists: actions that need login may be tried (the server has the last word). */
export const hasToken = (): boolean => authToken() !== undefined;
