/** Test-only: the reference API on a real socket, with the client configured against it. */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startApi, type RunningApi } from '../unit/api-server.ts';
import { clearQueryCache } from '../../core/cache/query-cache.ts';
import { configure } from '../../core/config.ts';
import { ApiError } from '../../core/http/api-error.ts';
import { setAuthTokenSource } from '../../core/http/auth-token.ts';
import { login } from '../../core/api/auth.ts';

export const DEMO_LOGINS = {
  buyer1: 'buyer1@example.com',
  buyer2: 'buyer2@example.com',
  seller: 'seller@example.com',
} as const;

export interface ContractApi {
  readonly running: RunningApi;
  /** Signs in through the client and sends that token from now on. */
  signIn(who: keyof typeof DEMO_LOGINS): Promise<void>;
  /** A person's token and id from a sign-in the client does not see (a host's own, another page's). */
  signedInElsewhere(who: keyof typeof DEMO_LOGINS): Promise<{ token: string; userId: string }>;
  signOut(): void;
  /** Makes the given route keys answer a body that breaks their schema. */
  malform(keys: string[]): Promise<void>;
  /** POSTs to a mock control. */
  mock(path: string, body: unknown): Promise<void>;
}

/** Starts one API for the file, resets its seed and signs out before each test. */
export function useContractApi(): ContractApi {
  let running: RunningApi | undefined;
  beforeAll(async () => {
    running = await startApi();
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => {
    const api = current();
    api.api.reset();
    configure({ apiBase: `${api.origin}/api`, legacyApiBase: `${api.origin}/api_base`, locale: 'ko-KR' });
    setAuthTokenSource(() => undefined);
    clearQueryCache();
    api.hits.length = 0;
  });
  const current = (): RunningApi => {
    if (!running) throw new Error('the API is not running yet');
    return running;
  };
  const mock = async (path: string, body: unknown) => {
    const response = await fetch(`${current().origin}/api/mock/selection/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`mock ${path}: ${response.status}`);
  };
  return {
    get running() {
      return current();
    },
    async signIn(who) {
      const user = await login({ email: DEMO_LOGINS[who], password: 'selection1234' });
      const token = user.auth.access_token;
      setAuthTokenSource(() => token);
    },
    async signedInElsewhere(who) {
      const response = await fetch(`${current().origin}/api_base/auth/app/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_LOGINS[who], password: 'selection1234' }),
      });
      const { user } = (await response.json()) as { user: { userId: string; auth: { access_token: string } } };
      return { token: user.auth.access_token, userId: user.userId };
    },
    signOut() {
      setAuthTokenSource(() => undefined);
    },
    malform: (keys) => mock('shared-api', { malformed: keys }),
    mock,
  };
}

/** The ApiError a call rejects with (fails the test if it resolves). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  if ('resolved' in outcome) throw new Error(`expected a failure, got ${JSON.stringify(outcome.resolved)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}
