import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useContractApi } from '../../tests/support/contract-harness.ts';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { refreshPage } from './page-refresh.ts';
import { pageSession, loadSession, refreshSession } from './session.ts';

const api = useContractApi();

const signedInAs = () => {
  const session = pageSession().get();
  return session.status === 'signed-in' ? session.user.userId : session.status;
};

beforeEach(() => refreshSession());

describe('the session', () => {
  it('is the new person after a change of person moments after it loaded', async () => {
    const [first, second] = [await api.signedInElsewhere('buyer1'), await api.signedInElsewhere('buyer2')];
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
    const { token } = await api.signedInElsewhere('buyer2');
    setAuthTokenSource(() => token);
    const earlier = loadSession();
    setAuthTokenSource(() => undefined);
    refreshPage();
    expect(signedInAs()).toBe('anonymous');
    await earlier;
    expect(signedInAs()).toBe('anonymous');
  });

  it('is not signed out by a failure of the moment, and the next load asks again', async () => {
    const { token, userId } = await api.signedInElsewhere('buyer2');
    setAuthTokenSource(() => token);
    // Both attempts of the call fail, as a server having a bad moment answers.
    await api.mock('outage', { path: '/user/info', times: 2 });
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

  it('is one for every copy of this code on the page: a login one copy loads is the other’s too', async () => {
    const { token, userId } = await api.signedInElsewhere('buyer1');
    vi.resetModules();
    // A second instance of this module, as a separately bundled copy of the widgets has (an npm
    // bundle beside the loader's chunks).
    const copy = './session.ts?copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('./session.ts');
    setAuthTokenSource(() => token);
    await other.loadSession();
    expect(signedInAs()).toBe(userId);
    expect(other.sessionToken(), 'whom the other copy’s per-person data is for').toBe(token);
  });
});
