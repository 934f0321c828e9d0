/**
 * A host that signs people in itself, through `selection-widgets/api`: the token it hands over is
 * the one sent from then on, and what was loaded for the person before loads again; `login()` and
 * `logout()` have the last word over a token handed over before them.
 */
import { describe, expect, it } from 'vitest';
import { login, logout, setAuthToken, signedInUser } from './public.ts';
import { DEMO_LOGINS, failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { getCartCount, getStories } from './legacy-storefront.ts';
import { errorMessages } from '../messages/errors.ts';

const api = useContractApi();

/** A demo person's token, from a sign-in of the host's own (the client does not see it). */
const tokenOf = async (who: keyof typeof DEMO_LOGINS): Promise<string> => (await api.signedInElsewhere(who)).token;

const emailOf = async () => (await signedInUser())?.user.email;

describe('a host’s own sign-in (setAuthToken)', () => {
  it('shows the new person at once when the token changes, not the one signed in a moment before', async () => {
    const [buyer1, buyer2] = [await tokenOf('buyer1'), await tokenOf('buyer2')];
    setAuthToken(buyer1);
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer1);
    setAuthToken(buyer2);
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer2);
    setAuthToken(null);
    expect(await emailOf()).toBe(undefined);
  });

  it("hands out a copy: a caller's change to the person is not what the page's cache answers next", async () => {
    setAuthToken(await tokenOf('buyer1'));
    const person = await signedInUser();
    if (!person) throw new Error('signed in, the person is there');
    person.user.email = 'changed@example.com';
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer1);
    expect(api.running.hits.filter((hit) => hit.includes('/user/info'))).toHaveLength(1);
  });

  it('loads nothing again when handed the same token (a host hands it over on each page load)', async () => {
    const buyer1 = await tokenOf('buyer1');
    setAuthToken(buyer1);
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer1);
    const asked = () => api.running.hits.filter((hit) => hit.includes('/user/info')).length;
    const before = asked();
    setAuthToken(buyer1);
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer1);
    expect(asked()).toBe(before);
  });

  it('is forgotten by logout(): nothing is sent as that person after it', async () => {
    setAuthToken(await tokenOf('seller'));
    expect(await emailOf()).toBe(DEMO_LOGINS.seller);
    await logout();
    expect(await emailOf()).toBe(undefined);
    const hits = api.running.hits.length;
    expect((await failure(getCartCount())).status).toBe(401);
    expect(api.running.hits.length).toBeGreaterThan(hits);
  });

  it('gives way to login(): the calls after it are the new person’s', async () => {
    setAuthToken(await tokenOf('seller'));
    expect(await emailOf()).toBe(DEMO_LOGINS.seller);
    await login({ email: DEMO_LOGINS.buyer2, password: 'selection1234' });
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer2);
  });
});

describe('setAuthToken(undefined) after login()', () => {
  it('goes back to the cookie: where there is none (Node), nobody is signed in', async () => {
    await login({ email: DEMO_LOGINS.buyer2, password: 'selection1234' });
    expect(await emailOf()).toBe(DEMO_LOGINS.buyer2);
    setAuthToken(undefined);
    expect(await emailOf()).toBe(undefined);
  });
});

describe('a sign-in refused for its email or password', () => {
  it('says so, and is no request to sign in (the host is showing its sign-in already)', async () => {
    await logout();
    const error = await failure(login({ email: DEMO_LOGINS.buyer1, password: 'not-the-password' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('이메일 또는 비밀번호가 일치하지 않아요.');
    expect(error.isLoginRequired).toBe(false);
    // Any other 401 still asks the person to sign in.
    expect((await failure(getCartCount())).isLoginRequired).toBe(true);
  });
});

describe('a call given a value its rules refuse', () => {
  it('fails in Korean before any request, also for a rule with no message of its own', async () => {
    for (const input of [{ page: 0 }, { page: 1.5 }, { limit: 100_000 }]) {
      const error = await failure(getStories(input));
      expect([error.kind, error.message], JSON.stringify(input)).toEqual(['invalid-input', errorMessages.invalidInput]);
    }
    expect(api.running.hits).toEqual([]);
  });
});
