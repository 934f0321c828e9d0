// Test switches of the shared API layer under /api/mock/selection/shared-api.
import type { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiContext } from '../context.ts';
import { MOCK_BASE } from '../context.ts';
import { parseInput, readJson, respond } from '../errors.ts';

/**
 * `malformed`: route keys (`'GET /purchase-receipt/list/buyer'`) that answer a 200 breaking their
 * schema; `sellerProfileMissing`: the seller's profile is gone (AUTO_REPLY_SELLER_NOT_FOUND).
 * Omitted fields keep their value; a reset clears both.
 */
export const SharedApiMockInputSchema = v.object({
  malformed: v.optional(v.array(v.pipe(v.string(), v.regex(/^(GET|POST|PATCH|DELETE) \//)))),
  sellerProfileMissing: v.optional(v.boolean()),
});

export const SharedApiMockStateSchema = v.object({
  malformed: v.array(v.string()),
  sellerProfileMissing: v.boolean(),
});

export function registerSharedApiMockRoutes(app: Hono, ctx: ApiContext): void {
  app.post(`${MOCK_BASE}/shared-api`, async (c) => {
    const input = parseInput(SharedApiMockInputSchema, await readJson(c));
    const mock = ctx.state.commerce.mock;
    if (input.malformed !== undefined) mock.malformed = new Set(input.malformed);
    if (input.sellerProfileMissing !== undefined) mock.sellerProfileMissing = input.sellerProfileMissing;
    return respond(c, SharedApiMockStateSchema, { malformed: [...mock.malformed], sellerProfileMissing: mock.sellerProfileMissing });
  });
}
