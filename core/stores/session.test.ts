import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../tests/unit/api-server.ts';
import { clearQueryCache } from '../cache/query-cache.ts';
import { configure } from '../config.ts';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { refreshPage } from './page-refresh.ts';
import { $session, loadSession, refreshSession } from './session.ts';

let running: RunningApi;

async function login(email: string): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${running.origin}/api_base/auth/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'selection1234' }),
  });
  const { user } = (await response.json()) as { user: { userId: string; auth: { access_token: string } } };
  return { token: user.auth.access_token, userId: user.userId };
}

const signedInAs = () => {
  const session = $session.get();
  return session.status === 'signed-in' ? session.user.userId : session.status;
};

beforeAll(async () => {
  running = await startApi();
});

afterAll(() => running.close());

beforeEach(async () => {
  running.api.reset();
  configure({ apiBase: `${running.origin}/api`, legacyApiBase: `${running.origin}/api_base` });
  clearQueryCache();
  setAuthTokenSource(() => undefined);
  await refreshSession();
});

describe('the session', () => {
  it('is the new person after a change of person moments after it loaded', async () => {
    const [first, second] = [await login('buyer1@example.com'), await login('buyer2@example.com')];
    setAuthTokenSource(() => first.token);
    await loadSession();
    expect(signedInAs()).toBe(first.userId);
    // A host hands over another person's token within seconds (the first person's answer still fresh).
    setAuthTokenSource(() => second.token);
    refreshPage();
    await loadSession();
    expect(signedInAs()).toBe(second.userId);
  });

  it('stays signed out when the earlier person’s answer arrives after the sign-out', async () => {
    const { token } = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    const earlier = loadSession();
    setAuthTokenSource(() => undefined);
    refreshPage();
    expect(signedInAs()).toBe('anonymous');
    await earlier;
    expect(signedInAs()).toBe('anonymous');
  });

  it('is not signed out by a failure of the moment, and the next load asks again', async () => {
    const { token, userId } = await login('buyer2@example.com');
    setAuthTokenSource(() => token);
    // Both attempts of the call fail, as a server having a bad moment answers.
    await fetch(`${running.origin}/api/mock/selection/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/user/info', times: 2 }),
    });
    await loadSession();
    expect(signedInAs()).toBe('unknown');
    await loadSession();
    expect(signedInAs()).toBe(userId);
  });

  it('is signed out when the server refuses the token', async () => {
    setAuthTokenSource(() => 'expired');
    await loadSession();
    expect(signedInAs()).toBe('anonymous');
  });
});
