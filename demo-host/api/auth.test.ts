import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../core/messages/errors.ts';
import { LoginAsResponseSchema } from '../../core/schemas/login-as.ts';
import { LoginResponseSchema } from '../../core/schemas/user.ts';
import { UserInfoSchema } from '../../core/schemas/user-info.ts';
import { DEMO_EMAILS, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_USER_IDS } from './demo-users.ts';
import { EchoHeadersSchema } from './mock-schemas.ts';
import { bearer, createTestApi } from './testing.ts';

const LOGIN = '/api_base/auth/app/login';

function cookieAttributes(header: string): { name: string; value: string; attributes: Map<string, string> } {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const [name = '', value = ''] = pair.split('=');
  const attributes = new Map(
    rest.map((attribute) => {
      const [key = '', val = ''] = attribute.split('=');
      return [key.toLowerCase(), val] as const;
    }),
  );
  return { name, value, attributes };
}

describe('POST /api_base/auth/app/login', () => {
  it('signs a buyer in with a fresh token and sets a readable one-year cookie', async () => {
    const api = await createTestApi();
    const response = await api.post(LOGIN, { email: DEMO_EMAILS.buyer1, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const { user } = v.parse(LoginResponseSchema, await response.json());
    expect(user).toMatchObject({ email: 'buyer1@example.com', userId: DEMO_USER_IDS.buyer1, role: 'BUYER', username: '민지' });
    expect(user.auth.access_token.length).toBeGreaterThanOrEqual(32);

    const cookie = cookieAttributes(response.headers.get('Set-Cookie') ?? '');
    expect(cookie.name).toBe('access_token');
    expect(cookie.value).toBe(user.auth.access_token);
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.get('max-age')).toBe('31536000');
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.has('httponly')).toBe(false);

    const again = await api.login(DEMO_EMAILS.buyer1);
    expect(again).not.toBe(user.auth.access_token);
  });

  it('signs the second buyer and the seller in with their roles', async () => {
    const api = await createTestApi();
    const buyer2 = await api.post(LOGIN, { email: DEMO_EMAILS.buyer2, password: DEMO_PASSWORD });
    expect(v.parse(LoginResponseSchema, await buyer2.json()).user).toMatchObject({ role: 'BUYER', username: '서준' });
    const seller = await api.post(LOGIN, { email: ` ${DEMO_EMAILS.seller.toUpperCase()} `, password: DEMO_PASSWORD });
    expect(v.parse(LoginResponseSchema, await seller.json()).user).toMatchObject({
      role: 'SELLER',
      userId: DEMO_USER_IDS.seller,
    });
  });

  it.each([
    ['a wrong password', { email: DEMO_EMAILS.buyer1, password: 'selection12345' }],
    ['an unknown email', { email: 'nobody@example.com', password: DEMO_PASSWORD }],
  ])('answers 401 LOGIN_FAILED for %s, without a cookie', async (_label, body) => {
    const api = await createTestApi();
    const response = await api.post(LOGIN, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'LOGIN_FAILED',
      message: '이메일 또는 비밀번호가 일치하지 않아요.',
    });
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it.each([
    [{ email: '  ', password: DEMO_PASSWORD }, 'email', '이메일을 입력해주세요.'],
    [{ email: DEMO_EMAILS.buyer1, password: '' }, 'password', '비밀번호를 입력해주세요.'],
    [{ email: DEMO_EMAILS.buyer1 }, 'password', errorMessages.invalidInput],
  ])('answers 400 INVALID_QUERY for empty fields (%j): SPEC §5’s message as it is, the field beside it', async (body, field, message) => {
    const api = await createTestApi();
    const response = await api.post(LOGIN, body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string; field: string };
    expect(error.code).toBe('INVALID_QUERY');
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
  });
});

describe('POST /api_base/auth/app/login-as (SPEC §3, §6)', () => {
  const LOGIN_AS = '/api_base/auth/app/login-as';
  const cookiesOf = (response: Response) => response.headers.getSetCookie().map(cookieAttributes);

  it('lets the operator act as a user: both tokens in auth and as readable one-year cookies', async () => {
    const api = await createTestApi();
    const response = await api.post(LOGIN_AS, { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, targetEmail: DEMO_EMAILS.buyer1 });
    expect(response.status).toBe(200);
    const { user } = v.parse(LoginAsResponseSchema, await response.json());
    expect(user).toMatchObject({ userId: DEMO_USER_IDS.buyer1, email: DEMO_EMAILS.buyer1 });
    expect(user.auth.secondary_token).not.toBe(user.auth.access_token);
    const cookies = cookiesOf(response);
    expect(cookies.map(({ name, value }) => [name, value])).toEqual([
      ['access_token', user.auth.access_token],
      ['secondary_token', user.auth.secondary_token],
    ]);
    for (const cookie of cookies) {
      expect(cookie.attributes.get('max-age')).toBe('31536000');
      expect(cookie.attributes.has('httponly')).toBe(false);
    }
    // The access token acts as the user; the secondary token alone authenticates nothing.
    expect((await api.get('/api_base/user/info', bearer(user.auth.access_token))).status).toBe(200);
    expect((await api.get('/api_base/user/info', bearer(user.auth.secondary_token))).status).toBe(401);
  });

  it('an ordinary login has no secondary token', async () => {
    const api = await createTestApi();
    const response = await api.post(LOGIN, { email: DEMO_EMAILS.buyer1, password: DEMO_PASSWORD });
    expect(v.parse(LoginResponseSchema, await response.json()).user.auth.secondary_token).toBeUndefined();
  });

  it.each([
    ['a shopper', { email: DEMO_EMAILS.buyer2, password: DEMO_PASSWORD, targetEmail: DEMO_EMAILS.buyer1 }, 401, 'LOGIN_FAILED'],
    ['a wrong operator password', { email: DEMO_OPERATOR_EMAIL, password: 'nope', targetEmail: DEMO_EMAILS.buyer1 }, 401, 'LOGIN_FAILED'],
    ['an unknown user', { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, targetEmail: 'nobody@example.com' }, 404, 'USER_NOT_FOUND'],
    ['no user', { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, targetEmail: ' ' }, 400, 'INVALID_QUERY'],
  ])('refuses %s without cookies', async (_label, body, status, code) => {
    const api = await createTestApi();
    const response = await api.post(LOGIN_AS, body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { code: string }).code).toBe(code);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('logout and a login as oneself end the login-as mode: the secondary cookie is cleared', async () => {
    const api = await createTestApi();
    const answer = await api.post(LOGIN_AS, { email: DEMO_OPERATOR_EMAIL, password: DEMO_PASSWORD, targetEmail: DEMO_EMAILS.buyer1 });
    const { user } = v.parse(LoginAsResponseSchema, await answer.json());
    const cookie = `access_token=${user.auth.access_token}; secondary_token=${user.auth.secondary_token}`;
    const out = await api.post('/api_base/auth/logout', {}, { ...bearer(user.auth.access_token), Cookie: cookie });
    expect(cookiesOf(out).map(({ name, value }) => [name, value])).toEqual([
      ['access_token', ''],
      ['secondary_token', ''],
    ]);
    expect((await api.get('/api_base/user/info', bearer(user.auth.access_token))).status).toBe(401);
    const own = await api.post(LOGIN, { email: DEMO_EMAILS.buyer1, password: DEMO_PASSWORD }, { Cookie: cookie });
    expect(
      cookiesOf(own)
        .find(({ name }) => name === 'secondary_token')
        ?.attributes.get('max-age'),
    ).toBe('0');
  });
});

describe('GET /api_base/user/info and logout', () => {
  it('returns the bearer user without tokens', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer2);
    const response = await api.get('/api_base/user/info', bearer(token));
    expect(response.status).toBe(200);
    const raw = (await response.json()) as { user: Record<string, unknown> };
    expect(raw.user).not.toHaveProperty('auth');
    expect(JSON.stringify(raw)).not.toContain(token);
    expect(v.parse(UserInfoSchema, raw).user).toMatchObject({ userId: DEMO_USER_IDS.buyer2, email: DEMO_EMAILS.buyer2 });
  });

  it.each([
    ['no header', {}],
    ['an unknown token', { Authorization: 'Bearer not-a-real-token' }],
    ['a non-bearer scheme', { Authorization: 'Basic YnV5ZXI6cGFzcw==' }],
  ])('answers 401 AUTH_HEADER_INVALID with %s', async (_label, headers) => {
    const api = await createTestApi();
    const response = await api.get('/api_base/user/info', headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'AUTH_HEADER_INVALID', message: '로그인 후 다시 시도해주세요.' });
  });

  it('ignores the cookie and a token in the URL: only the bearer header authenticates', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    expect((await api.get('/api_base/user/info', { Cookie: `access_token=${token}` })).status).toBe(401);
    expect((await api.get(`/api_base/user/info?access_token=${token}`)).status).toBe(401);
    expect((await api.get('/api_base/user/info', bearer(token))).status).toBe(200);
  });

  it('logout clears the cookie and ends the session', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    const other = await api.login(DEMO_EMAILS.buyer1);
    const response = await api.post('/api_base/auth/logout', {}, bearer(token));
    expect(response.status).toBe(200);
    const cookie = cookieAttributes(response.headers.get('Set-Cookie') ?? '');
    expect(cookie.name).toBe('access_token');
    expect(cookie.value).toBe('');
    expect(cookie.attributes.get('max-age')).toBe('0');
    expect(cookie.attributes.get('path')).toBe('/');
    expect((await api.get('/api_base/user/info', bearer(token))).status).toBe(401);
    expect((await api.get('/api_base/user/info', bearer(other))).status).toBe(200);
  });

  it('keeps sessions across a seed reset', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    await api.post('/api/mock/selection/reset', {});
    expect((await api.get('/api_base/user/info', bearer(token))).status).toBe(200);
  });
});

