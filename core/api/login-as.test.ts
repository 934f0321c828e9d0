import { describe, expect, it } from 'vitest';
import { setAuthTokenSource } from '../http/auth-token.ts';
import { loginAsMessages } from '../messages/login.ts';
import { userInfoQuery } from './auth.ts';
import { failure, useContractApi } from '../../tests/support/contract-harness.ts';
import { loginAs } from './login-as.ts';

const api = useContractApi();
const operator = { email: 'operator@example.com', password: 'selection1234' };

describe('loginAs (SPEC §3, §6)', () => {
  it('acts as the user: the access token signs in as them, the secondary token comes with it', async () => {
    const user = await loginAs({ ...operator, targetEmail: 'buyer2@example.com' });
    expect(user.email).toBe('buyer2@example.com');
    expect(user.auth.secondary_token).toMatch(/^[0-9a-f]{48}$/);
    setAuthTokenSource(() => user.auth.access_token);
    expect((await userInfoQuery().fetcher()).user.email).toBe('buyer2@example.com');
    expect(api.running.hits).toContain('POST /api_base/auth/app/login-as');
  });

  it('says an unknown user, and asks for one before any request', async () => {
    expect(await failure(loginAs({ ...operator, targetEmail: 'nobody@example.com' }))).toMatchObject({
      code: 'USER_NOT_FOUND',
      serverMessage: loginAsMessages.targetNotFound,
    });
    const hits = api.running.hits.length;
    expect((await failure(loginAs({ ...operator, targetEmail: '  ' }))).message).toBe(loginAsMessages.targetRequired);
    expect(api.running.hits).toHaveLength(hits);
  });
});
