// Every endpoint's answers parse with the schema the client uses: one contract for both sides.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../core/schemas/api-error.ts';
import { GuideResponseSchema } from '../../core/schemas/guide.ts';
import { LinkTabListSchema } from '../../core/schemas/link-tab.ts';
import { SelectionFrameListSchema } from '../../core/schemas/selection-frame.ts';
import { BundleableItemsSchema, SORT_TYPES, StoreItemListSchema } from '../../core/schemas/store-item.ts';
import { TimeDealListSchema } from '../../core/schemas/time-deal.ts';
import { LoginResponseSchema } from '../../core/schemas/user.ts';
import { UserInfoSchema } from '../../core/schemas/user-info.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users.ts';
import { EchoHeadersSchema, OkSchema, ScenarioIdsSchema, ServerPauseStateSchema } from './mock-schemas.ts';
import type { TestApi } from './testing.ts';
import { bearer, createTestApi } from './testing.ts';

interface Case {
  name: string;
  status: number;
  schema: v.GenericSchema;
  call: (api: TestApi, token: string) => Promise<Response>;
}

const ERROR_BODY = v.strictObject({
  code: v.pipe(v.string(), v.nonEmpty()),
  message: v.pipe(v.string(), v.nonEmpty()),
  action: v.optional(v.string()),
  field: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

const frameCalls = ['large-data', 'all-list', 'is-pick/child-list'] as const;
const selectionKeys = ['japan-food', 'outlet', 'sneakers', 'no-frames', 'no-template-name', 'unknown-template', 'small3-node'] as const;

const CASES: Case[] = [
  ...frameCalls.flatMap((call) =>
    selectionKeys.map((key): Case => ({
      name: `GET /selection-frame-data/${call} (${key})`,
      status: 200,
      schema: SelectionFrameListSchema,
      call: (api) => api.get(`/api/selection-frame-data/${call}/${api.scenarios[key]}`),
    })),
  ),
  ...SORT_TYPES.flatMap((sortType) =>
    (['japan-food', 'outlet', 'sneakers'] as const).map((key): Case => ({
      name: `POST /item/get-legacies (${key}, ${sortType}, signed in)`,
      status: 200,
      schema: StoreItemListSchema,
      call: (api, token) =>
        api.post(
          '/api/item/get-legacies',
          { selectionFrameDataId: api.scenarios[key], sortType, isItemPriceWithShippingFee: true, limit: 100 },
          bearer(token),
        ),
    })),
  ),
  {
    name: 'POST /item/get-legacies (picks, search, anonymous)',
    status: 200,
    schema: StoreItemListSchema,
    call: (api) =>
      api.post('/api/item/get-legacies', {
        selectionFrameDataId: api.scenarios['japan-food'],
        isPick: true,
        inputText: '칼비',
        viewSoldOut: false,
        isShippingFeeFree: true,
      }),
  },
  ...(['japan-food', 'outlet', 'sneakers', 'small3-node'] as const).map((key): Case => ({
    name: `GET /item/bundleable-item-list (${key})`,
    status: 200,
    schema: BundleableItemsSchema,
    call: (api, token) =>
      api.get(`/api/item/bundleable-item-list?selectionFrameDataId=${api.scenarios[key]}&limit=30&page=1`, bearer(token)),
  })),
  ...(['japan-food', 'outlet', 'sneakers', 'no-frames'] as const).map((key): Case => ({
    name: `GET /selection-frame-first-enterance-guide (${key})`,
    status: 200,
    schema: GuideResponseSchema,
    call: (api) => api.get(`/api/selection-frame-first-enterance-guide?selectionFrameLargeDataId=${api.scenarios[key]}`),
  })),
  { name: 'GET /link-tab/list-for-user', status: 200, schema: LinkTabListSchema, call: (api) => api.get('/api/link-tab/list-for-user') },
  {
    name: 'GET /time-deal/buyer',
    status: 200,
    schema: TimeDealListSchema,
    call: (api, token) => api.get('/api/time-deal/buyer', bearer(token)),
  },
  {
    name: 'POST /api_base/auth/app/login',
    status: 200,
    schema: LoginResponseSchema,
    call: (api) => api.post('/api_base/auth/app/login', { email: DEMO_EMAILS.seller, password: DEMO_PASSWORD }),
  },
  {
    name: 'GET /api_base/user/info',
    status: 200,
    schema: UserInfoSchema,
    call: (api, token) => api.get('/api_base/user/info', bearer(token)),
  },
  { name: 'POST /api_base/auth/logout', status: 200, schema: OkSchema, call: (api) => api.post('/api_base/auth/logout', {}) },
  {
    name: 'GET /mock/selection/scenarios',
    status: 200,
    schema: ScenarioIdsSchema,
    call: (api) => api.get('/api/mock/selection/scenarios'),
  },
  { name: 'POST /mock/selection/reset', status: 200, schema: OkSchema, call: (api) => api.post('/api/mock/selection/reset', {}) },
  {
    name: 'POST /mock/selection/server-pause',
    status: 200,
    schema: ServerPauseStateSchema,
    call: (api) => api.post('/api/mock/selection/server-pause', { on: false }),
  },
  {
    name: 'GET /mock/selection/echo-headers',
    status: 200,
    schema: EchoHeadersSchema,
    call: (api, token) => api.get('/api/mock/selection/echo-headers', { locale: 'ko-KR', ...bearer(token) }),
  },
  // Error bodies.
  { name: '404 unknown frame', status: 404, schema: ERROR_BODY, call: (api) => api.get('/api/selection-frame-data/large-data/nope') },
  {
    name: '400 bad query',
    status: 400,
    schema: ERROR_BODY,
    call: (api) => api.post('/api/item/get-legacies', { selectionFrameDataId: 1 }),
  },
  { name: '401 login required', status: 401, schema: ERROR_BODY, call: (api) => api.get('/api_base/user/info') },
  {
    name: '401 login failed',
    status: 401,
    schema: ERROR_BODY,
    call: (api) => api.post('/api_base/auth/app/login', { email: DEMO_EMAILS.buyer1, password: 'nope' }),
  },
  {
    name: '503 server pause',
    status: 503,
    schema: ERROR_BODY,
    call: async (api) => {
      await api.post('/api/mock/selection/server-pause', { on: true });
      return api.get('/api/link-tab/list-for-user');
    },
  },
];

/** Every string under a URL-ish key; none may leave the machine (the API's own origin or relative). */
function urls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /url$/i.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((entry) => urls(entry, key));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => urls(child, childKey));
  }
  return [];
}

describe('every response parses with its schema', () => {
  it.each(CASES.map((testCase) => [testCase.name, testCase] as const))('%s', async (_name, testCase) => {
    const api = await createTestApi();
    const token = await api.login(DEMO_EMAILS.buyer1);
    const response = await testCase.call(api, token);
    expect(response.status).toBe(testCase.status);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    const result = v.safeParse(testCase.schema, body);
    if (!result.success) throw new Error(v.summarize(result.issues));
    if (testCase.status >= 400) expect(v.is(ApiErrorBodySchema, body)).toBe(true);
    const origin = new URL(response.url || 'http://localhost/').origin;
    for (const url of urls(body)) expect(new URL(url, origin).origin).toBe(origin);
  });

  it('the non-empty cases really carry data', async () => {
    const api = await createTestApi();
    const list = v.parse(
      SelectionFrameListSchema,
      await (await api.get(`/api/selection-frame-data/all-list/${api.scenarios.sneakers}`)).json(),
    );
    expect(list.selectionFrameDataList.length).toBeGreaterThan(30);
    const timeDeals = v.parse(TimeDealListSchema, await (await api.get('/api/time-deal/buyer')).json());
    expect(timeDeals.timeDealList.length).toBeGreaterThan(0);
  });
});
