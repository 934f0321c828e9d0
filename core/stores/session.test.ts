import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../../tests/unit/api-server.ts';
import { clearQueryCache } from '../cache/query-cache.ts';
import { configure } from '../config.ts';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { refreshPage } from './page-refresh.ts';
import { $session, loadSession, refreshSession } from './session.ts';

let running: RunningApi;

/**
 * The reference API behind a front that answers the next `failures` calls of `/user/info` with 503,
 * as a server having a bad moment would (the client's retry included), and passes everything else on.
 */
let front: Server;
let frontOrigin: string;
let failures = 0;

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
  front = createServer((req, res) => {
    if (req.url?.endsWith('/user/info') && failures > 0) {
      failures -= 1;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"code":"UNAVAILABLE","message":"busy"}');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      void fetch(`${running.origin}${req.url}`, {
        method: req.method,
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      }).then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontOrigin = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await running.close();
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
});

beforeEach(async () => {
  running.api.reset();
  failures = 0;
  configure({ apiBase: `${frontOrigin}/api`, legacyApiBase: `${frontOrigin}/api_base` });
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
    // Both attempts of the call fail.
    failures = 2;
    await loadSession();
    expect(signedInAs()).toBe('unknown');
    expect(failures).toBe(0);
    await loadSession();
    expect(signedInAs()).toBe(userId);
  });

  it('is signed out when the server refuses the token', async () => {
    setAuthTokenSource(() => 'expired');
    await loadSession();
    expect(signedInAs()).toBe('anonymous');
  });
});
