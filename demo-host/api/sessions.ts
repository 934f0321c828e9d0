// Login sessions: opaque random tokens mapped to demo user ids. Tokens are never logged or echoed.
import type { Context } from 'hono';
import type { DemoAccount } from './demo-users.ts';
import { findDemoUserById } from './demo-users.ts';
import { loginRequired } from './errors.ts';

export class SessionStore {
  readonly #userIdByToken = new Map<string, string>();

  create(userId: string): string {
    const token = randomToken();
    this.#userIdByToken.set(token, userId);
    return token;
  }

  /**
   * A login-as session: an access token that acts as `userId` and the secondary token that marks it
   * (SPEC §6). The secondary token never authenticates a request by itself.
   */
  createLoginAs(userId: string): { access: string; secondary: string } {
    return { access: this.create(userId), secondary: randomToken() };
  }

  revoke(token: string): void {
    this.#userIdByToken.delete(token);
  }

  userFor(token: string | null): DemoAccount | undefined {
    if (token === null) return undefined;
    const userId = this.#userIdByToken.get(token);
    return userId === undefined ? undefined : findDemoUserById(userId);
  }
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The token of an `Authorization: Bearer <token>` header; the only way a request authenticates. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function currentUser(c: Context, sessions: SessionStore): DemoAccount | undefined {
  return sessions.userFor(bearerToken(c.req.header('Authorization')));
}

export function requireUser(c: Context, sessions: SessionStore): DemoAccount {
  const user = currentUser(c, sessions);
  if (!user) throw loginRequired();
  return user;
}
