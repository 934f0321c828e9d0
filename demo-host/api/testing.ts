// Helpers for the reference API's own tests: a fixed clock and typed request shorthands.
import * as v from 'valibot';
import type { SelectionItemQueryInput } from '../../core/schemas/store-item.ts';
import { StoreItemListSchema } from '../../core/schemas/store-item.ts';
import type { StoreItemList } from '../../core/schemas/store-item.ts';
import { LoginResponseSchema } from '../../core/schemas/user.ts';
import type { ReferenceApi } from './app.ts';
import { createReferenceApi } from './app.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { ScenarioIdsSchema } from './mock-schemas.ts';
import type { ScenarioIds } from './state.ts';

export const TEST_NOW = new Date('2025-06-01T03:00:00.000Z');

export interface TestApi extends ReferenceApi {
  scenarios: ScenarioIds;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** `POST /api/item/get-legacies`, parsed. */
  items(query: SelectionItemQueryInput, token?: string): Promise<StoreItemList>;
  /** Every match of a query, fetched page by page with the largest page size. */
  allItems(query: SelectionItemQueryInput, token?: string): Promise<StoreItemList['storeItemList']>;
  /** Logs in and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
}

export function bearer(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { Authorization: `Bearer ${token}` };
}

export async function createTestApi(now: Date = TEST_NOW): Promise<TestApi> {
  const api = createReferenceApi({ now: () => now });
  const get = async (path: string, headers: Record<string, string> = {}) => api.app.request(path, { headers });
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    api.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const items = async (query: SelectionItemQueryInput, token?: string) => {
    const response = await post('/api/item/get-legacies', query, bearer(token));
    if (response.status !== 200) throw new Error(`get-legacies ${response.status}: ${await response.text()}`);
    return v.parse(StoreItemListSchema, await response.json());
  };
  const allItems = async (query: SelectionItemQueryInput, token?: string) => {
    const first = await items({ ...query, limit: 100, page: 1 }, token);
    const rest = [];
    for (let page = 2; page <= first.maxPage; page += 1) {
      rest.push(...(await items({ ...query, limit: 100, page }, token)).storeItemList);
    }
    return [...first.storeItemList, ...rest];
  };
  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await post('/api_base/auth/app/login', { email, password });
    if (response.status !== 200) throw new Error(`login ${response.status}`);
    return v.parse(LoginResponseSchema, await response.json()).user.auth.access_token;
  };
  const scenarios = v.parse(ScenarioIdsSchema, await (await get('/api/mock/selection/scenarios')).json());
  return {
    app: api.app,
    reset: api.reset,
    get state() {
      return api.state;
    },
    scenarios,
    get,
    post,
    items,
    allItems,
    login,
  };
}