describe('client headers', () => {
  const HEADERS = {
    timezone: 'Asia/Seoul',
    device_time: '2025-06-01T12:00:00+09:00',
    locale: 'ko-KR',
    web_device_id: 'device-1234',
  };

  it('echoes the four common headers and only whether a bearer token came along', async () => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    const response = await api.get('/api/mock/selection/echo-headers', { ...HEADERS, ...bearer(token) });
    const text = await response.text();
    expect(text).not.toContain(token);
    expect(v.parse(EchoHeadersSchema, JSON.parse(text))).toEqual({ ...HEADERS, Authorization: 'Bearer <present>' });
  });

  it('reports missing headers as null and a broken bearer header as invalid', async () => {
    const api = await createTestApi();
    const empty = await api.get('/api/mock/selection/echo-headers');
    expect(await empty.json()).toEqual({
      timezone: null,
      device_time: null,
      locale: null,
      web_device_id: null,
      Authorization: null,
    });
    const broken = await api.get('/api/mock/selection/echo-headers', { Authorization: 'Bearer undefined' });
    expect(((await broken.json()) as { Authorization: string }).Authorization).toBe('<invalid>');
  });

  it('answers calls that carry the headers and allows them across origins', async () => {
    const api = await createTestApi();
    const call = await api.post(
      '/api/item/get-legacies',
      { selectionFrameDataId: api.scenarios.outlet },
      { ...HEADERS, Authorization: 'Bearer whatever', Origin: 'http://localhost:8000' },
    );
    expect(call.status).toBe(200);
    expect(call.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:8000');

    const preflight = await api.app.request('/api/item/get-legacies', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,timezone,device_time,locale,web_device_id,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase();
    for (const header of ['timezone', 'device_time', 'locale', 'web_device_id', 'authorization', 'content-type']) {
      expect(allowed).toContain(header);
    }
  });
});
